// Server rendering in development (issue 27, decision 022): `pnpm --filter @shop/web dev` answers a
// page with the HTML the production server sends (the same `render` of entry-server.tsx, loaded
// through Vite so that an edit shows at the next request), so a developer sees what a crawler sees.
// As in TanStack's SSR examples: Vite's own middlewares first (modules, the API proxy, the SPA
// fallback), then this one for page requests, then Vite's index.html for what it leaves (the API
// server not running).
import type { ServerResponse } from 'node:http';
import type { Connect, Plugin, ViteDevServer } from 'vite';
// Relative, with its extension: vite.config.ts loads this file, where `@/` means nothing.
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type Language,
} from '../lib/language.ts';
import type { RenderInput, RenderOutput } from './render-contract';

/**
 * The page's scripts in development: one module (DEV_ENTRY_CODE) that starts Vite's client and
 * React's refresh, then the app. index.html gets those from `transformIndexHtml`, which writes them
 * into the document's head, where hydration would find nodes the app does not render.
 */
const DEV_ENTRY = 'virtual:shop-dev-entry';
const DEV_ENTRY_CODE = [
  "import '/@vite/client';",
  "import { injectIntoGlobalHook } from '/@react-refresh';",
  'injectIntoGlobalHook(window);',
  'window.$RefreshReg$ = () => {};',
  'window.$RefreshSig$ = () => (type) => type;',
  // Imported when the lines above have run: a static import would run the app first.
  "await import('/src/main.tsx');",
].join('\n');
const DEV_ASSETS = {
  scripts: [`/@id/__x00__${DEV_ENTRY}`],
  // Served as a stylesheet for a <link> (Vite answers CSS to `Accept: text/css`): the page is styled
  // before its scripts run, as in production.
  css: ['/src/styles/app.css'],
  preloads: [],
};
const ENTRY = '/src/ssr/entry-server.tsx';

type Entry = { render(input: RenderInput): Promise<RenderOutput> };

/** The production server's rule (apps/server/src/ssr/page-address.ts): `?lang=`, else the `lang` cookie, else vi. */
export function languageOfRequest(url: string, cookie: string | undefined): Language {
  const asked = new URL(url, 'http://shop').searchParams.get(LANGUAGE_PARAM);
  if (isLanguage(asked)) return asked;
  const stored = cookie
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1];
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

/** A page a browser navigates to, as opposed to a module, an asset or an API call. */
export function isPageRequest(request: Connect.IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // As asked: Vite's SPA fallback, before this middleware, rewrites `url` to /index.html.
  const path = (request.originalUrl ?? request.url ?? '/').split('?', 1)[0] ?? '/';
  if (/^\/(api|images|config\.json|@|src\/|node_modules\/)/.test(path.slice(0, 64))) return false;
  // A file name with an extension is an asset (favicon.svg, robots.txt…); Vite or the API serves it.
  if (/\.[a-z0-9]+$/i.test(path)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

async function renderRequest(
  server: ViteDevServer,
  request: Connect.IncomingMessage,
  response: ServerResponse,
): Promise<boolean> {
  const origin = `http://${request.headers.host ?? 'localhost'}`;
  const url = request.originalUrl ?? request.url ?? '/';
  // The public configuration, through Vite's proxy to the API server; without it the page is the
  // client-rendered index.html (the API server is not running yet).
  const configReply = await fetch(`${origin}/config.json`).catch(() => undefined);
  if (!configReply?.ok) {
    server.config.logger.warn('shop: /config.json did not answer; the page is rendered in the browser');
    return false;
  }
  const entry = (await server.ssrLoadModule(ENTRY)) as Entry;
  const page = await entry.render({
    url: origin + url,
    language: languageOfRequest(url, request.headers.cookie),
    config: await configReply.json(),
    // The render's API calls go to this dev server, whose proxy passes them to the API server.
    fetch: globalThis.fetch,
    assets: DEV_ASSETS,
  });
  response.statusCode = page.status;
  if (page.location) {
    response.setHeader('location', page.location);
    response.end();
    return true;
  }
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('cache-control', 'no-store');
  response.end(request.method === 'HEAD' ? undefined : page.html);
  return true;
}

/** The Vite plugin: server-rendered pages in `vite` (development) only. */
export function serverRenderInDevelopment(): Plugin {
  return {
    name: 'shop:server-render-in-development',
    apply: 'serve',
    resolveId(id) {
      return id === DEV_ENTRY ? `\0${DEV_ENTRY}` : undefined;
    },
    load(id) {
      return id === `\0${DEV_ENTRY}` ? DEV_ENTRY_CODE : undefined;
    },
    configureServer(server) {
      // Returned: installed after Vite's own middlewares, before its index.html fallback.
      return () => {
        server.middlewares.use((request, response, next) => {
          if (!isPageRequest(request)) return next();
          renderRequest(server, request, response).then(
            (done) => {
              if (!done) next();
            },
            (error: unknown) => {
              if (error instanceof Error) server.ssrFixStacktrace(error);
              next(error);
            },
          );
        });
      };
    },
  };
}
