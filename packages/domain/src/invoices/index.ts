// @shop/domain/invoices
// VAT, company invoices, tax codes and e-invoices.
export * from './company-invoice-write.js';
export * from './company-invoice.js';
export * from './einvoice.js';
export * from './tax-code.js';
export * from './vat.js';
