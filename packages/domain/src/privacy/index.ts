// @shop/domain/privacy
// The shopper's consents and personal-data requests.
export * from './privacy.js';
