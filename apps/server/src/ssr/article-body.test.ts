import { existsSync } from 'node:fs';
import { findUnsafeSource } from '@shop/content-render/markup';
import { INERT_VECTORS, problemsInBody, UNSAFE_VECTORS } from '@shop/content-render/mxss-corpus';
import type { ContentItemReply } from '@shop/domain/content';
import { type DefaultTreeAdapterTypes, parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_LIMITS } from '../accounts/auth.test-kit.js';
import { DEMO_OWNER, DEMO_STAFF } from '../accounts/seed-accounts.js';
import { createSession } from '../accounts/sessions.js';
import { findUserByAccount } from '../accounts/users.js';
import { insertDocument } from '../db/documents.js';
import { type Backend, startTestShop, type TestShop, testBackends } from '../testing.js';

// Issue 25, item 1: article bodies with known mutation-XSS vectors, through the real render path
// (the server's render of the article page, as every full load and the page cache get it). Needs
// the web build (dist/ and dist-ssr/), as pages.test.ts.

type Element = DefaultTreeAdapterTypes.Element;
const past = '2026-01-05T03:00:00.000Z';

function elements(node: DefaultTreeAdapterTypes.ParentNode): Element[] {
  const found: Element[] = [];
  for (const child of node.childNodes) {
    if (!('tagName' in child)) continue;
    found.push(child, ...elements(child));
    if ('content' in child) found.push(...elements((child as DefaultTreeAdapterTypes.Template).content));
  }
  return found;
}

/**
 * What could run in a page as a browser reads it (parse5 is the HTML standard's parser): any event
 * attribute, srcdoc or script URL anywhere; in the body's block, anything but the allow-list.
 */
function problemsOf(html: string): string[] {
  const page = parse(html, { scriptingEnabled: true });
  const problems: string[] = [];
  for (const element of elements(page)) {
    for (const { name, value } of element.attrs) {
      if (/^on/i.test(name) || name === 'srcdoc') problems.push(`<${element.tagName} ${name}>`);
      // biome-ignore lint/suspicious/noControlCharactersInRegex: what the URL parser removes
      if (/^(?:javascript|vbscript|data:text)/i.test(value.replace(/[\u0000-\u0020]/g, '')))
        problems.push(`<${element.tagName} ${name}=${value}>`);
    }
    if (['iframe', 'object', 'embed', 'frame'].includes(element.tagName))
      problems.push(`<${element.tagName}>`);
    // An inline script the shop did not write: the app's own carry no __xss outside JSON strings.
    if (element.tagName === 'script') {
      const text = element.childNodes.map((node) => ('value' in node ? node.value : '')).join('');
      if (/__xss/.test(text.replace(/"(?:[^"\\]|\\.)*"/g, '""')))
        problems.push(`<script>${text.slice(0, 80)}`);
    }
  }
  const body = elements(page).find((element) =>
    element.attrs.some((attribute) => attribute.name === 'data-rich-text'),
  );
  if (!body) return [...problems, 'no body block'];
  problems.push(...problemsInBody(body));
  return problems;
}

describe.each(testBackends())('article bodies with mutation-XSS vectors (%s)', (backend: Backend) => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop(backend, RELAXED_LIMITS, { serveWeb: true });
    if (!existsSync(shop.env.WEB_SSR_ENTRY)) {
      throw new Error(`no web build at ${shop.env.WEB_SSR_ENTRY}: run pnpm --filter @shop/web build first`);
    }
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const vectors = [...UNSAFE_VECTORS, ...INERT_VECTORS];

  async function sessionOf(email: string): Promise<string> {
    const user = await findUserByAccount(shop.db, email);
    if (!user) throw new Error(`${email} was not seeded`);
    return createSession(shop.db, user.id);
  }

  it('renders each vector, stored as it was before sanitising at save, to a page where nothing can run', async () => {
    const scope = { idApp: shop.env.ID_APP, collection: 'news' };
    for (const [index, vector] of vectors.entries()) {
      await insertDocument(shop.db, scope, {
        slug: `mxss-${index}`,
        ngon_ngu: 'vi',
        title: `Vector ${index}`,
        summary: 'Thử',
        loai_tin_tuc: 'tra',
        isnews: false,
        shared: true,
        date_created: past,
        content: `Trước.\n\n${vector}\n\nSau.`,
      });
    }
    for (const [index, vector] of vectors.entries()) {
      const reply = await shop.app.inject({ url: `/tin-tuc/bai-viet/mxss-${index}` });
      expect(reply.statusCode, vector).toBe(200);
      expect(reply.body, vector).toContain(`Vector ${index}`);
      expect(problemsOf(reply.body), vector).toEqual([]);
    }
  }, 300_000);

  it('stores an article saved through the console with the vectors as harmless source, shown the same', async () => {
    const token = await sessionOf(DEMO_STAFF.email);
    const content = ['## Mùa trà', 'Hái **búp** non.', ...UNSAFE_VECTORS, '- một\n- hai'].join('\n\n');
    const reply = await shop.app.inject({
      method: 'POST',
      url: `/api/${shop.env.ID_APP}/console/content/news`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        slug: 'bai-viet-vectors',
        category: 'tra',
        picture: '',
        publish_at: past,
        published: true,
        title_vi: 'Bài viết có vector',
        title_en: 'An article with vectors',
        summary_vi: 'Thử',
        summary_en: 'Test',
        content_vi: content,
        content_en: content,
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const stored = reply.json<ContentItemReply>().item.content_vi;
    // Its own HTML, unsanitised (what another reader of the stored body would show), is harmless;
    // the legitimate Markdown around the vectors is stored as written.
    expect(findUnsafeSource(stored)).toEqual([]);
    expect(stored.startsWith('## Mùa trà\n\nHái **búp** non.\n\n')).toBe(true);
    expect(stored.endsWith('- một\n- hai')).toBe(true);

    const page = await shop.app.inject({ url: '/tin-tuc/bai-viet/bai-viet-vectors' });
    expect(page.statusCode).toBe(200);
    expect(problemsOf(page.body)).toEqual([]);
    expect(page.body).toContain('<h2>Mùa trà</h2>');
  }, 60_000);

  it('sanitises the bodies written through the raw API too (news and pages), other fields as written', async () => {
    const token = await sessionOf(DEMO_OWNER.email);
    const base = `/api/${shop.env.ID_APP}`;
    for (const collection of ['news', 'ecompages']) {
      const created = await shop.app.inject({
        method: 'POST',
        url: `${base}/${collection}?access_token=${token}`,
        payload: { slug: `raw-${collection}`, ngon_ngu: 'vi', title: '<b>t</b>', content: UNSAFE_VECTORS[0] },
      });
      expect(created.statusCode, created.body).toBe(200);
      const doc = created.json<{ _id: string; title: string; content: string }>();
      expect(doc.title).toBe('<b>t</b>');
      expect(findUnsafeSource(doc.content)).toEqual([]);
      for (const vector of UNSAFE_VECTORS) {
        const updated = await shop.app.inject({
          method: 'PUT',
          url: `${base}/${collection}/${doc._id}?access_token=${token}`,
          payload: { content: `Trước.\n\n${vector}` },
        });
        expect(updated.statusCode, updated.body).toBe(200);
        const { content } = updated.json<{ content: string }>();
        expect(findUnsafeSource(content), vector).toEqual([]);
        expect(content.startsWith('Trước.\n\n'), vector).toBe(true);
      }
    }
  }, 60_000);
});
