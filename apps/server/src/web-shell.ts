import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The app shell (index.html) as sent for one address: with a `<link rel="modulepreload">` for each
 * file of the page the address opens, so the browser fetches the page's code with the first script
 * rather than after that script has run and the router has matched the address. The list of files
 * per route is written by the web build (apps/web/build/route-preloads.ts).
 */
export type RoutePreload = { path: string; layout: boolean; files: string[] };

const PRELOADS_FILE = 'route-preloads.json';
const ASSET = /^\/assets\/[\w.-]+\.js$/;

function isRoutePreload(value: unknown): value is RoutePreload {
  if (typeof value !== 'object' || value === null) return false;
  const route = value as Record<string, unknown>;
  return (
    typeof route.path === 'string' &&
    route.path.startsWith('/') &&
    typeof route.layout === 'boolean' &&
    Array.isArray(route.files) &&
    route.files.every((file) => typeof file === 'string' && ASSET.test(file))
  );
}

/** The build's route list; none (a plain shell) when the file is missing or not what we expect. */
export function readRoutePreloads(webDist: string): RoutePreload[] {
  const file = path.join(webDist, PRELOADS_FILE);
  if (!existsSync(file)) return [];
  try {
    const routes: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(routes) ? routes.filter(isRoutePreload) : [];
  } catch {
    return [];
  }
}

const segmentsOf = (pathname: string) => pathname.split('/').filter(Boolean);

/** Whether `pattern` (segments, `$name` = any one segment) matches the start of `segments`. */
function matches(pattern: string[], segments: string[]): boolean {
  return pattern.every((part, index) => {
    const segment = segments[index];
    return segment !== undefined && (part.startsWith('$') ? segment.length > 0 : part === segment);
  });
}

/**
 * The files to preload for `pathname`: those of the page route it opens (the one with the most
 * fixed segments when several match, as the router chooses) and of the layout routes around it.
 */
export function preloadsFor(routes: readonly RoutePreload[], pathname: string): string[] {
  const segments = segmentsOf(pathname);
  let page: RoutePreload | undefined;
  let pageScore = -1;
  const files = new Set<string>();
  for (const route of routes) {
    const pattern = segmentsOf(route.path);
    if (!matches(pattern, segments)) continue;
    if (route.layout) {
      for (const file of route.files) files.add(file);
      continue;
    }
    if (pattern.length !== segments.length) continue;
    const score = pattern.filter((part) => !part.startsWith('$')).length;
    if (score > pageScore) {
      page = route;
      pageScore = score;
    }
  }
  for (const file of page?.files ?? []) files.add(file);
  return [...files];
}

/** `html` with a modulepreload link per file, at the end of its <head>. */
export function shellWithPreloads(html: string, files: readonly string[]): string {
  if (files.length === 0 || !html.includes('</head>')) return html;
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
