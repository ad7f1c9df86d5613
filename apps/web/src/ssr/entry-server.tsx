// The server's side of the shop's pages (decision 022): apps/server loads the build of this file
// (dist-ssr/entry-server.js) by path and calls `render` for each public page it does not have in
// its cache. It never reaches the network: the API calls go through the transport it is given.
import { I18nProvider } from '@lingui/react';
import type { QueryKey } from '@tanstack/react-query';
import {
  createRequestHandler,
  getSsrStatus,
  RouterServer,
  transformHtmlStringWithRouter,
} from '@tanstack/react-router/ssr/server';
import { productLineQueries } from '@/features/catalog/api/product-line-queries';
import { promotionQueries } from '@/features/catalog/api/promotion-queries';
import { footerPageQueries } from '@/features/layout/api/footer-page-queries';
import { bootScript } from '@/lib/boot-script';
import { companyQueries } from '@/lib/company';
import { i18n } from '@/lib/i18n';
import { renderNonce, sealInlineScripts } from '@/lib/inline-scripts';
import { categoryQueries } from '@/lib/product-categories';
import { createQueryClient } from '@/lib/query-client';
import { sendSettledQueriesOnly } from '@/lib/query-stream';
import { createSharedQueryData } from '@/lib/shared-query-data';
import { createAppRouter } from '@/router';
import { apiFor } from './api-clients';
import type { RenderInput, RenderOutput } from './render-contract';
import { finishDataBeforeRender, NeedsWaitingRender, renderAtOnce, renderWaiting } from './render-html';
import { runInScope } from './render-scope';

export type { PageAssets, RenderInput, RenderOutput } from './render-contract';

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

// The router waits for the whole page before it sends anything to a crawler; every page rendered
// here is cached and served to anyone, so each one is rendered whole, as for a crawler.
const WHOLE_PAGE_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

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
  return runInScope({ language: input.language, api, origin: url.origin }, async () => {
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
