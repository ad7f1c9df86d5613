import { Marked } from 'marked';
import { sanitizeHtml } from './sanitize-html.js';

/**
 * One Markdown dialect for every body: CommonMark with GitHub's tables off and line breaks as in
 * CommonMark (a single newline stays in the paragraph). Raw HTML passes through Markdown untouched,
 * so the bodies written as HTML before the console existed render as they always did; the
 * allow-list below then removes whatever is not plain article markup.
 */
const markdown = new Marked({ async: false, gfm: false, breaks: false });

/** Markdown (raw HTML allowed) to the allow-listed HTML the shop and the console's preview show. */
export function renderContent(source: string): string {
  if (source.trim() === '') return '';
  const html = markdown.parse(source, { async: false });
  return sanitizeHtml(html).trim();
}
