// @shop/domain/contracts
// Wire shapes several areas share: the global collections, the reference data and the fields the
// server stamps on every write.
export * from './global-collections.js';
export * from './reference-data.js';
export * from './stamped-fields.js';
