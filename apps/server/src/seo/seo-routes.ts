import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import { sendNotFound } from '../errors.js';
import {
  listCategoryPages,
  listContentPages,
  listJobPages,
  listNewsPages,
  listProductPages,
  newest,
} from './sitemap-queries.js';
import { type SitemapPage, writeSitemapIndex, writeUrlSet } from './sitemap-xml.js';
import { schemaOf } from '../plugins/route-schema.js';

export interface SeoRouteOptions {
  db: Database;
  env: Pick<Env, 'ID_APP' | 'PUBLIC_ORIGIN'>;
  /** The clock deciding which job postings are still open (tests pass their own). */
  now?: () => Date;
}

/** The child sitemaps, each at /sitemaps/{name}.xml. */
export const CHILD_SITEMAPS = ['pages', 'categories', 'products', 'news', 'jobs'] as const;
type ChildName = (typeof CHILD_SITEMAPS)[number];

function isChildName(value: string): value is ChildName {
  return (CHILD_SITEMAPS as readonly string[]).includes(value);
}

/** Paths a crawler has no business in: the API, accounts, cart, checkout, the console. */
export const DISALLOWED_PATHS = [
  '/api/',
  '/auth/',
  '/admin',
  '/user-profile',
  '/cart',
  '/checkout',
  '/dev/',
  '/sandbox-gateway/',
  '/sandbox-carrier/',
  '/carriers/',
] as const;

/**
 * The origin of the URLs: PUBLIC_ORIGIN, else the request's. The request's Host can be forged, so
 * a reply built from it must not be stored by a shared cache: it is sent `private, no-cache`.
 */
function originOf(request: FastifyRequest, env: SeoRouteOptions['env']) {
  if (env.PUBLIC_ORIGIN) return { origin: env.PUBLIC_ORIGIN, cacheControl: 'public, max-age=3600' };
  return { origin: `${request.protocol}://${request.host}`, cacheControl: 'private, no-cache' };
}

/** The same text for every visitor: no cookie, no uid (the identity hook gives them to guest calls only). */
function sendText(reply: FastifyReply, type: string, cacheControl: string, body: string) {
  reply.removeHeader('set-cookie');
  reply.removeHeader('uid');
  return reply.type(type).header('cache-control', cacheControl).header('vary', 'Host').send(body);
}

/** GET /robots.txt, GET /sitemap.xml (an index) and GET /sitemaps/{name}.xml (docs/api.md). */
export async function seoRoutes(app: FastifyInstance, options: SeoRouteOptions): Promise<void> {
  const { db, env } = options;
  const idApp = env.ID_APP;
  const now = options.now ?? (() => new Date());
  const listers: Record<ChildName, () => Promise<SitemapPage[]>> = {
    pages: () => listContentPages(db, idApp),
    categories: () => listCategoryPages(db, idApp),
    products: () => listProductPages(db, idApp),
    news: () => listNewsPages(db, idApp),
    jobs: () => listJobPages(db, idApp, now()),
  };

  // The same text for every visitor, fit for a shared cache: never a cookie or a uid, whatever
  // another hook adds (the cookie plugin writes its cookies in its own onSend, which runs first).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.removeHeader('set-cookie');
    reply.removeHeader('uid');
    return payload;
  });

  app.get('/robots.txt', { schema: schemaOf({ summary: 'robots.txt' }) }, async (request, reply) => {
    const { origin, cacheControl } = originOf(request, env);
    const lines = [
      'User-agent: *',
      // Product and article pictures are served under /api/images: share cards and rich results need them.
      'Allow: /api/images/',
      'Allow: /api/share-card.jpg',
      // Uploaded pictures' share and width variants (decision 032); other uploads stay disallowed.
      'Allow: /api/*/file?q=*&share=1',
      'Allow: /api/*/file?q=*&w=',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return sendText(reply, 'text/plain; charset=utf-8', cacheControl, lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: schemaOf({ summary: 'The sitemap index' }) }, async (request, reply) => {
    const { origin, cacheControl } = originOf(request, env);
    const children = await Promise.all(
      CHILD_SITEMAPS.map(async (name) => ({
        name,
        lastmod: newest((await listers[name]()).map((page) => page.lastmod)),
      })),
    );
    return sendText(
      reply,
      'application/xml; charset=utf-8',
      cacheControl,
      writeSitemapIndex(origin, children),
    );
  });

  app.get<{ Params: { name: string } }>(
    '/sitemaps/:name',
    { schema: schemaOf({ summary: 'One sitemap' }) },
    async (request, reply) => {
      const name = request.params.name.replace(/\.xml$/, '');
      if (!request.params.name.endsWith('.xml') || !isChildName(name)) return sendNotFound(request, reply);
      const { origin, cacheControl } = originOf(request, env);
      return sendText(
        reply,
        'application/xml; charset=utf-8',
        cacheControl,
        writeUrlSet(origin, await listers[name]()),
      );
    },
  );
}
