// @shop/domain/reminders
// Abandoned-cart and back-in-stock reminders and the console's message settings.
export * from './reminders.js';
