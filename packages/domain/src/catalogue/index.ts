// @shop/domain/catalogue
// Products, variants, categories and stock, and the console's catalogue and stock contracts.
export * from './categories.js';
export * from './console-catalogue.js';
export * from './console-stock.js';
export * from './product-schema.js';
export * from './product.js';
export * from './stock.js';
export * from './variant-label.js';
