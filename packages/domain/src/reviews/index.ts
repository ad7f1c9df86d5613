// @shop/domain/reviews
// Product reviews: the rules and the shop's review contracts.
export * from './review-contracts.js';
export * from './review.js';
