#!/usr/bin/env node
// Catalogue bench (issue 3): the product list (20 products) and one product by id, on PGlite and,
// when TEST_DATABASE_URL is set (run under tooling/scripts/with-postgres.mjs), on PostgreSQL,
// beside a bare Fastify route that returns the same JSON from memory, in one run. Prints req/s,
// p50/p99 latency, each target's share of the bare route's req/s, and the servers' peak memory.
// It also prints the CPU one request costs the server and (PostgreSQL) the database's backends, which
// a shared machine's load hardly moves. Usage: node tooling/bench/api/catalog.mjs [--duration 10]
// [--connections 10] [--only pglite|postgres] (the bare route is always measured) [--accept-encoding br]
// (sent with every request, as a browser does; the bare route answers uncompressed)
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measure as measureRun } from '../lib/measure.mjs';
import {
  cpuSecondsOf,
  databaseCpuSeconds,
  loadBenchArgs,
  memoryOf,
  onPostgres,
  startServer,
  stopServer,
  withScratch,
} from '../lib/server.mjs';

const values = loadBenchArgs(10, { only: { type: 'string' }, 'accept-encoding': { type: 'string' } });
const headers = values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : undefined;
if (values.only && !['pglite', 'postgres'].includes(values.only)) {
  console.error('--only takes pglite or postgres');
  process.exit(2);
}
const { duration, connections } = values;

/** One target measured, with the CPU microseconds a request cost the server `pid` and `database`'s backends. */
async function measure(url, pid, database) {
  const before = { server: cpuSecondsOf(pid), database: database ? databaseCpuSeconds(database) : 0 };
  const result = await measureRun(url, { connections, duration, headers });
  const perRequest = (seconds) => (result.requests > 0 ? Math.round((seconds * 1e6) / result.requests) : 0);
  return {
    ...result,
    serverUs: perRequest(cpuSecondsOf(pid) - before.server),
    databaseUs: database ? perRequest(databaseCpuSeconds(database) - before.database) : undefined,
  };
}

const common = { NODE_ENV: 'production', LOG_LEVEL: 'warn' };
const rows = [];
let sample;

/** Starts the shop on one database, measures both targets, keeps one reply of each for the baseline. */
async function benchShop(label, env, database) {
  const { child, base, config } = await startServer({ ...common, ...env });
  const auth = `access_token=${config.public_token}&trust_key=${config.trust_key}`;
  const app = `${base}/api/${config.id_app}`;
  const list = await (await fetch(`${app}/dmvt?${auth}&limit=20`)).json();
  const product = await (await fetch(`${app}/dmvt/${list[0]._id}?${auth}`)).json();
  sample ??= { list, product };
  rows.push({
    backend: label,
    target: 'product list (20)',
    ...(await measure(`${app}/dmvt?${auth}&limit=20`, child.pid, database)),
  });
  rows.push({
    backend: label,
    target: 'product by id',
    ...(await measure(`${app}/dmvt/${list[0]._id}?${auth}`, child.pid, database)),
  });
  rows.at(-1).peak = rows.at(-2).peak = memoryOf(child.pid).peak;
  await stopServer(child);
}

await withScratch('catalog', async (scratch) => {
  if (values.only !== 'postgres') await benchShop('PGlite', { DATA_DIR: path.join(scratch, 'pglite') });
  if (values.only !== 'pglite')
    await onPostgres((database) =>
      benchShop(
        'PostgreSQL',
        { DATA_DIR: path.join(scratch, 'pg'), DATABASE_URL: database.url },
        database.name,
      ),
    );
  const listFile = path.join(scratch, 'list.json');
  const productFile = path.join(scratch, 'product.json');
  writeFileSync(listFile, JSON.stringify(sample.list));
  writeFileSync(productFile, JSON.stringify(sample.product));
  const bare = await startServer(
    { BARE_LIST_FILE: listFile, BARE_PRODUCT_FILE: productFile },
    { script: fileURLToPath(new URL('./bare-server.mjs', import.meta.url)), readyPath: '/ready' },
  );
  rows.push({
    backend: 'bare Fastify',
    target: 'product list (20)',
    ...(await measure(`${bare.base}/list`, bare.child.pid)),
  });
  rows.push({
    backend: 'bare Fastify',
    target: 'product by id',
    ...(await measure(`${bare.base}/product`, bare.child.pid)),
  });
  rows.at(-1).peak = rows.at(-2).peak = memoryOf(bare.child.pid).peak;
  await stopServer(bare.child);
});

const bareOf = (target) =>
  rows.find((row) => row.backend === 'bare Fastify' && row.target === target).reqPerSec;
console.log(
  `\nCatalogue bench: ${connections} connections, ${duration} s per target, Node ${process.version}, ` +
    `${availableParallelism()} cores, load average ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' ')}`,
);
console.table(
  rows.map((row) => ({
    backend: row.backend,
    target: row.target,
    'req/s': row.reqPerSec,
    'p50 ms': row.p50,
    'p99 ms': row.p99,
    'of bare': `${((100 * row.reqPerSec) / bareOf(row.target)).toFixed(0)} %`,
    'CPU µs a request: server + db': `${row.serverUs}${row.databaseUs === undefined ? '' : ` + ${row.databaseUs}`}`,
    'non-2xx/errors': row.bad,
    'peak MiB': Math.round(row.peak),
  })),
);
process.exit(rows.some((row) => row.bad > 0) ? 1 : 0);
