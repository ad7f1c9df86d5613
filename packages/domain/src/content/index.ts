// @shop/domain/content
// News, pages, the footer, the contact form, tracking parameters and the console's content contract.
export * from './console-content.js';
export * from './contact-form.js';
export * from './content-schema.js';
export * from './footer.js';
export * from './tracking-params.js';
