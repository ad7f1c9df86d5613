import { Marked, type Token, type TokensList } from 'marked';
import { findUnsafeHtml, sanitizeHtml } from './sanitize-html.js';

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

/**
 * What `findUnsafeHtml` lists in a body's own HTML (Markdown rendered, raw HTML passed through,
 * nothing sanitised): what a reader of the stored source other than the shop could show.
 */
export function findUnsafeSource(source: string): string[] {
  return findUnsafeHtml(markdown.parse(source, { async: false }));
}

/** The HTML of some of a document's blocks, its link definitions known. */
function renderBlocks(tokens: Token[], all: TokensList): string {
  return markdown.parser(Object.assign([...tokens], { links: all.links }));
}

/**
 * Sanitised HTML kept as one raw HTML block of Markdown: a <div> (which the sanitiser unwraps)
 * with no blank line inside, since a blank line would end the block (whitespace between these
 * elements shows nothing).
 */
function asHtmlBlock(html: string): string {
  const body = html.trim().replace(/\n(?:[ \t]*\n)+/g, '\n');
  return body === '' ? '' : `<div>\n${body}\n</div>\n\n`;
}

/**
 * A body as it is stored (decision 036): legitimate Markdown and HTML come back unchanged; in a
 * body whose HTML (Markdown rendered, raw HTML included) has anything `findUnsafeHtml` lists, each
 * top-level block that has it is replaced by the sanitised HTML the shop showed for it, so the
 * stored source is harmless for any reader and the page looks as before. Should the blocks
 * replaced one by one not be enough (markup spanning blocks), the whole body is replaced.
 */
export function sanitizeSource(source: string): string {
  if (source.trim() === '') return source;
  const tokens = markdown.lexer(source);
  if (findUnsafeHtml(renderBlocks(tokens, tokens)).length === 0) return source;
  let out = '';
  for (const token of tokens) {
    const html = renderBlocks([token], tokens);
    if (findUnsafeHtml(html).length === 0) {
      out += token.raw;
      continue;
    }
    const block = asHtmlBlock(sanitizeHtml(html));
    if (block === '') continue;
    out += (out === '' || out.endsWith('\n\n') ? '' : out.endsWith('\n') ? '\n' : '\n\n') + block;
  }
  if (findUnsafeSource(out).length === 0) return out;
  return asHtmlBlock(renderContent(source));
}
