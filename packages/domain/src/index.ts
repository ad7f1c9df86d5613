// The whole of @shop/domain in one entry: every area's exports (each area is also its own entry,
// `@shop/domain/<area>`, decision 069). Pure rules, message codes and valibot schemas.
export * from './accounts/index.js';
export * from './carriers/index.js';
export * from './catalogue/index.js';
export * from './console/index.js';
export * from './content/index.js';
export * from './contracts/index.js';
export * from './invoices/index.js';
export * from './messages/index.js';
export * from './orders/index.js';
export * from './payments/index.js';
export * from './pricing/index.js';
export * from './primitives/index.js';
export * from './privacy/index.js';
export * from './promotions/index.js';
export * from './reminders/index.js';
export * from './returns/index.js';
export * from './reviews/index.js';
