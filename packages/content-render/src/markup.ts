// The renderer without React, for the server: rendering, sanitising and the check at save.
export { findUnsafeSource, renderContent, sanitizeSource } from './render.js';
export { findUnsafeHtml, sanitizeHtml } from './sanitize-html.js';
