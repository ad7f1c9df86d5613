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
//   … pages.mjs --only uncached --node-args=--trace-gc-nvp   # more server flags (space-separated, with =); its stdout shown
//   … pages.mjs --processes 2   # PostgreSQL only: two server processes on the one database, the
//                               # connections split between them as behind a load balancer
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { measure as measureRun } from '../lib/measure.mjs';
import {
  cpuSecondsOf,
  createPostgresDatabase,
  memoryOf,
  loadBenchArgs,
  processCount,
  startServer,
  stopServer,
  withScratch,
} from '../lib/server.mjs';

const values = loadBenchArgs(20, {
  /** Measure only these targets (comma-separated: json, cached, uncached). */
  only: { type: 'string', default: 'json,cached,uncached' },
  /** Write the server's V8 CPU profile into this folder (written when the server stops). */
  'cpu-prof': { type: 'string' },
  /** More Node flags for the server (space-separated, such as --trace-gc); its stdout is shown then. */
  'node-args': { type: 'string', default: '' },
  /** Server processes on the one PostgreSQL database (each its own port, the connections split). */
  processes: { type: 'string', default: '1' },
});
const { duration, connections } = values;
const only = new Set(values.only.split(','));
const processes = processCount(values.processes);
const extraNodeArgs = values['node-args'].split(' ').filter(Boolean);

/**
 * autocannon on `urls` (one per server process, the connections split between them, all at once);
 * `everyRequestNew` gives each request its own query (a page-cache miss). req/s and requests are
 * summed, p50 is the requests-weighted mean of the processes' p50, p97.5 and p99 the highest of theirs;
 * CPU ms per request sums the processes' CPU.
 */
async function measure(urls, { everyRequestNew = false, pids = [] } = {}) {
  const cpuBefore = pids.map((pid) => cpuSecondsOf(pid));
  const share = Math.max(1, Math.round(connections / urls.length));
  const parts = await Promise.all(
    urls.map((url) => measureOnce(url, { everyRequestNew, connections: share })),
  );
  const requests = parts.reduce((sum, part) => sum + part.requests, 0);
  const result = {
    reqPerSec: parts.reduce((sum, part) => sum + part.reqPerSec, 0),
    p50: Number(
      (parts.reduce((sum, part) => sum + part.p50 * part.requests, 0) / Math.max(1, requests)).toFixed(1),
    ),
    'p97.5': Math.max(...parts.map((part) => part.p97_5)),
    p99: Math.max(...parts.map((part) => part.p99)),
    bad: parts.reduce((sum, part) => sum + part.bad, 0),
    requests,
  };
  if (pids.length === 0) return result;
  const cpuMs = pids.reduce((sum, pid, index) => sum + (cpuSecondsOf(pid) - cpuBefore[index]), 0) * 1000;
  return { ...result, cpuMsPerReq: Number((cpuMs / Math.max(1, requests)).toFixed(2)) };
}

// Each run's addresses are its own (`bench=<run>-<n>`): a run that reused an earlier run's
// addresses (the warm-up's) would be served from the page cache for as long as those lasted.
let runs = 0;

function measureOnce(url, { everyRequestNew, connections }) {
  let counter = 0;
  runs += 1;
  const run = runs;
  const { pathname, search } = new URL(url);
  const requests = everyRequestNew
    ? [
        {
          setupRequest: (request) => {
            counter += 1;
            return { ...request, path: `${pathname}${search ? `${search}&` : '?'}bench=${run}-${counter}` };
          },
        },
      ]
    : undefined;
  return measureRun(url, { connections, duration, requests });
}

const database = await createPostgresDatabase();
const backend = database ? 'PostgreSQL' : 'PGlite';
if (processes > 1 && !database) {
  console.error('--processes needs PostgreSQL (TEST_DATABASE_URL): one process owns a PGlite data folder.');
  process.exit(2);
}
const rows = [];
const servers = [];
await withScratch('ssr', async (scratch) => {
  try {
    for (let index = 0; index < processes; index += 1)
      servers.push(
        await startServer(
          {
            NODE_ENV: 'production',
            LOG_LEVEL: 'warn',
            DATA_DIR: path.join(scratch, `data-${index}`),
            ...(database ? { DATABASE_URL: database.url } : {}),
          },
          {
            nodeArgs: [
              ...(values['cpu-prof']
                ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`]
                : []),
              ...extraNodeArgs,
            ],
            showOutput: extraNodeArgs.length > 0,
          },
        ),
      );
    const pids = servers.map((server) => server.child.pid);
    const { base, config } = servers[0];
    const auth = `access_token=${config.public_token}&trust_key=${config.trust_key}`;
    const [product] = await (await fetch(`${base}/api/${config.id_app}/dmvt?${auth}&limit=1`)).json();
    const pagePath = `/mua-hang/san-pham/${product.ma_vt}`;
    const pages = servers.map((server) => `${server.base}${pagePath}`);
    for (const page of pages) {
      const html = await (await fetch(page)).text();
      if (!html.includes(product.ten_vt))
        throw new Error(`${page} does not show ${product.ten_vt}: no SSR build?`);
    }
    // Warm-up: the renderer's modules and the database's caches, so the first target is not penalised.
    await measure(pages, { everyRequestNew: true });
    if (only.has('json'))
      rows.push({
        target: 'JSON product route',
        ...(await measure(
          servers.map((server) => `${server.base}/api/${config.id_app}/dmvt/${product._id}?${auth}`),
          { pids },
        )),
      });
    if (only.has('cached'))
      rows.push({ target: 'product page HTML, cached', ...(await measure(pages, { pids })) });
    if (only.has('uncached'))
      rows.push({
        target: 'product page HTML, uncached',
        ...(await measure(pages, { everyRequestNew: true, pids })),
      });
    rows.at(-1).peakMiB = Math.max(...pids.map((pid) => Math.round(memoryOf(pid).peak)));
  } finally {
    for (const server of servers) await stopServer(server.child);
    await database?.drop();
  }
});

console.log(
  `\nSSR bench (${backend}${processes > 1 ? ` ×${processes} processes` : ''}): ${connections} connections, ${duration} s per target, Node ${process.version}, ` +
    `${availableParallelism()} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
);
console.table(rows);
