import type { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { acceptSettledQueriesOnly } from '@/lib/query-stream';
import { routeTree } from '@/routeTree.gen';

export type RouterContext = { queryClient: QueryClient };

/**
 * One router per page load in a browser, one per request on the server (entry-server.tsx). The
 * query integration sends the server's query cache with the page (dehydrate) and fills the
 * browser's from it before hydration, so the first render shows the server's data without asking
 * again; it also wraps the app in the QueryClientProvider. `nonce`: the server render's mark of
 * its own inline scripts (entry-server.tsx), never sent to a browser.
 */
export function createAppRouter(queryClient: QueryClient, nonce?: string) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    ...(nonce ? { ssr: { nonce } } : {}),
    defaultPreload: 'intent',
    // Query owns caching: the router always runs loaders, which only ensure/prefetch query data.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  if (!import.meta.env.SSR) acceptSettledQueriesOnly(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
