import { existsSync } from 'node:fs';
import type { CatalogueItemReply, ProductWriteReply } from '@shop/domain/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../accounts/seed-accounts.js';
import { RELAXED_LIMITS } from '../accounts/auth.test-kit.js';
import { createSession } from '../accounts/sessions.js';
import { findUserByAccount } from '../accounts/users.js';
import { MIGRATIONS, splitStatements } from '../db/migrations.js';
import {
  type Caller,
  type CommerceTestApp,
  callerOf,
  newGuest,
} from '../routes/commerce/commerce.test-kit.js';
import { CATEGORY_DESCRIPTIONS } from '../seed/data/commerce.js';
import { startTestShop, type TestShop, testBackends } from '../testing.js';

// Categories are data in the shop (decision 030): the public list and read of ecomcategories, the
// pages /san-pham/{slug} rendered on the server from it, the sitemap, and the purge of the rendered
// pages and of the renders' shared data when the console writes a category. Needs the web build
// (dist/ and dist-ssr/), as the other server-render tests.

type CategoryRow = {
  _id: string;
  ma: string;
  ten: string;
  ten_eng: string;
  mo_ta?: string;
  mo_ta_eng?: string;
};

const categoriesQuery = (q: object) =>
  `/api/ecomcategories?q=${encodeURIComponent(JSON.stringify(q))}&sort=${encodeURIComponent('{"sst":1}')}`;

function headingOf(html: string): string {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return (match?.[1] ?? '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** The category pages the HTML links to, in their order (the category chips). */
function categoryLinks(html: string): string[] {
  const slugs = [...html.matchAll(/href="\/san-pham\/([a-z0-9-]+)"/g)].map((match) => match[1] as string);
  return [...new Set(slugs)];
}

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] as string) as Record<string, unknown>,
  );
}

describe.each(testBackends())('categories as data in the shop (%s)', (backend) => {
  let shop: TestShop;
  let call: CommerceTestApp['call'];
  let owner: Caller;

  beforeAll(async () => {
    shop = await startTestShop(backend, { ...RELAXED_LIMITS }, { serveWeb: true });
    if (!existsSync(shop.env.WEB_SSR_ENTRY)) {
      throw new Error(`no web build at ${shop.env.WEB_SSR_ENTRY}: run pnpm --filter @shop/web build first`);
    }
    const user = await findUserByAccount(shop.db, DEMO_OWNER.email);
    if (!user) throw new Error('the owner was not seeded');
    owner = { ...newGuest(), token: await createSession(shop.db, user.id) };
    call = callerOf(shop.app, `/api/${shop.env.ID_APP}`, shop.env.PUBLIC_TOKEN);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  const page = (path: string) => shop.app.inject({ url: path });
  /**
   * A page after a write: the purge reaches every process through the signals (Redis pub/sub
   * beside PostgreSQL), a hint that lands a few milliseconds after the write's reply.
   */
  const pageAfterWrite = async (path: string, expected: (html: string, status: number) => boolean) => {
    let reply = await page(path);
    for (let tries = 0; tries < 50 && !expected(reply.body, reply.statusCode); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      reply = await page(path);
    }
    return reply;
  };
  const ok = async <T>(reply: Promise<{ status: number; body: T }>) => {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };
  const sitemapCategories = async () => (await page('/sitemaps/categories.xml')).body;

  it('lists the product categories to anyone in their order, the seeded five with their descriptions, and reads one by its slug', async () => {
    const { status, body } = await call<CategoryRow[]>(
      newGuest(),
      'GET',
      categoriesQuery({ loai: 'san-pham' }),
    );
    expect(status).toBe(200);
    expect(body.map((row) => row.ma)).toEqual(['tra', 'ca-phe', 'nong-san', 'nuoc-tang-luc', 'nuoc-ep-oi']);
    for (const row of body) {
      expect({ mo_ta: row.mo_ta, mo_ta_eng: row.mo_ta_eng }).toEqual(
        CATEGORY_DESCRIPTIONS[row.ma as keyof typeof CATEGORY_DESCRIPTIONS],
      );
    }
    const one = await call<CategoryRow[]>(
      newGuest(),
      'GET',
      categoriesQuery({ loai: 'san-pham', slug: 'nong-san' }),
    );
    expect(one.body).toHaveLength(1);
    expect(one.body[0]).toMatchObject({ ten: 'Nông sản', ten_eng: 'Farm produce' });
    // Only the console (or an administrator) writes them.
    const write = await call(newGuest(), 'POST', '/api/ecomcategories', { ma: 'x', loai: 'san-pham' });
    expect(write.status).toBeGreaterThanOrEqual(401);
  });

  it('migration 22 gives the seeded categories of an older shop their descriptions, never overwriting one written since', async () => {
    const migration = MIGRATIONS.find((item) => item.id === 22);
    expect(migration?.name).toBe('category_descriptions');
    await shop.db.query(
      `UPDATE documents SET data = data - 'mo_ta' - 'mo_ta_eng'
       WHERE id_app = '' AND collection = 'ecomcategories' AND data->>'loai' = 'san-pham' AND data->>'ma' = 'tra'`,
    );
    await shop.db.query(
      `UPDATE documents SET data = data || '{"mo_ta": "Riêng", "mo_ta_eng": "Own"}'::jsonb
       WHERE id_app = '' AND collection = 'ecomcategories' AND data->>'loai' = 'san-pham' AND data->>'ma' = 'ca-phe'`,
    );
    for (const statement of splitStatements(String(migration?.sql))) await shop.db.query(statement);
    // A migration runs before the server answers anyone; run here on a serving shop, what it wrote
    // is announced as the routes announce their writes, or the kept public list would still be read.
    await shop.app.signals.publish('pages-changed', { collections: ['ecomcategories'] });
    const rows = (await call<CategoryRow[]>(newGuest(), 'GET', categoriesQuery({ loai: 'san-pham' }))).body;
    expect(rows.find((row) => row.ma === 'tra')).toMatchObject(CATEGORY_DESCRIPTIONS.tra);
    expect(rows.find((row) => row.ma === 'ca-phe')).toMatchObject({ mo_ta: 'Riêng', mo_ta_eng: 'Own' });
    await shop.db.query(
      `UPDATE documents SET data = data || jsonb_build_object('mo_ta', $1::text, 'mo_ta_eng', $2::text)
       WHERE id_app = '' AND collection = 'ecomcategories' AND data->>'loai' = 'san-pham' AND data->>'ma' = 'ca-phe'`,
      [CATEGORY_DESCRIPTIONS['ca-phe'].mo_ta, CATEGORY_DESCRIPTIONS['ca-phe'].mo_ta_eng],
    );
    await shop.app.signals.publish('pages-changed', { collections: ['ecomcategories'] });
  });

  it('renders a category created in the console at once, in both languages, in the chips and the sitemap; a rename and a reorder show at once; deleted, it is 404', async () => {
    // Rendered before: the pages and the renders' shared data (the categories) are cached.
    const before = await page('/san-pham');
    expect(categoryLinks(before.body)).toEqual(['tra', 'ca-phe', 'nong-san', 'nuoc-tang-luc', 'nuoc-ep-oi']);
    expect((await page('/san-pham/mat-ong')).statusCode).toBe(404);
    expect(await sitemapCategories()).not.toContain('/san-pham/mat-ong');

    const created = await ok(
      call<CatalogueItemReply>(owner, 'POST', 'console/catalogue/categories', {
        ma: 'mat-ong',
        ten: 'Mật ong',
        ten_eng: 'Honey',
        mo_ta: 'Mật ong rừng U Minh, nguyên chất.',
        mo_ta_eng: 'Pure U Minh forest honey.',
        picture: '/images/categories/nong-san.svg',
        picture_alt: 'Hũ mật ong',
        picture_alt_eng: 'A jar of honey',
      }),
    );
    expect(created.item).toMatchObject({ picture_alt: 'Hũ mật ong', mo_ta_eng: 'Pure U Minh forest honey.' });
    const product = await ok(
      call<ProductWriteReply>(owner, 'POST', 'console/products', {
        ma_vt: 'MO-001',
        ten_vt: 'Mật ong rừng U Minh',
        ten_vt_eng: 'U Minh forest honey',
        mo_ta: '',
        mo_ta_eng: '',
        ma_nvt: 'mat-ong',
        ma_dong_sp: '',
        dvt: 'Hũ',
        dvt_eng: 'Jar',
        gia_ban_le: 250_000,
        ton: 20,
        thuoc_tinh: [],
        pictures: [],
        online: true,
      }),
    );

    const vi = await pageAfterWrite('/san-pham/mat-ong', (_html, status) => status === 200);
    expect(vi.statusCode).toBe(200);
    expect(headingOf(vi.body)).toBe('Mật ong');
    expect(vi.body).toContain('Mật ong rừng U Minh, nguyên chất.');
    expect(vi.body).toContain('Mật ong rừng U Minh</a>');
    expect(vi.body).toMatch(/<link rel="canonical" href="[^"]*\/san-pham\/mat-ong"/);
    const alternates = vi.body.match(/<link rel="alternate"[^>]*>/g) ?? [];
    expect(alternates.find((link) => /hrefLang="en"/i.test(link))).toContain('/san-pham/mat-ong?lang=en');
    const list = jsonLdOf(vi.body).find((item) => item['@type'] === 'ItemList');
    expect(JSON.stringify(list)).toContain('/mua-hang/san-pham/MO-001');
    const en = await page('/san-pham/mat-ong?lang=en');
    expect(headingOf(en.body)).toBe('Honey');
    expect(en.body).toContain('Pure U Minh forest honey.');
    expect(en.body).toContain('U Minh forest honey</a>');
    // The cached /san-pham was dropped with the renders' shared data: its chips name the new one.
    expect(categoryLinks((await page('/san-pham')).body)).toContain('mat-ong');
    expect(await sitemapCategories()).toContain('/san-pham/mat-ong');

    await ok(
      call(owner, 'POST', `console/catalogue/categories/${created.item._id}`, {
        ten: 'Mật ong rừng',
        ten_eng: 'Forest honey',
      }),
    );
    const renamed = await pageAfterWrite('/san-pham/mat-ong', (html) => headingOf(html) === 'Mật ong rừng');
    expect(headingOf(renamed.body)).toBe('Mật ong rừng');
    // Its description was cleared: the page says a sentence of its own.
    expect((await page('/san-pham/mat-ong?lang=en')).body).toContain('Forest honey from Mộc Lam');

    const rows = (await call<CategoryRow[]>(newGuest(), 'GET', categoriesQuery({ loai: 'san-pham' }))).body;
    const honey = rows.find((row) => row.ma === 'mat-ong') as CategoryRow;
    const ids = [honey._id, ...rows.filter((row) => row !== honey).map((row) => row._id)];
    await ok(call(owner, 'POST', 'console/catalogue/categories/order', { ids }));
    const reordered = await pageAfterWrite('/san-pham', (html) => categoryLinks(html)[0] === 'mat-ong');
    expect(categoryLinks(reordered.body)[0]).toBe('mat-ong');

    const refused = await call(owner, 'POST', `console/catalogue/categories/${created.item._id}/delete`);
    expect(refused).toMatchObject({ status: 409, body: { error: 'CATEGORY_IN_USE' } });
    await ok(call(owner, 'POST', `console/products/${product.product._id}/remove`));
    await ok(call(owner, 'POST', `console/catalogue/categories/${created.item._id}/delete`));
    expect((await pageAfterWrite('/san-pham/mat-ong', (_html, status) => status === 404)).statusCode).toBe(
      404,
    );
    expect(categoryLinks((await page('/san-pham')).body)).not.toContain('mat-ong');
    expect(await sitemapCategories()).not.toContain('/san-pham/mat-ong');
    // The five of SPEC §2 are still there.
    for (const slug of ['tra', 'ca-phe', 'nong-san', 'nuoc-tang-luc', 'nuoc-ep-oi']) {
      expect((await page(`/san-pham/${slug}`)).statusCode).toBe(200);
    }
  });
});
