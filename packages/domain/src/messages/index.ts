// @shop/domain/messages
// The one table of message codes with their Vietnamese and English texts, HTTP statuses and wire codes.
export * from './catalogue-messages.js';
export * from './console-messages.js';
export * from './invoice-messages.js';
export * from './message-table.js';
export * from './messages.js';
export * from './money-messages.js';
export * from './privacy-messages.js';
export * from './promotion-messages.js';
export * from './reminder-messages.js';
export * from './review-messages.js';
export * from './settings-messages.js';
export * from './stock-messages.js';
