// @shop/domain/promotions
// Vouchers and the console's promotions contract (promotional prices, flash sales, vouchers).
export * from './console-promotions.js';
export * from './voucher-schema.js';
export * from './voucher.js';
