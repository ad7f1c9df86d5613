export { renderContent } from './render.js';
export { RICH_TEXT_CLASS, RichText } from './rich-text.js';
export { sanitizeHtml } from './sanitize-html.js';
