import Fastify from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop, testBackends } from '../testing.js';
import { isShellPath } from '../web-shell-paths.js';
import { seoRoutes } from './seo-routes.js';
import { listJobPages } from './sitemap-queries.js';

type UrlEntry = { loc: string; lastmod?: string; 'xhtml:link': { hreflang: string; href: string }[] };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  isArray: (name) => ['url', 'sitemap', 'xhtml:link'].includes(name),
});
const ORIGIN = 'https://moclam.example';

describe.each(testBackends())('sitemap and robots on %s', (backend) => {
  let shop: TestShop;
  const host = 'shop.test';

  beforeAll(async () => {
    shop = await startTestShop(backend);
  });
  afterAll(() => shop?.close());

  async function get(url: string) {
    const reply = await shop.app.inject({ url, headers: { host } });
    return reply;
  }

  async function urlSet(name: string): Promise<UrlEntry[]> {
    const reply = await get(`/sitemaps/${name}.xml`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^application\/xml/);
    expect(XMLValidator.validate(reply.body)).toBe(true);
    return parser.parse(reply.body).urlset.url ?? [];
  }

  async function countRows(condition: string): Promise<number> {
    const [row] = await shop.db.query<{ n: number | string }>(
      `SELECT count(*) AS n FROM documents WHERE id_app = $1 AND ${condition}`,
      [shop.env.ID_APP],
    );
    return Number(row?.n);
  }

  it('robots.txt names the sitemap, keeps crawlers out of accounts, cart, checkout and the API, lets pictures in', async () => {
    const reply = await get('/robots.txt');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/plain/);
    expect(reply.headers['set-cookie']).toBeUndefined();
    const lines = reply.body.split('\n');
    expect(lines).toContain(`Sitemap: http://${host}/sitemap.xml`);
    for (const path of ['/api/', '/user-profile', '/cart', '/checkout', '/admin']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /api/images/');
    expect(lines).toContain('Allow: /api/share-card.jpg');
    expect(lines).toContain('Allow: /api/*/file?q=*&share=1');
    // Built from the request's Host, which a client can forge: no shared cache may keep it.
    expect(reply.headers['cache-control']).toBe('private, no-cache');
  });

  it('sitemap.xml is an index of five child sitemaps, each with its lastmod', async () => {
    const reply = await get('/sitemap.xml');
    expect(reply.statusCode).toBe(200);
    expect(XMLValidator.validate(reply.body)).toBe(true);
    const children = parser.parse(reply.body).sitemapindex.sitemap as { loc: string; lastmod?: string }[];
    expect(children.map((child) => child.loc)).toEqual(
      ['pages', 'categories', 'products', 'news', 'jobs'].map(
        (name) => `http://${host}/sitemaps/${name}.xml`,
      ),
    );
    for (const child of children) expect(Number.isNaN(Date.parse(child.lastmod ?? ''))).toBe(false);
  });

  it('products: every product sold online, in both languages, with lastmod and hreflang alternates', async () => {
    const urls = await urlSet('products');
    const online = await countRows(`collection = 'dmvt' AND data->>'online' IS DISTINCT FROM 'false'`);
    expect(online).toBeGreaterThan(0);
    expect(urls).toHaveLength(online * 2);
    const [first, second] = urls;
    expect(first?.loc).toMatch(new RegExp(`^http://${host}/mua-hang/san-pham/[^?]+$`));
    expect(second?.loc).toBe(`${first?.loc}?lang=en`);
    expect(Number.isNaN(Date.parse(first?.lastmod ?? ''))).toBe(false);
    expect(first?.['xhtml:link'].map((link) => [link.hreflang, link.href])).toEqual([
      ['vi', first?.loc],
      ['en', `${first?.loc}?lang=en`],
      ['x-default', first?.loc],
    ]);
  });

  it('categories, news and pages list their pages in both languages', async () => {
    const categories = (await urlSet('categories')).map((url) => url.loc);
    expect(categories).toContain(`http://${host}/san-pham/ca-phe`);
    expect(categories).toContain(`http://${host}/noi-dia?lang=en`);
    expect(categories).toContain(`http://${host}/tin-tuc/tra`);

    const news = (await urlSet('news')).map((url) => url.loc);
    expect(news).toContain(`http://${host}/tin-tuc/bai-viet/mua-che-xuan-tan-cuong`);
    expect(news).toContain(`http://${host}/tin-tuc/bai-viet/mua-che-xuan-tan-cuong?lang=en`);
    expect(news.some((loc) => loc.includes('/tuyen-dung'))).toBe(false);

    const pages = await urlSet('pages');
    const policy = pages.find((url) => url.loc === `http://${host}/chinh-sach/chinh-sach-bao-mat?lang=en`);
    expect(policy?.['xhtml:link'].map((link) => link.hreflang)).toEqual(['vi', 'en', 'x-default']);
    expect(pages.some((url) => url.loc.includes('privacy-policy'))).toBe(false);
    expect(pages.map((url) => url.loc)).toContain(`http://${host}/`);
  });

  it('jobs: the open postings; one past its deadline is left out', async () => {
    const urls = await urlSet('jobs');
    const postings = await countRows(`collection = 'news' AND data->>'loai_tin_tuc' = 'tuyen-dung'`);
    expect(postings).toBeGreaterThan(0);
    expect(urls.length).toBeLessThanOrEqual(postings);
    expect(urls.every((url) => new URL(url.loc).pathname.startsWith('/tuyen-dung/'))).toBe(true);
    expect(await listJobPages(shop.db, shop.env.ID_APP, new Date('2100-01-01'))).toEqual([]);
    expect((await listJobPages(shop.db, shop.env.ID_APP, new Date('2000-01-01'))).length).toBe(postings / 2);
  });

  it('escapes what a document brings: a slug with quotes and an ampersand reads back exactly', async () => {
    const slug = `tra-'ngon'-&-re`;
    await shop.db.query(
      `INSERT INTO documents (id_app, collection, id, data) VALUES ($1, 'news', $2, $3::text::jsonb)`,
      [
        shop.env.ID_APP,
        'f'.repeat(24),
        JSON.stringify({
          slug,
          ngon_ngu: 'vi',
          isnews: false,
          shared: true,
          loai_tin_tuc: 'tra',
          title: 'x',
        }),
      ],
    );
    const news = await urlSet('news');
    const entry = news.find((url) => url.loc.endsWith(encodeURIComponent(slug)));
    expect(entry?.loc).toBe(`http://${host}/tin-tuc/bai-viet/${encodeURIComponent(slug)}`);
    expect(entry?.['xhtml:link'].map((link) => link.hreflang)).toEqual(['vi', 'x-default']);
  });

  it('an unknown child sitemap is the JSON 404, and none of these paths is taken for a screen', async () => {
    const reply = await get('/sitemaps/orders.xml');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ error: 'NOT_FOUND' });
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemaps/products.xml', '/sitemaps/x']) {
      expect(isShellPath(path)).toBe(false);
    }
  });

  it('with PUBLIC_ORIGIN, uses it whatever Host says, and may then be cached', async () => {
    // The same routes over the same data, on a bare instance configured with the public origin.
    const app = Fastify();
    await app.register(seoRoutes, { db: shop.db, env: { ...shop.env, PUBLIC_ORIGIN: ORIGIN } });
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(index.body).not.toContain('evil.example');
    expect(index.body).toContain(`${ORIGIN}/sitemaps/products.xml`);
    await app.close();
  });
});
