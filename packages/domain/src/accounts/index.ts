// @shop/domain/accounts
// Accounts, profiles and address books: credentials rules, account forms, saved addresses, address units.
export * from './account-forms.js';
export * from './account.js';
export * from './address-form.js';
export * from './address-schema.js';
export * from './address-units.js';
export * from './address.js';
export * from './admin-name.js';
export * from './user-info.js';
