// The console's first-load JS: every script and modulepreload of apps/admin/dist/index.html,
// gzipped (level 9, as a server would send them), added up.
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

export async function measureConsoleBundle() {
  const { files, gzip } = consoleFirstLoad();
  const kb = (bytes) => (bytes / 1024).toFixed(1);
  const lines = files.map((file) => `  ${file.url}: ${kb(file.raw)} KB, ${kb(file.gzip)} KB gzip`);
  return `console first-load JS (${files.length} files):\n${lines.join('\n')}\ntotal ${kb(gzip)} KB gzip (budget ${BUDGET_KB} KB)`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await measureConsoleBundle());
