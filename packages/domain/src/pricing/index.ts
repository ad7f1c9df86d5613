// @shop/domain/pricing
// Cart lines, quantities, line and purchase prices, shipping fees and order totals.
export * from './cart-line-schema.js';
export * from './cart-line.js';
export * from './line-pricing.js';
export * from './order-totals.js';
export * from './purchase-pricing.js';
export * from './quantity.js';
export * from './shipping-schema.js';
export * from './shipping.js';
