// The server's side of the shop's pages (decision 022): apps/server loads the build of this file
// (dist-ssr/entry-server.js) by path and calls `render` for each public page it does not have in
// its cache. It never reaches the network: the API calls go through the transport it is given.
import { AsyncLocalStorage } from 'node:async_hooks';
import { I18nProvider } from '@lingui/react';
import type { QueryKey } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import type { AnyRouter } from '@tanstack/react-router';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { createApiClient } from '@shop/api-client';
import type { Api } from '@/lib/api';
import { provideServerApi } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import type { Language } from '@/lib/language';
import { DEFAULT_LANGUAGE } from '@/lib/language';
import { createQueryClient } from '@/lib/query-client';
import { productLineQueries } from '@/features/catalog/api/product-line-queries';
import { categoryQueries } from '@/lib/product-categories';
import { promotionQueries } from '@/features/catalog/api/promotion-queries';
import { footerPageQueries } from '@/features/layout/api/footer-page-queries';
import { companyQueries } from '@/lib/company';
import { createSharedQueryData } from '@/lib/shared-query-data';
import type { RuntimeConfig } from '@/lib/runtime-config';
import { messages as enMessages } from '@/locales/en/messages';
import { messages as viMessages } from '@/locales/vi/messages';
import { bootScript } from '@/lib/boot-script';
import { createAppRouter } from '@/router';
import { sendSettledQueriesOnly } from '@/lib/query-stream';
import { provideServerLanguage } from '@/stores/language-store';
import { provideServerOrigin } from '@/lib/seo/origin';
import { renderNonce, sealInlineScripts } from '@/lib/inline-scripts';

/** The client build's files every page needs, read from its index.html by the server. */
export interface PageAssets {
  /** The entry script (type=module). */
  scripts: string[];
  /** Stylesheets. */
  css: string[];
  /** Scripts the entry imports at once (modulepreload). */
  preloads: string[];
}

export interface RenderInput {
  /** The page's address as the shop publishes it: origin, path and query. */
  url: string;
  language: Language;
  /** The public runtime configuration (what GET /config.json answers). */
  config: RuntimeConfig;
  /** Carries the API calls of the render (the server's own routes, in process). */
  fetch: typeof fetch;
  assets: PageAssets;
}

export interface RenderOutput {
  status: number;
  /** For a redirect (SPEC §2's error page). */
  location?: string | undefined;
  html: string;
  /** The page's inline scripts (`sha256-…`), for its Content-Security-Policy (decision 037). */
  scriptHashes: string[];
}

type RenderScope = { language: Language; api: Api; origin: string };

// One server renders many requests at once, in two languages: what the app's modules read as
// "the current language" and "the API" is the request's, carried along its async calls.
const scope = new AsyncLocalStorage<RenderScope>();

function currentScope(): RenderScope {
  const current = scope.getStore();
  if (!current) throw new Error('an API call or a translation outside a server render');
  return current;
}

// Both catalogs in the one i18n object the app's modules share; its active locale is the
// request's, read from the render's scope each time (Lingui keeps it in `_locale`).
i18n.load({ vi: viMessages, en: enMessages });
Object.defineProperty(i18n, '_locale', {
  get: () => scope.getStore()?.language ?? DEFAULT_LANGUAGE,
  set: () => {},
  configurable: true,
});
provideServerLanguage(() => scope.getStore()?.language ?? DEFAULT_LANGUAGE);
provideServerApi(() => currentScope().api);
provideServerOrigin(() => scope.getStore()?.origin ?? '');

/** The site-wide queries (frame, product lines, categories, promotions): one render's data serves the next ones. */
export const SHARED_QUERY_KEYS: readonly QueryKey[] = [
  companyQueries.all(),
  footerPageQueries.all(),
  productLineQueries.all(),
  categoryQueries.all(),
  promotionQueries.all(),
];
const sharedData = createSharedQueryData({ keys: SHARED_QUERY_KEYS });

/** What the public pages show changed ('pages-changed'): the shared data is read anew. */
export function clearSharedData(): void {
  sharedData.clear();
}

/** Why a render in one string could not stand: the page needs React's waiting renderer. */
class NeedsWaitingRender extends Error {}

/**
 * The page's HTML in one synchronous pass (React's string renderer), when nothing in it waits: the
 * router's loaders have put the page's data in the query cache and its lazy parts are loaded. That
 * is every page once the process has rendered it once, and it costs a fifth less than the waiting
 * renderer, which writes bytes to a stream only for them to be read back into a string. A part
 * that waits (or fails) comes out as a client-rendered boundary (`<!--$!`), a shell that does
 * throws: either way the whole render is done again with the waiting renderer (renderWaiting).
 */
function renderAtOnce(children: ReactNode): string {
  let html: string;
  try {
    html = renderToString(children);
  } catch {
    throw new NeedsWaitingRender();
  }
  if (html.includes('<!--$!')) throw new NeedsWaitingRender();
  return html;
}

/**
 * The whole page's HTML once everything in it is ready (lazy parts, suspended data), as for a
 * crawler: every page rendered here is cached and served to anyone. React's Node stream collected
 * into one string, to which the router then adds its dehydrated state (as to renderAtOnce's); the
 * router's own streaming path (web streams, a transform scanning every chunk) cost a sixth of a
 * render's CPU for a page that is sent whole anyway.
 */
function renderWaiting(children: ReactNode, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    // React writes the doctype before <html>; the router adds its own.
    sink.on('finish', () =>
      resolve(
        Buffer.concat(chunks)
          .toString('utf8')
          .replace(/^<!DOCTYPE html>/i, ''),
      ),
    );
    sink.on('error', reject);
    const stream = renderToPipeableStream(children, {
      nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // A part that fails is left to the browser (its Suspense boundary); the page still renders.
      onError: (error) => console.error('Error in renderToPipeableStream:', error),
    });
  });
}

/**
 * Before a render in one pass: tells the router the render is over, so the data it dehydrated
 * (TanStack Query's stream of queries among it) is serialised whole first and goes into the page's
 * first script, which the render writes. The router then hands the HTML back as it is: without
 * this, it read the whole page through a web stream only to add a last script (the stream's end)
 * before </body>, about 7 % of the CPU of a render. A query begun during such a render is not sent:
 * the page shows it pending, and so does the browser's first render (it fetches it then). Should
 * the data not be serialised by the next turn of the event loop, the router's stream adds the rest
 * as it did before.
 */
async function finishDataBeforeRender(router: AnyRouter): Promise<void> {
  router.serverSsr?.setRenderFinished();
  await new Promise((resolve) => setImmediate(resolve));
}

// The router waits for the whole page before it sends anything to a crawler; every page rendered
// here is cached and served to anyone, so each one is rendered whole, as for a crawler.
const WHOLE_PAGE_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** At most this many origins keep an API client (PUBLIC_ORIGIN makes it one; forged hosts add none past it). */
const MAX_CLIENTS = 8;
const clients = new Map<string, { config: RuntimeConfig; fetch: typeof fetch; api: Api }>();

/**
 * The render's API: one client per origin for the process (building one, with all its calls, was a
 * per-request cost), speaking the language of the render it serves (read from the render's scope).
 */
function apiFor(origin: string, input: RenderInput): Api {
  const kept = clients.get(origin);
  if (kept && kept.config === input.config && kept.fetch === input.fetch) return kept.api;
  const api: Api = {
    config: input.config,
    client: createApiClient({
      baseUrl: origin,
      idApp: input.config.id_app,
      // A public page carries no shopper: only the shared public token.
      accessToken: () => input.config.public_token,
      trustKey: input.config.trust_key,
      rememberGuest: false,
      getLanguage: () => currentScope().language,
      fetch: input.fetch,
    }),
  };
  if (clients.size >= MAX_CLIENTS && !kept) return api;
  clients.set(origin, { config: input.config, fetch: input.fetch, api });
  return api;
}

export async function render(input: RenderInput): Promise<RenderOutput> {
  try {
    return await renderPage(input, 'at-once');
  } catch (error) {
    if (!(error instanceof NeedsWaitingRender)) throw error;
    return renderPage(input, 'waiting');
  }
}

/** One render of the page: a fresh router, its data, then React in one pass or waiting for every part. */
async function renderPage(input: RenderInput, mode: 'at-once' | 'waiting'): Promise<RenderOutput> {
  const url = new URL(input.url);
  const api = apiFor(url.origin, input);
  // Marks the render's own inline scripts, which the page's policy then lists by hash.
  const nonce = renderNonce();
  return scope.run({ language: input.language, api, origin: url.origin }, async () => {
    const request = new Request(url, { headers: { 'user-agent': WHOLE_PAGE_AGENT } });
    const handler = createRequestHandler({
      request,
      createRouter: () => {
        const queryClient = createQueryClient(sharedData.queryCache());
        // A failed call is the page's to show (its retry button), at once: no retry on the server.
        // No garbage-collection timer either (TanStack's own default on a server): the render's
        // cache lives as long as the render, and each query would set and clear a 24-hour timer.
        queryClient.setDefaultOptions({
          queries: {
            ...queryClient.getDefaultOptions().queries,
            retry: false,
            gcTime: Number.POSITIVE_INFINITY,
          },
        });
        const router = createAppRouter(queryClient, nonce);
        // A render in one pass has all its data first: no query streams in during it.
        if (mode === 'at-once') sendSettledQueriesOnly(router);
        return router;
      },
      getRouterManifest: async () => ({
        routes: {
          __root__: {
            // No modulepreload in the head: the scripts load once the page has painted (below).
            preloads: [],
            css: input.assets.css,
            scripts: [{ children: bootScript(input.assets) }],
          },
        },
      }),
    });
    // The page's HTML is kept as the string it is: the router's own `renderSsrHtmlResponse` puts it
    // in a web Response only for us to read it back, which encoded and decoded every page again.
    let page: { html: string; scriptHashes: string[] } | undefined;
    const response = await handler(async ({ responseHeaders, router }) => {
      try {
        const tree = (
          <I18nProvider i18n={i18n}>
            <RouterServer router={router} />
          </I18nProvider>
        );
        if (mode === 'at-once') await finishDataBeforeRender(router);
        const html = mode === 'waiting' ? await renderWaiting(tree, nonce) : renderAtOnce(tree);
        page = sealInlineScripts(await transformHtmlStringWithRouter(router, html), nonce);
        return new Response(null, { status: getSsrStatus(router), headers: responseHeaders });
      } catch (error) {
        if (error instanceof NeedsWaitingRender) throw error;
        console.error('Render to string error:', error);
        return new Response('Internal Server Error', { status: 500, headers: responseHeaders });
      } finally {
        router.serverSsr?.cleanup();
      }
    });
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      html: page?.html ?? (await response.text()),
      scriptHashes: page?.scriptHashes ?? [],
    };
  });
}
