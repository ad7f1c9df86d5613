#!/usr/bin/env node
// Server-rendered pages bench (issue 15, decision 022): a product page's HTML served from the page
// cache and rendered anew on every request (each request its own address, so the cache never
// answers), beside the JSON product route, in one run on one server. On PostgreSQL when
// TEST_DATABASE_URL is set (run under tooling/scripts/with-postgres.mjs), PGlite otherwise.
// Prints req/s, p50/p99 latency and the server's CPU time per request of each target (the main
// figure on a shared machine: it does not grow with the other work's load as latency does).
//
//   pnpm exec turbo run build --filter @shop/server --filter @shop/web
//   node tooling/scripts/with-postgres.mjs node tooling/bench/ssr/pages.mjs [--duration 10] [--connections 20]
//   … pages.mjs --only uncached --cpu-prof /tmp/prof   # a V8 CPU profile of the server (chrome devtools)
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { measure as measureRun } from '../lib/measure.mjs';
import {
  cpuSecondsOf,
  createPostgresDatabase,
  freePort,
  memoryOf,
  requireServerBuild,
  startServer,
  stopServer,
} from '../lib/server.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    /** Measure only these targets (comma-separated: json, cached, uncached). */
    only: { type: 'string', default: 'json,cached,uncached' },
    /** Write the server's V8 CPU profile into this folder (written when the server stops). */
    'cpu-prof': { type: 'string' },
  },
});
const only = new Set(values.only.split(','));
const duration = Number(values.duration);
const connections = Number(values.connections);
requireServerBuild();

/** autocannon on `url`; `everyRequestNew` gives each request its own query (a page-cache miss). */
async function measure(url, { everyRequestNew = false, pid } = {}) {
  const cpuBefore = pid ? cpuSecondsOf(pid) : 0;
  const result = await measureOnce(url, { everyRequestNew });
  if (!pid) return result;
  const cpuMs = (cpuSecondsOf(pid) - cpuBefore) * 1000;
  return { ...result, cpuMsPerReq: Number((cpuMs / Math.max(1, result.requests)).toFixed(2)) };
}

function measureOnce(url, { everyRequestNew }) {
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
  const { child, base, config } = await startServer(
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: path.join(scratch, 'data'),
      ...(database ? { DATABASE_URL: database.url } : {}),
    },
    {
      nodeArgs: values['cpu-prof']
        ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`]
        : [],
    },
  );
  const pid = child.pid;
  const auth = `access_token=${config.public_token}&trust_key=${config.trust_key}`;
  const [product] = await (await fetch(`${base}/api/${config.id_app}/dmvt?${auth}&limit=1`)).json();
  const page = `${base}/mua-hang/san-pham/${product.ma_vt}`;
  const html = await (await fetch(page)).text();
  if (!html.includes(product.ten_vt))
    throw new Error(`${page} does not show ${product.ten_vt}: no SSR build?`);
  // Warm-up: the renderer's modules and the database's caches, so the first target is not penalised.
  await measure(page, { everyRequestNew: true });
  if (only.has('json'))
    rows.push({
      target: 'JSON product route',
      ...(await measure(`${base}/api/${config.id_app}/dmvt/${product._id}?${auth}`, { pid })),
    });
  if (only.has('cached'))
    rows.push({ target: 'product page HTML, cached', ...(await measure(page, { pid })) });
  if (only.has('uncached'))
    rows.push({
      target: 'product page HTML, uncached',
      ...(await measure(page, { everyRequestNew: true, pid })),
    });
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
