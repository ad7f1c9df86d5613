#!/usr/bin/env node
// Server-rendered pages bench (issue 15, decision 022): a product page's HTML served from the page
// cache and rendered anew on every request (each request its own address, so the cache never
// answers), beside the JSON product route, in one run on one server. On PostgreSQL when
// TEST_DATABASE_URL is set (run under tooling/scripts/with-postgres.mjs), PGlite otherwise.
// Prints req/s and p50/p99 latency of each target.
//
//   pnpm exec turbo run build --filter @shop/server --filter @shop/web
//   node tooling/scripts/with-postgres.mjs node tooling/bench/ssr/pages.mjs [--duration 10] [--connections 20]
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measure as measureRun } from '../lib/measure.mjs';
import {
  createPostgresDatabase,
  freePort,
  memoryOf,
  requireServerBuild,
  startServer,
  stopServer,
} from '../lib/server.mjs';

const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '20' } },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
requireServerBuild();

/** autocannon on `url`; `everyRequestNew` gives each request its own query (a page-cache miss). */
function measure(url, { everyRequestNew = false } = {}) {
  let counter = 0;
  const { pathname, search } = new URL(url);
  const requests = everyRequestNew
    ? [
        {
          setupRequest: (request) => {
            counter += 1;
            return { ...request, path: `${pathname}${search ? `${search}&` : '?'}bench=${counter}` };
          },
        },
      ]
    : undefined;
  return measureRun(url, { connections, duration, requests });
}

const scratch = mkdtempSync(path.join(tmpdir(), 'shop-bench-ssr-'));
const database = await createPostgresDatabase();
const backend = database ? 'PostgreSQL' : 'PGlite';
const rows = [];
try {
  const { child, base, config } = await startServer({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: path.join(scratch, 'data'),
    ...(database ? { DATABASE_URL: database.url } : {}),
  });
  const auth = `access_token=${config.public_token}&trust_key=${config.trust_key}`;
  const [product] = await (await fetch(`${base}/api/${config.id_app}/dmvt?${auth}&limit=1`)).json();
  const page = `${base}/mua-hang/san-pham/${product.ma_vt}`;
  const html = await (await fetch(page)).text();
  if (!html.includes(product.ten_vt))
    throw new Error(`${page} does not show ${product.ten_vt}: no SSR build?`);
  // Warm-up: the renderer's modules and the database's caches, so the first target is not penalised.
  await measure(page, { everyRequestNew: true });
  rows.push({
    target: 'JSON product route',
    ...(await measure(`${base}/api/${config.id_app}/dmvt/${product._id}?${auth}`)),
  });
  rows.push({ target: 'product page HTML, cached', ...(await measure(page)) });
  rows.push({ target: 'product page HTML, uncached', ...(await measure(page, { everyRequestNew: true })) });
  rows.at(-1).peakMiB = Math.round(memoryOf(child.pid).peak);
  await stopServer(child);
} finally {
  await database?.drop();
  rmSync(scratch, { recursive: true, force: true });
}

console.log(
  `\nSSR bench (${backend}): ${connections} connections, ${duration} s per target, Node ${process.version}, ` +
    `${availableParallelism()} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
);
console.table(rows);
