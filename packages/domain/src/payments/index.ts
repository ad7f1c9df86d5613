// @shop/domain/payments
// How payments are shown, payment notices, unpaid-order expiry, bank transfers, refunds and VietQR banks.
export * from './bank-transfer.js';
export * from './payment-display.js';
export * from './payment-hold.js';
export * from './payment-notice.js';
export * from './payments-ledger.js';
export * from './refund.js';
export * from './vietqr-banks.js';
