// @shop/domain/returns
// Returns and exchanges (issue 33): what may come back, what is refunded, and the request.
export * from './return-contracts.js';
export * from './return-request.js';
export * from './return-rules.js';
export * from './return-steps.js';
