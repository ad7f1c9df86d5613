// @shop/domain/returns
// Returns and exchanges (issue 33): what may come back and what is refunded.
export * from './return-rules.js';
