export { findUnsafeHtml, findUnsafeSource, renderContent, sanitizeHtml, sanitizeSource } from './markup.js';
export { RICH_TEXT_CLASS, RichText } from './rich-text.js';
