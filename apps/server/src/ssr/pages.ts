import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LRUCache } from 'lru-cache';
import { type Env, isDevelopmentMode } from '../env.js';
import { publicConfig } from '../public-config.js';
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
import type { SitePolicy } from '../plugins/security-headers.js';

/**
 * Screens rendered in the browser only (decision 022): the account screens show a shopper's own
 * data, which a page the server caches and serves to anyone must never hold. The cart and checkout
 * are rendered here as their frame and skeleton, the same for everyone, so a phone paints them at
 * once (issue 28, decision 072); the browser fills in the shopper's data.
 */
const CLIENT_ONLY_PATH =
  /^\/(checkout-alert|user-profile|dang-nhap|dang-ky|xac-thuc|quen-mat-khau|huy-dang-ky|yeu-cau-du-lieu)(\/|$)/;

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
 *
 * A page's links (canonical, hreflang, share tags, JSON-LD) start with PUBLIC_ORIGIN. Without it
 * they take the request's Host (or, behind TRUST_PROXY, X-Forwarded-Host), which the client
 * chooses: such a page is then sent `private`, so that no CDN or proxy in front of the shop keeps
 * a forged Host's links and gives them to everyone (decision 037).
 */
export async function registerPages(
  app: FastifyInstance,
  env: Env,
  db?: Queryable,
): Promise<PageSender | undefined> {
  const config = publicConfig(env);
  const renderPage = await loadPageRenderer(app, env.WEB_SSR_ENTRY, env.WEB_DIST, config);
  if (!renderPage) return undefined;
  const renderNow = (context: RenderContext) => render(renderPage, context, app.sitePolicy);
  const cache = createPageCache<RenderContext>(renderNow);
  const shared = env.PUBLIC_ORIGIN !== undefined;
  if (!shared && !isDevelopmentMode(env)) {
    app.log.warn(
      "PUBLIC_ORIGIN is not set: pages are sent 'Cache-Control: private' (no CDN or proxy keeps them), " +
        'as their links take the Host header each client sends, which a client can forge; set PUBLIC_ORIGIN ' +
        '(https://shop.example) to let shared caches keep them',
    );
  }
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
    const status: LRUCache.Status<string, CachedPage, RenderContext> = {};
    try {
      page = await cache.fetch(key, { context, status });
    } catch (error) {
      // Purged while rendering (the cache aborts the fetch with its reason: 'deleted', 'evicted',
      // 'replaced'): this request still gets the page it asked for, uncached.
      if (!status.fetchAborted) return sendFailure(request, error);
      page = await renderNow(context).catch((failure: unknown) => {
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
    sendPage(reply, { ...page, location }, body, {
      encoding,
      untilChange: clock?.secondsLeft() ?? null,
      ifNoneMatch: request.headers['if-none-match'],
      shared,
    });
    return true;
  };

  function sendFailure(request: FastifyRequest, error: unknown): false {
    request.log.error({ err: error }, 'page render failed');
    return false;
  }
}

async function render(
  renderPage: PageRenderer,
  context: RenderContext,
  policy: SitePolicy,
): Promise<CachedPage> {
  const { status, location, html, scriptHashes } = await renderPage(context.url, context.language);
  const body = Buffer.from(html);
  return { status, location, body, etag: pageEtag(body), policy: policy.withScripts(scriptHashes) };
}

interface SendOptions {
  /**
   * The encoding of `body` (pages are compressed here: the not-found handler that serves them is no
   * route, which @fastify/compress would reach).
   */
  encoding: PageEncoding | undefined;
  /** Seconds until a promotion starts or ends, which the page may not outlive. */
  untilChange: number | null;
  ifNoneMatch: string | undefined;
  /** `public` (its links start with PUBLIC_ORIGIN: shared caches may keep it), else `private`. */
  shared: boolean;
}

/**
 * `body`: the page's bytes in its encoding. A GET or HEAD whose If-None-Match names the page's
 * ETag gets 304 and no body (the page is the same bytes), with the same policy: the policy lists
 * the page's scripts by hash, so whichever copy a browser or proxy holds, it matches.
 */
function sendPage(
  reply: FastifyReply,
  page: CachedPage,
  body: Buffer,
  { encoding, untilChange, ifNoneMatch, shared }: SendOptions,
): void {
  reply.header('content-security-policy', page.policy);
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
        ? `${shared ? 'public' : 'private'}, max-age=${Math.min(60, untilChange ?? 60)}`
        : page.status === 404
          ? `${shared ? 'public' : 'private'}, max-age=10`
          : 'no-store',
    );
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(reply.statusCode === 304 ? undefined : body);
}
