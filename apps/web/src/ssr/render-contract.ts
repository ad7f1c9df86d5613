// What apps/server gives a render and gets back (decision 022). The server loads the build of
// entry-server.tsx by path and keeps its own copy of these shapes (apps/server/src/ssr/page-renderer.ts).
import type { Language } from '@/lib/language';
import type { RuntimeConfig } from '@/lib/runtime-config';

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
