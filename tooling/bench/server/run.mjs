#!/usr/bin/env node
// Server benchmark: starts the built server (apps/server/dist/main.js) on PGlite in a temporary
// DATA_DIR on loopback, measures the first start (migrations + seed) and a restart, then hits a
// few hot read paths with autocannon for a fixed time each and prints req/s, p50/p99 latency and
// the server's memory. Usage: node tooling/bench/server/run.mjs [--duration 10] [--connections 10]
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { availableParallelism, loadavg } from 'node:os';
import autocannon from 'autocannon';
import { memoryOf, freePort, loadBenchArgs, startServer, stopServer, withScratch } from '../lib/server.mjs';

const { duration, connections } = loadBenchArgs(10);

function bench(title, url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => {
      if (error) return reject(error);
      resolve({
        title,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      });
    });
  });
}

await withScratch('server', async (dataDir) => {
  const env = {
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  const first = await startServer(env);
  await stopServer(first.child);
  const server = await startServer(env);
  const { base, config, child } = server;
  const auth = `access_token=${config.public_token}&trust_key=${config.trust_key}`;
  const app = `${base}/api/${config.id_app}`;
  const [product] = await (await fetch(`${app}/dmvt?${auth}&limit=1`)).json();
  const q = (condition) => encodeURIComponent(JSON.stringify(condition));
  const targets = [
    ['product list (20)', `${app}/dmvt?${auth}&limit=20`],
    ['product by code', `${app}/dmvt?${auth}&limit=1&q=${q({ ma_vt: product.ma_vt })}`],
    [
      'news list (vi, 100)',
      `${app}/news?${auth}&page=1&limit=100&q=${q({ isnews: false, ngon_ngu: 'vi', shared: true })}`,
    ],
    ['/config.json', `${base}/config.json`],
  ];
  const idle = memoryOf(child.pid);
  const results = [];
  for (const [title, url] of targets) results.push(await bench(title, url));
  const after = memoryOf(child.pid);
  await stopServer(child);

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\nServer bench: PGlite, ${connections} connections, ${duration} s per target, Node ${process.version}`,
  );
  console.log(
    `machine: ${availableParallelism()} cores, load average ${load} (other work on the machine skews the numbers)`,
  );
  console.log(
    `first start (migrations + seed): ${Math.round(first.startMs)} ms; restart: ${Math.round(server.startMs)} ms`,
  );
  console.table(
    results.map((r) => ({
      target: r.title,
      'req/s': r.reqPerSec,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      errors: r.errors,
    })),
  );
  console.log(
    `server RSS: ${idle.rss.toFixed(0)} MiB idle after start, ${after.rss.toFixed(0)} MiB after the runs, peak ${after.peak.toFixed(0)} MiB`,
  );
});
