import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { MXSS_CORPUS, UNSAFE_VECTORS } from './mxss-corpus.js';
import { findUnsafeSource, renderContent, sanitizeSource } from './render.js';
import { findUnsafeHtml, sanitizeHtml } from './sanitize-html.js';

const ALLOWED = new Set([
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'a',
  'blockquote',
]);

/**
 * The output as a browser reads it: a whole page parsed by parse5 (the HTML standard's parser,
 * as Chromium's), the body in the <div> the shop shows it in. Returns what in it could run.
 */
function problemsOnThePage(html: string): string[] {
  const page = parse(`<!DOCTYPE html><html><head></head><body><div>${html}</div></body></html>`);
  const problems: string[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode, top: boolean) => {
    for (const child of node.childNodes) {
      if (child.nodeName === '#comment') problems.push('comment');
      if (!('tagName' in child)) continue;
      const wrapper = top && ['html', 'head', 'body', 'div'].includes(child.tagName);
      if (!wrapper && (!ALLOWED.has(child.tagName) || !child.namespaceURI.endsWith('xhtml')))
        problems.push(`<${child.tagName}>`);
      for (const { name, value } of child.attrs) {
        if (child.tagName === 'a' && name === 'rel') continue;
        if (child.tagName !== 'a' || name !== 'href') problems.push(`${child.tagName} ${name}`);
        // What the URL parser would read: controls cut at the ends, tabs and newlines removed.
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard's C0 controls
        const url = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
        if (!/^(?:https?:|mailto:|tel:|#|\/(?![/\\]))/i.test(url)) problems.push(`href ${value}`);
      }
      visit(child, wrapper);
    }
  };
  visit(page, true);
  return problems;
}

describe('the mutation-XSS corpus through the render path', () => {
  it.each(MXSS_CORPUS)('renders %j to markup a browser reads as harmless', (vector) => {
    const out = renderContent(vector);
    expect(out).not.toMatch(/<(?:script|img|svg|math|iframe|style|object|embed)|<!--/i);
    expect(problemsOnThePage(out)).toEqual([]);
    expect(findUnsafeHtml(out)).toEqual([]);
  });

  it.each(MXSS_CORPUS)('sanitises %j to markup that reads back as written', (vector) => {
    const once = sanitizeHtml(vector);
    expect(sanitizeHtml(once)).toBe(once);
    expect(problemsOnThePage(once)).toEqual([]);
    const rendered = renderContent(vector);
    expect(sanitizeHtml(rendered)).toBe(rendered);
  });

  it.each(MXSS_CORPUS)('stores %j as a source whose own HTML is harmless', (vector) => {
    const stored = sanitizeSource(vector);
    expect(findUnsafeSource(stored)).toEqual([]);
    expect(sanitizeSource(stored)).toBe(stored);
    expect(problemsOnThePage(renderContent(stored))).toEqual([]);
  });

  it('lists what makes each vector unsafe, and nothing in plain article markup', () => {
    for (const vector of UNSAFE_VECTORS) expect(findUnsafeSource(vector), vector).not.toEqual([]);
    expect(
      findUnsafeHtml(
        '<h3>Mùa vụ</h3><p class="x" style="color:red">Hái <a href="/x" target="_blank">quả</a><img src="/a.jpg" alt=""></p>',
      ),
    ).toEqual([]);
  });
});
