import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { describe, expect, it } from 'vitest';
import { MXSS_CORPUS, problemsInBody, UNSAFE_VECTORS } from './mxss-corpus.js';
import { findUnsafeSource, renderContent, sanitizeSource } from './render.js';
import { findUnsafeHtml, sanitizeHtml } from './sanitize-html.js';

/**
 * The output as a browser reads it: a whole page parsed by parse5 (the HTML standard's parser,
 * as Chromium's), the body in the <div> the shop shows it in. Returns what in it could run.
 */
function problemsOnThePage(html: string): string[] {
  const page = parse(`<!DOCTYPE html><html><head></head><body><div>${html}</div></body></html>`);
  const [document] = page.childNodes.filter((node) => 'tagName' in node) as DefaultTreeAdapterTypes.Element[];
  const body = document?.childNodes.find(
    (node) => node.nodeName === 'body',
  ) as DefaultTreeAdapterTypes.Element;
  const [container, ...outside] = body.childNodes;
  if (container?.nodeName !== 'div' || outside.length > 0) return ['markup outside the body block'];
  return problemsInBody(container as DefaultTreeAdapterTypes.Element);
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
