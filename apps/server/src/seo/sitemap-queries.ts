import { NEWS_CATEGORIES, PRODUCT_MARKETS } from '@shop/domain/catalogue';
import type { Queryable } from '../db/database.js';
import { PUBLISHED_NOW } from '../content/publication.js';
import { GLOBAL_APP } from '../db/documents.js';
import type { SiteLanguage, SitemapPage } from './sitemap-xml.js';

const BOTH: readonly SiteLanguage[] = ['vi', 'en'];
const JOB_CATEGORY = 'tuyen-dung';

type LastmodRow = { key: string | null; lastmod: Date | string | null };
type GroupRow = LastmodRow & { languages: string | null };
type SlugRow = GroupRow & { deadline: string | null };

function toDate(value: Date | string | null | undefined): Date | undefined {
  if (value === null || value === undefined) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The newest of some dates, undefined when there is none. */
export function newest(dates: readonly (Date | undefined)[]): Date | undefined {
  let best: Date | undefined;
  for (const date of dates) if (date && (!best || date > best)) best = date;
  return best;
}

function languagesOf(list: string | null): SiteLanguage[] {
  const found = new Set((list ?? '').split(','));
  return BOTH.filter((language) => found.has(language));
}

// A product is on sale online unless it says online: false; the others have no page.
const ONLINE_PRODUCT = `collection = 'dmvt' AND data->>'online' IS DISTINCT FROM 'false' AND coalesce(data->>'ma_vt', '') <> ''`;
// SPEC §7 "Site queries": the news feed is isnews false and shared; postings are loai_tin_tuc tuyen-dung.
const NEWS_ARTICLE = `collection = 'news' AND data->>'loai_tin_tuc' IS DISTINCT FROM '${JOB_CATEGORY}' AND data->>'isnews' IS DISTINCT FROM 'true' AND data->>'shared' IS DISTINCT FROM 'false' AND coalesce(data->>'slug', '') <> '' AND ${PUBLISHED_NOW}`;
const JOB_POSTING = `collection = 'news' AND data->>'loai_tin_tuc' = '${JOB_CATEGORY}' AND coalesce(data->>'slug', '') <> '' AND ${PUBLISHED_NOW}`;

/** Every product sold online: /mua-hang/san-pham/{ma_vt}, one page that carries both languages. */
export async function listProductPages(db: Queryable, idApp: string): Promise<SitemapPage[]> {
  const rows = await db.query<LastmodRow>(
    `SELECT data->>'ma_vt' AS key, max(updated_at) AS lastmod FROM documents
     WHERE id_app = $1 AND ${ONLINE_PRODUCT} GROUP BY 1 ORDER BY 1`,
    [idApp],
  );
  return rows.map((row) => ({
    path: `/mua-hang/san-pham/${row.key}`,
    languages: BOTH,
    lastmod: toDate(row.lastmod),
  }));
}

/**
 * The category pages: product categories (/san-pham/{slug}, the rows of ecomcategories in their
 * order, decision 030), markets (/noi-dia, /xuat-khau) and news categories (/tin-tuc/{loai}), each
 * last modified when its newest item was (a category also when it was itself renamed).
 */
export async function listCategoryPages(db: Queryable, idApp: string): Promise<SitemapPage[]> {
  const [byCategory, byMarket, byNews] = await Promise.all([
    db.query<LastmodRow>(
      `SELECT c.data->>'ma' AS key, GREATEST(c.updated_at, p.lastmod) AS lastmod
       FROM documents c
       LEFT JOIN (SELECT data->>'ma_nvt' AS code, max(updated_at) AS lastmod FROM documents
         WHERE id_app = $1 AND ${ONLINE_PRODUCT} GROUP BY 1) p ON p.code = c.data->>'ma'
       WHERE c.id_app = $2 AND c.collection = 'ecomcategories' AND c.data->>'loai' = 'san-pham'
         AND c.data->>'ma' ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
       ORDER BY COALESCE((c.data->>'sst')::numeric, 0), c.data->>'ma'`,
      [idApp, GLOBAL_APP],
    ),
    db.query<LastmodRow>(
      `SELECT market AS key, max(updated_at) AS lastmod FROM documents,
         jsonb_array_elements_text(CASE WHEN jsonb_typeof(data->'thi_truong') = 'array'
           THEN data->'thi_truong' ELSE '[]'::jsonb END) AS market
       WHERE id_app = $1 AND ${ONLINE_PRODUCT} GROUP BY 1`,
      [idApp],
    ),
    db.query<LastmodRow>(
      `SELECT data->>'loai_tin_tuc' AS key, max(updated_at) AS lastmod FROM documents
       WHERE id_app = $1 AND ${NEWS_ARTICLE} GROUP BY 1`,
      [idApp],
    ),
  ]);
  const lastmodOf = (rows: LastmodRow[], key: string) => toDate(rows.find((row) => row.key === key)?.lastmod);
  return [
    ...byCategory.map((row) => ({
      path: `/san-pham/${row.key}`,
      languages: BOTH,
      lastmod: toDate(row.lastmod),
    })),
    ...PRODUCT_MARKETS.map((market) => ({
      path: `/${market}`,
      languages: BOTH,
      lastmod: lastmodOf(byMarket, market),
    })),
    ...NEWS_CATEGORIES.map((category) => ({
      path: `/tin-tuc/${category}`,
      languages: BOTH,
      lastmod: lastmodOf(byNews, category),
    })),
  ];
}

/** Documents of the news collection grouped by slug, with the languages each slug exists in. */
async function listBySlug(db: Queryable, idApp: string, condition: string): Promise<SlugRow[]> {
  return db.query<SlugRow>(
    `SELECT data->>'slug' AS key, max(updated_at) AS lastmod,
       string_agg(DISTINCT data->>'ngon_ngu', ',') AS languages, max(data->>'han_nop') AS deadline
     FROM documents WHERE id_app = $1 AND ${condition} GROUP BY 1 ORDER BY 1`,
    [idApp],
  );
}

function toSlugPages(rows: readonly SlugRow[], prefix: string): SitemapPage[] {
  return rows
    .map((row) => ({
      path: `${prefix}/${row.key}`,
      languages: languagesOf(row.languages),
      lastmod: toDate(row.lastmod),
    }))
    .filter((page) => page.languages.length > 0);
}

/** Every article: /tin-tuc/bai-viet/{slug}, in the languages it was written in. */
export async function listNewsPages(db: Queryable, idApp: string): Promise<SitemapPage[]> {
  return toSlugPages(await listBySlug(db, idApp, NEWS_ARTICLE), '/tin-tuc/bai-viet');
}

/**
 * The open postings: /tuyen-dung/{slug}. A posting whose deadline (han_nop) has passed at `now` is
 * left out: search engines ask that expired jobs be withdrawn.
 */
export async function listJobPages(db: Queryable, idApp: string, now: Date): Promise<SitemapPage[]> {
  const rows = await listBySlug(db, idApp, JOB_POSTING);
  const open = rows.filter((row) => {
    const deadline = toDate(row.deadline);
    return !deadline || deadline >= now;
  });
  return toSlugPages(open, '/tuyen-dung');
}

/**
 * The shop's own pages and its policy and guide pages (/chinh-sach/{slug}, /huong-dan/{slug}).
 * The translations of a page share `nhom`; the page is listed once, at its Vietnamese slug (the
 * web shows either language at either slug).
 */
export async function listContentPages(db: Queryable, idApp: string): Promise<SitemapPage[]> {
  const [pages, products, news, jobs, company] = await Promise.all([
    db.query<GroupRow & { loai: string; path_slug: string }>(
      `SELECT coalesce(nullif(data->>'nhom', ''), data->>'slug') AS key, data->>'loai' AS loai,
         coalesce(max(CASE WHEN data->>'ngon_ngu' = 'vi' THEN data->>'slug' END), min(data->>'slug')) AS path_slug,
         max(updated_at) AS lastmod, string_agg(DISTINCT data->>'ngon_ngu', ',') AS languages
       FROM documents
       WHERE id_app = $1 AND collection = 'ecompages' AND data->>'loai' IN ('chinh-sach', 'huong-dan')
         AND coalesce(data->>'slug', '') <> '' AND ${PUBLISHED_NOW}
       GROUP BY 1, 2 ORDER BY 2, 1`,
      [idApp],
    ),
    db.query<LastmodRow>(
      `SELECT NULL AS key, max(updated_at) AS lastmod FROM documents WHERE id_app = $1 AND ${ONLINE_PRODUCT}`,
      [idApp],
    ),
    db.query<LastmodRow>(
      `SELECT NULL AS key, max(updated_at) AS lastmod FROM documents WHERE id_app = $1 AND ${NEWS_ARTICLE}`,
      [idApp],
    ),
    db.query<LastmodRow>(
      `SELECT NULL AS key, max(updated_at) AS lastmod FROM documents WHERE id_app = $1 AND ${JOB_POSTING}`,
      [idApp],
    ),
    db.query<LastmodRow>(
      `SELECT NULL AS key, max(updated_at) AS lastmod FROM documents WHERE id_app = $1 AND collection = 'app'`,
      [GLOBAL_APP],
    ),
  ]);
  const productsAt = toDate(products[0]?.lastmod);
  const newsAt = toDate(news[0]?.lastmod);
  const companyAt = toDate(company[0]?.lastmod);
  const shopPages: SitemapPage[] = [
    { path: '/', languages: BOTH, lastmod: newest([productsAt, newsAt, companyAt]) },
    { path: '/san-pham', languages: BOTH, lastmod: productsAt },
    // The catalogue's canonical, its default sort (SPEC §2's address; the bare one redirects there).
    { path: '/mua-hang/san-pham', query: 'sort=newest', languages: BOTH, lastmod: productsAt },
    { path: '/tin-tuc', languages: BOTH, lastmod: newsAt },
    { path: '/tuyen-dung', languages: BOTH, lastmod: toDate(jobs[0]?.lastmod) },
    { path: '/gioi-thieu', languages: BOTH, lastmod: companyAt },
    { path: '/lien-he', languages: BOTH, lastmod: companyAt },
    { path: '/tra-cuu-don-hang', languages: BOTH, lastmod: companyAt },
    // Not /yeu-cau-du-lieu: like the sign-in and unsubscribe screens it is left to the browser (the
    // plain shell, ssr/pages.ts), so it has no canonical of its own; the privacy page links to it.
  ];
  const contentPages = pages
    .map((row) => ({
      path: `/${row.loai}/${row.path_slug}`,
      languages: languagesOf(row.languages),
      lastmod: toDate(row.lastmod),
    }))
    .filter((page) => page.languages.length > 0);
  return [...shopPages, ...contentPages];
}
