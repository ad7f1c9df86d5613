// @shop/domain/contracts
// Wire shapes several areas share: the global collections and the reference data.
export * from './global-collections.js';
export * from './reference-data.js';
