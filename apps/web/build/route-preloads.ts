import type { Plugin } from 'vite';

/** One route of the app: its URL pattern (`$name` = one segment) and the files its page needs. */
export type RoutePreload = { path: string; layout: boolean; files: string[] };

/** The file name written beside index.html; the server reads it (apps/server/src/web-shell.ts). */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

const ROUTE_COMPONENT = /\/src\/routes\/(.+)\.tsx\?(?:.*&)?tsr-split=component/;

/** `mua-hang/san-pham/$maVt` → `/mua-hang/san-pham/$maVt`; `index` and `route` name their folder. */
export function routePattern(file: string): { path: string; layout: boolean } {
  const segments = file.split('/');
  const last = segments.at(-1);
  const layout = last === 'route';
  if (last === 'index' || layout) segments.pop();
  return { path: `/${segments.join('/')}`, layout };
}

type OutputChunk = { type: 'chunk'; fileName: string; imports: string[]; facadeModuleId: string | null };

/**
 * Writes, for each route, the chunk of its page component and every chunk that chunk imports,
 * minus those index.html already loads. The server puts them in the shell it sends for a URL as
 * `<link rel="modulepreload">`, so a page's code downloads with the first script instead of after
 * it has run (the router only asks for it once it has matched the URL).
 */
export function routePreloads(): Plugin {
  return {
    name: 'shop:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, OutputChunk>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as OutputChunk);
      }
      const initial = new Set<string>();
      const entry = [...chunks.values()].find((chunk) => (chunk as { isEntry?: boolean }).isEntry);
      const collect = (fileName: string, into: Set<string>) => {
        if (into.has(fileName)) return;
        into.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) collect(imported, into);
      };
      if (entry) collect(entry.fileName, initial);
      const routes: RoutePreload[] = [];
      for (const chunk of chunks.values()) {
        const match = ROUTE_COMPONENT.exec(chunk.facadeModuleId ?? '');
        if (!match?.[1] || match[1] === '__root') continue;
        const files = new Set<string>();
        collect(chunk.fileName, files);
        routes.push({
          ...routePattern(match[1]),
          files: [...files].filter((file) => !initial.has(file)).map((file) => `/${file}`),
        });
      }
      routes.sort((a, b) => a.path.localeCompare(b.path));
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routes, null, 2)}\n`,
      });
    },
  };
}
