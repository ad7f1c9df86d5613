import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Env } from '../env.js';
import { publicConfig } from '../routes/config.js';
import { LANGUAGE_COOKIE, languageCookie, pageAddress, withTracking } from './page-address.js';
import {
  type CachedPage,
  createPageCache,
  encodedBody,
  matchesEtag,
  type PageEncoding,
  pageEtag,
  pageKey,
  pickEncoding,
} from './page-cache.js';
import { loadPageRenderer, type PageRenderer } from './page-renderer.js';
import { startPromotionClock } from './promotion-clock.js';
import type { Queryable } from '../db/database.js';
import { keepCookies } from '../plugins/identity.js';

/**
 * Screens rendered in the browser only (decision 022): the account, cart and checkout screens show
 * a shopper's own data, which a page the server caches and serves to anyone must never hold.
 */
const CLIENT_ONLY_PATH =
  /^\/(cart|checkout|checkout-alert|user-profile|dang-nhap|dang-ky|xac-thuc|quen-mat-khau)(\/|$)/;

export function isClientOnlyPath(url: string): boolean {
  return CLIENT_ONLY_PATH.test(url.split('?')[0] ?? '');
}

type RenderContext = { url: string; language: 'vi' | 'en' };

/** Sends a page of the shop: from the cache, or rendered now; false when it must get the shell. */
export type PageSender = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * The public pages rendered on the server (decision 022), cached per (origin, language, address)
 * for 60 s and dropped whenever what they show changes ('pages-changed', from any process).
 * Undefined without the web's server build: every screen then gets the plain shell.
 */
export async function registerPages(
  app: FastifyInstance,
  env: Env,
  db?: Queryable,
): Promise<PageSender | undefined> {
  const config = publicConfig(env);
  const renderPage = await loadPageRenderer(app, env.WEB_SSR_ENTRY, env.WEB_DIST, config);
  if (!renderPage) return undefined;
  const cache = createPageCache<RenderContext>((context) => render(renderPage, context));
  // The shared site data (promotions among it) goes with the pages: a render after a change
  // fetches it again (decision 022).
  const dropAll = () => {
    renderPage.clearSharedData();
    cache.clear();
  };
  app.signals.subscribe('pages-changed', dropAll);
  // Promotions start and end without a write: pages are dropped then too (decision 025).
  const clock = db ? startPromotionClock(app, db, env.ID_APP, dropAll) : undefined;
  if (clock) app.addHook('onClose', async () => clock.stop());
  // A page is the same for everyone and may sit in a shared cache: it never carries the visitor's
  // own cookies (the identity hook hands a guest's uid out with the calls that act for a guest).
  const pageReplies = new WeakSet<FastifyReply>();
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!pageReplies.has(reply)) return payload;
    reply.removeHeader('uid');
    keepCookies(reply, (cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
    return payload;
  });

  return async (request, reply) => {
    if (isClientOnlyPath(request.url)) return false;
    const address = pageAddress(request.url, request.cookies.lang);
    // The shop's published origin: a forged Host header can only fill its own entries, never
    // change what the shop's address serves.
    const origin = env.PUBLIC_ORIGIN ?? `${request.protocol}://${request.host}`;
    const key = pageKey(origin, address.language, address.pathAndQuery);
    const context = { url: origin + address.pathAndQuery, language: address.language };
    let page: CachedPage | undefined;
    try {
      page = await cache.fetch(key, { context });
    } catch (error) {
      // Purged while rendering: this request still gets the page it asked for, uncached.
      if (!isAbort(error)) return sendFailure(request, error);
      page = await render(renderPage, context).catch((failure: unknown) => {
        request.log.error({ err: failure }, 'page render failed');
        return undefined;
      });
    }
    // A page the server cannot render still works: the browser renders it from the shell.
    if (!page || page.status >= 500) return false;
    pageReplies.add(reply);
    if (address.languageFromAddress) reply.header('set-cookie', languageCookie(address.language));
    // Only a page with a body to send is compressed (not a redirect, not a 304).
    const hasBody =
      !page.location && !(page.status === 200 && matchesEtag(request.headers['if-none-match'], page.etag));
    const encoding = hasBody ? pickEncoding(request.headers['accept-encoding']) : undefined;
    const body = encoding ? await encodedBody(page, encoding) : page.body;
    const location = page.location && withTracking(page.location, address.tracking);
    sendPage(
      reply,
      { ...page, location },
      body,
      encoding,
      clock?.secondsLeft() ?? null,
      request.headers['if-none-match'],
    );
    return true;
  };

  function sendFailure(request: FastifyRequest, error: unknown): false {
    request.log.error({ err: error }, 'page render failed');
    return false;
  }
}

async function render(renderPage: PageRenderer, context: RenderContext): Promise<CachedPage> {
  const { status, location, html } = await renderPage(context.url, context.language);
  const body = Buffer.from(html);
  return { status, location, body, etag: pageEtag(body) };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || /abort/i.test(error.message));
}

/**
 * `body`: the page's bytes in `encoding` (pages are compressed here: the not-found handler that
 * serves them is no route, which @fastify/compress would reach). `untilChange`: seconds until a
 * promotion starts or ends, which the page may not outlive. A GET or HEAD whose If-None-Match names
 * the page's ETag gets 304 and no body (the page is the same bytes).
 */
function sendPage(
  reply: FastifyReply,
  page: CachedPage,
  body: Buffer,
  encoding: PageEncoding | undefined,
  untilChange: number | null,
  ifNoneMatch: string | undefined,
): void {
  if (page.location && page.status >= 300 && page.status < 400) {
    reply.header('cache-control', 'no-cache').redirect(page.location, page.status);
    return;
  }
  if (page.status === 200) reply.header('etag', page.etag);
  if (page.status === 200 && matchesEtag(ifNoneMatch, page.etag)) reply.code(304);
  else reply.code(page.status);
  reply
    .type('text/html; charset=utf-8')
    // The language may come from the cookie: a shared cache keeps one copy per cookie (and encoding).
    .header('vary', 'Cookie, Accept-Encoding')
    .header(
      'cache-control',
      page.status === 200
        ? `public, max-age=${Math.min(60, untilChange ?? 60)}`
        : page.status === 404
          ? 'public, max-age=10'
          : 'no-store',
    );
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(reply.statusCode === 304 ? undefined : body);
}
