// The console's first-load JS: every script and modulepreload of apps/admin/dist/index.html,
// gzipped (level 9, as a server would send them), added up.
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../apps/admin/dist');
export const BUDGET_KB = 180;

export function consoleFirstLoad() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = new Set(
    [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="([^"]+\.js)"/g)].map(
      (match) => match[1],
    ),
  );
  const files = [...urls].map((url) => {
    const bytes = readFileSync(path.join(dist, url.replace(/^\/admin\//, '')));
    return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

const gzipOf = (name) => gzipSync(readFileSync(path.join(dist, 'assets', name)), { level: 9 }).length;
const importsOf = (name, pattern) =>
  [...readFileSync(path.join(dist, 'assets', name), 'utf8').matchAll(pattern)].map((match) => match[1]);
const STATIC_IMPORT = /(?:from|import)\s*["'`]\.\/([\w.-]+\.js)["'`]/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g;

/**
 * The screens' lazy chunks (what the router imports on demand), each with the chunks it imports
 * that the first load has not brought: what opening that screen first downloads, gzipped.
 * Largest first.
 */
export function consoleRouteChunks() {
  const first = new Set(consoleFirstLoad().files.map((file) => path.basename(file.url)));
  const lazy = new Set();
  const queue = [...first];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const name = queue.shift();
    for (const next of importsOf(name, DYNAMIC_IMPORT)) lazy.add(next);
    for (const next of [...importsOf(name, STATIC_IMPORT), ...importsOf(name, DYNAMIC_IMPORT)])
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
  }
  const closure = (name) => {
    const out = new Set([name]);
    const pending = [name];
    while (pending.length > 0)
      for (const next of importsOf(pending.pop(), STATIC_IMPORT))
        if (!out.has(next) && !first.has(next)) {
          out.add(next);
          pending.push(next);
        }
    return [...out];
  };
  return [...lazy]
    .map((name) => {
      const files = closure(name);
      return { name, own: gzipOf(name), files, gzip: files.reduce((sum, file) => sum + gzipOf(file), 0) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

export async function measureConsoleBundle() {
  const { files, gzip } = consoleFirstLoad();
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const lines = files.map((file) => `  ${file.url}: ${kb(file.raw)} KB, ${kb(file.gzip)} KB gzip`);
  const routes = consoleRouteChunks()
    .slice(0, 5)
    .map(
      (route) =>
        `  ${route.name}: ${kb(route.gzip)} KB gzip with its imports (${kb(route.own)} KB its own; ${route.files.join(', ')})`,
    );
  return `console first-load JS (${files.length} files):\n${lines.join('\n')}\ntotal ${kb(gzip)} KB gzip (budget ${BUDGET_KB} KB)\nlargest screens (lazy chunks beyond the first load):\n${routes.join('\n')}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await measureConsoleBundle());
