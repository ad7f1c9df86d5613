#!/usr/bin/env node
// Checkout benchmark (issue 4): starts the built server on PGlite (a temporary DATA_DIR) and, when
// TEST_DATABASE_URL is set (run it under tooling/scripts/with-postgres.mjs), on a fresh PostgreSQL
// database too. For each: `--clients` guests add to cart for `--duration` seconds (add-to-cart/s),
// then run the whole purchase (add to cart, draft, place with cash on delivery) for `--duration`
// seconds (orders/s). It checks that nothing was oversold (every stock >= 0, and orders per product
// never above its starting stock) and reports the server's peak memory and the CPU time one add to
// cart and one whole order cost the server, the PostgreSQL backends and this bench's own clients
// (they share the cores): on a shared machine the rates follow the machine's load, the CPU per
// operation much less.
// `--processes N` (PostgreSQL only): N server processes on the one database (and on the test Redis
// when TEST_REDIS_URL is set, as with-postgres.mjs does), the clients alternating between them, as
// behind a load balancer; CPU is summed over the processes, peak memory given per process.
// `--adds N` / `--orders N`: that phase ends after N adds to cart / N placed orders instead of after
// `--duration`, so runs on a loaded and a quiet host do the same work (the peak memory follows the
// work done: issue 28 measures it after a quiet host's five seconds, `--adds 3000 --orders 550`).
// Usage: node tooling/bench/api/orders.mjs [--duration 10] [--clients 20] [--only pglite|postgres]
//        [--processes 1] [--adds N] [--orders N] [--statements 25] [--cpu-prof DIR] [--redis] [--syscalls]
//        [--drain] [--kernel]
// `--statements N` (PostgreSQL, the cluster started with pg_stat_statements preloaded: see the bench
// README): the N statements that cost the database most during the buying phase, with their calls
// and milliseconds an order. `--cpu-prof DIR`: a V8 CPU profile of each server process, written to
// DIR when it stops (open it in Chrome's DevTools). `--redis` (with TEST_REDIS_URL): what the
// servers asked of Redis during the buying phase, an order: its commands by name, the reads and
// writes Redis's event loop did (one read per batch of commands a connection sent, one write per
// batch of replies and messages it sent back) and Redis's own CPU (INFO; the bench's CPU figures
// leave it out). `--syscalls`: the read and write system calls of the server processes an add and
// an order (/proc/<pid>/io syscr and syscw: sockets included), what the CPU an order hardly shows
// on a loaded host. `--drain` (PostgreSQL): after the buying phase, waits (up to two minutes) until
// the outbox has no row due (each order queues its mail, sent or kept by the server's outbox loop
// after the request) and prints the CPU an order over the phase and that drain: the order's whole
// cost, where the phase's figure leaves out the mails still due at its end (issue 28, h41e).
// `--kernel`: the share of the server's and the backends' CPU over the buying phase spent in the
// kernel (/proc/<pid>/stat stime): system calls, the sockets' loopback work and waking the other
// side, what a round trip costs beyond the work it asks for (issue 28, 2 December).
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import {
  cpuSecondsOf,
  databaseCpuSeconds,
  memoryOf,
  onPostgres,
  processCount,
  restockSimpleProducts,
  root,
  serverBenchArgs,
  startServer,
  withScratch,
} from '../lib/server.mjs';
import { BENCH_ADDRESS, guest, simpleProducts } from '../lib/shopper.mjs';

const values = serverBenchArgs({
  duration: { type: 'string', default: '10' },
  clients: { type: 'string', default: '20' },
  only: { type: 'string' },
  processes: { type: 'string', default: '1' },
  adds: { type: 'string' },
  orders: { type: 'string' },
  statements: { type: 'string' },
  'cpu-prof': { type: 'string' },
  redis: { type: 'boolean', default: false },
  syscalls: { type: 'boolean', default: false },
  drain: { type: 'boolean', default: false },
  kernel: { type: 'boolean', default: false },
});
const serverNodeArgs = values['cpu-prof']
  ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(values['cpu-prof'])}`]
  : [];
const processes = processCount(values.processes);
const durationMs = Number(values.duration) * 1000;
const clients = Number(values.clients);
/** Fixed work instead of a fixed time (undefined: the phase lasts `--duration`). */
const addCount = values.adds === undefined ? undefined : Number(values.adds);
const orderCount = values.orders === undefined ? undefined : Number(values.orders);
const ADDRESS = BENCH_ADDRESS;

/** The server's own dependencies (its driver, Redis's client), for the bench's readings. */
const fromServer = createRequire(path.join(root, 'apps/server/package.json'));

/** One connection to the bench's database, for its readings. */
const databaseClient = (url) => fromServer('postgres')(url, { max: 1, onnotice: () => {} });

/** CPU microseconds this bench process (the clients) used between two process.cpuUsage() readings. */
const clientMicros = (before, after) => after.user - before.user + after.system - before.system;

/** What went wrong, by step, status and error code: printed when anything failed. */
const failures = new Map();
function fail(step, reply) {
  const key = `${step} ${reply.status} ${reply.body?.error ?? reply.body?.code ?? reply.body?.message ?? ''}`;
  failures.set(key, (failures.get(key) ?? 0) + 1);
  return 'failed';
}

/**
 * Runs `work` in `clients` loops until the time is up, or (`count` given) until `count` loops have
 * been done; returns completed loops and failures.
 */
async function runFor(ms, work, count) {
  const until = count === undefined ? Date.now() + ms : Number.POSITIVE_INFINITY;
  const tally = { done: 0, refused: 0, failed: 0 };
  let started = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, index) => {
      while (Date.now() < until && (count === undefined || started++ < count)) {
        try {
          const outcome = await work(index);
          tally[outcome] += 1;
        } catch (error) {
          fail('exception', { status: 0, body: { message: String(error) } });
          tally.failed += 1;
        }
      }
    }),
  );
  return tally;
}

async function bench(label, env, database, count = 1) {
  // One after the other: the first migrates and seeds, the others find the database ready.
  const servers = [];
  for (let n = 0; n < count; n++) servers.push(await startServer(env, { nodeArgs: serverNodeArgs }));
  const { config } = servers[0];
  // PostgreSQL sells the seeded stock within seconds: give the products enough for the whole run.
  if (database) await restockSimpleProducts(env.DATABASE_URL, 100_000);
  /** CPU seconds of the server and of its database backends (PGlite runs inside the server). */
  const cpu = () => ({
    server: servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid), 0),
    syscalls: servers.map((server) => systemCallsOf(server.child.pid)),
    database: database ? databaseCpuSeconds(database) : 0,
    serverKernel: servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid, 'system'), 0),
    databaseKernel: database ? databaseCpuSeconds(database, 'system') : 0,
    client: process.cpuUsage(),
  });
  const perOperation = (before, after, count) =>
    count === 0
      ? 'n/a'
      : `${((1000 * (after.server - before.server)) / count).toFixed(1)}` +
        (database ? ` + ${((1000 * (after.database - before.database)) / count).toFixed(1)} db` : '') +
        ` (+ ${(clientMicros(before.client, after.client) / 1000 / count).toFixed(1)} bench client) ms`;
  // Client i talks to process i mod N, as a balancer spreading shoppers would.
  const calls = Array.from({ length: clients }, (_, index) => guest(servers[index % count].base, config));
  const products = await simpleProducts(calls[0]);
  const startStock = new Map(products.map((product) => [product.ma_vt, product.ton]));
  let cursor = 0;
  const nextProduct = () => products[cursor++ % products.length].ma_vt;

  const beforeAdding = cpu();
  const addingStarted = performance.now();
  const added = await runFor(
    durationMs,
    async (index) => {
      const reply = await calls[index]('POST', 'cart', { ma_vt: nextProduct(), sl_xuat: 1 });
      return reply.status === 200 ? 'done' : fail('add', reply);
    },
    addCount,
  );
  const addingSeconds = (performance.now() - addingStarted) / 1000;
  const afterAdding = cpu();
  // Start the purchase phase with empty carts.
  await Promise.all(
    calls.map(async (call) => {
      const { body } = await call('GET', 'cart');
      for (const line of body) await call('DELETE', `cart/${line._id}`);
    }),
  );
  const placedByProduct = new Map();
  const statements = database && values.statements ? await statementProfile(env.DATABASE_URL) : undefined;
  const redisWork = values.redis ? await redisProfile(env.REDIS_URL) : undefined;
  const beforeBuying = cpu();
  const started = performance.now();
  const bought = await runFor(
    durationMs,
    async (index) => {
      const call = calls[index];
      const code = nextProduct();
      const line = await call('POST', 'cart', { ma_vt: code, sl_xuat: 1 });
      if (line.status === 409) return 'refused';
      if (line.status !== 200) return fail('add', line);
      const draft = await call('POST', 'so1', { trang_thai: 'LCT' });
      if (draft.status !== 200) return fail('draft', draft);
      const placed = await call('PUT', `so1/${draft.body._id}`, { ...ADDRESS, trang_thai: '0' });
      if (placed.status === 409) {
        await call('DELETE', `cart/${line.body._id}`);
        return 'refused';
      }
      // The draft's only line sold out between adding it and drafting: a refusal for stock.
      if (placed.status === 400 && placed.body?.error === 'CART_EMPTY' && draft.body.line_problems?.length)
        return 'refused';
      if (placed.status !== 200) return fail('place', placed);
      placedByProduct.set(code, (placedByProduct.get(code) ?? 0) + 1);
      return 'done';
    },
    orderCount,
  );
  const seconds = (performance.now() - started) / 1000;
  const afterBuying = cpu();
  const topStatements = statements ? await statements.read(bought.done, Number(values.statements)) : [];
  if (redisWork) topStatements.push(await redisWork.read(bought.done));
  if (database && values.drain) {
    const drained = await drainOutbox(env.DATABASE_URL);
    topStatements.unshift(
      `  outbox: ${drained.due} of ${drained.total} rows due at the phase's end, ${drained.left} after` +
        ` ${drained.seconds.toFixed(1)} s; CPU an order over the phase and the drain` +
        ` ${perOperation(beforeBuying, cpu(), bought.done)}`,
    );
  }
  const after = new Map((await simpleProducts(calls[0]).catch(() => [])).map((p) => [p.ma_vt, p.ton]));
  const { body: all } = await calls[0]('GET', 'dmvt?limit=500');
  const negative = all.filter((product) => product.ton < 0).length;
  const oversold = [...placedByProduct].filter(([code, count]) => count > (startStock.get(code) ?? 0)).length;
  const mismatched = [...placedByProduct].filter(
    ([code, count]) => (startStock.get(code) ?? 0) - count !== (after.get(code) ?? 0),
  ).length;
  const peaks = servers.map((server) => memoryOf(server.child.pid).peak);
  await Promise.all(
    servers.map(({ child }) => {
      child.kill('SIGTERM');
      return new Promise((resolve) => child.once('exit', resolve));
    }),
  );
  console.log(
    `${label.padEnd(10)} add-to-cart ${(added.done / addingSeconds).toFixed(0).padStart(5)}/s` +
      ` | orders ${(bought.done / seconds).toFixed(1).padStart(6)}/s (${bought.done} placed, ${bought.refused} refused` +
      ` for stock, ${bought.failed + added.failed} failed)` +
      ` | oversold products ${oversold}, negative stock ${negative}, stock mismatches ${mismatched}` +
      ` | peak memory ${peaks.map((peak) => peak.toFixed(0)).join(' + ')} MiB` +
      ` | CPU per add ${perOperation(beforeAdding, afterAdding, added.done)},` +
      ` per order ${perOperation(beforeBuying, afterBuying, bought.done)}`,
  );
  if (values.syscalls) {
    const perOp = (before, after, count, field) =>
      after.syscalls
        .map((calls, n) => ((calls[field] - before.syscalls[n][field]) / Math.max(count, 1)).toFixed(2))
        .join(' + ');
    console.log(
      `  server system calls (/proc/<pid>/io, each process): an add ${perOp(beforeAdding, afterAdding, added.done, 'reads')} reads,` +
        ` ${perOp(beforeAdding, afterAdding, added.done, 'writes')} writes; an order ${perOp(beforeBuying, afterBuying, bought.done, 'reads')} reads,` +
        ` ${perOp(beforeBuying, afterBuying, bought.done, 'writes')} writes`,
    );
  }
  if (values.kernel) {
    const share = (kernel, all) => (all > 0 ? `${((100 * kernel) / all).toFixed(0)} %` : 'n/a');
    const kernelOf = (key) =>
      share(afterBuying[`${key}Kernel`] - beforeBuying[`${key}Kernel`], afterBuying[key] - beforeBuying[key]);
    console.log(
      `  the kernel's share of the CPU over the buying phase: server ${kernelOf('server')}` +
        (database ? `, PostgreSQL's backends ${kernelOf('database')}` : ''),
    );
  }
  for (const line of topStatements) console.log(line);
  for (const [key, count] of failures) console.log(`  failed: ${key} ×${count}`);
  failures.clear();
  return { oversold, negative, failed: bought.failed + added.failed };
}

/** Waits (up to two minutes) until no outbox row is due; how many were due, and how long it took. */
async function drainOutbox(url) {
  const sql = databaseClient(url);
  try {
    const dueNow = async () =>
      (await sql.unsafe('SELECT count(*)::int AS n FROM outbox WHERE next_attempt_at IS NOT NULL'))[0].n;
    const started = performance.now();
    const due = await dueNow();
    let left = due;
    while (left > 0 && performance.now() - started < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      left = await dueNow();
    }
    const [{ n: total }] = await sql.unsafe('SELECT count(*)::int AS n FROM outbox');
    return { due, left, total, seconds: (performance.now() - started) / 1000 };
  } finally {
    await sql.end();
  }
}

/**
 * pg_stat_statements over the buying phase (`--statements`): reset now (this database's entries),
 * then `read(orders, top)` gives the `top` statements by time, in ms and calls an order, and their
 * sum, with the buffer pages and WAL bytes an order: the database's work counted rather than timed,
 * the same on a slow and a fast host (its timings follow the host's phase and the lock waits).
 * Undefined, with a hint, when the cluster was not started with the extension preloaded.
 */
async function statementProfile(url) {
  const sql = databaseClient(url);
  try {
    await sql.unsafe('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await sql.unsafe(
      'SELECT pg_stat_statements_reset(0, (SELECT oid FROM pg_database WHERE datname = current_database()), 0)',
    );
  } catch (error) {
    await sql.end();
    console.log(`--statements: no pg_stat_statements (${error.message}); start the cluster with`);
    console.log(
      `  PG_CLUSTER_OPTIONS='-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all'`,
    );
    return undefined;
  }
  return {
    async read(orders, top) {
      try {
        const rows = await sql.unsafe(
          `SELECT calls, plans, total_exec_time, total_plan_time, toplevel, query,
             shared_blks_hit + shared_blks_read AS pages, shared_blks_dirtied AS dirtied, wal_bytes
           FROM pg_stat_statements
           WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
           ORDER BY total_exec_time + total_plan_time DESC`,
        );
        const n = Math.max(orders, 1);
        const outer = rows.filter((row) => row.toplevel);
        const sum = outer.reduce((total, row) => total + row.total_exec_time + row.total_plan_time, 0);
        const toplevelCalls = outer.reduce((total, row) => total + Number(row.calls), 0);
        const plans = rows.reduce((total, row) => total + Number(row.plans ?? 0), 0);
        const planMs = rows.reduce((total, row) => total + row.total_plan_time, 0);
        // A statement's buffers and WAL include those of the statements nested in it.
        const counted = (field) => outer.reduce((total, row) => total + Number(row[field]), 0) / n;
        return [
          `  statements (pg_stat_statements, buying phase, ${orders} orders): ${(sum / n).toFixed(2)} ms an order` +
            ` (execution + planning of the statements sent), ${(toplevelCalls / n).toFixed(1)} sent an order,` +
            ` ${(plans / n).toFixed(2)} plans an order (${(planMs / n).toFixed(3)} ms planning);` +
            ` ${counted('pages').toFixed(0)} buffer pages read, ${counted('dirtied').toFixed(1)} dirtied and` +
            ` ${(counted('wal_bytes') / 1024).toFixed(1)} KiB of WAL an order`,
          '     ms/order  calls/order  plans/order  mean ms  pages/call  WAL B/call  statement (> nested in another)',
          ...rows.slice(0, top).map((row) => {
            const perCall = (value) => Number(value) / Math.max(Number(row.calls), 1);
            const ms = row.total_exec_time + row.total_plan_time;
            return (
              `  ${(ms / n).toFixed(3).padStart(10)}` +
              `  ${(Number(row.calls) / n).toFixed(2).padStart(11)}` +
              `  ${(Number(row.plans ?? 0) / n).toFixed(2).padStart(11)}` +
              `  ${perCall(ms).toFixed(3).padStart(7)}` +
              `  ${perCall(row.pages).toFixed(1).padStart(10)}` +
              `  ${perCall(row.wal_bytes).toFixed(0).padStart(10)}` +
              `  ${row.toplevel ? '' : '> '}${row.query.replace(/\s+/g, ' ').slice(0, 150)}`
            );
          }),
        ];
      } finally {
        await sql.end();
      }
    },
  };
}

/** Read and write system calls a process has made so far (its threads included); zeros when gone. */
function systemCallsOf(pid) {
  try {
    const io = readFileSync(`/proc/${pid}/io`, 'utf8');
    const field = (name) => Number(io.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1] ?? 0);
    return { reads: field('syscr'), writes: field('syscw') };
  } catch {
    return { reads: 0, writes: 0 };
  }
}

/**
 * Redis's own counters over the buying phase (`--redis`): INFO stats, cpu and commandstats now,
 * then `read(orders)` gives a line of them an order. Undefined, with a hint, without REDIS_URL.
 */
async function redisProfile(url) {
  if (!url) {
    console.log('--redis: no Redis (run under tooling/scripts/with-postgres.mjs, which sets TEST_REDIS_URL)');
    return undefined;
  }
  const { Redis } = fromServer('ioredis');
  const client = new Redis(url, { maxRetriesPerRequest: 1 });
  /** INFO's `name:value` lines, and commandstats' calls by command. */
  const sample = async () => {
    const text = await client.info('everything');
    const field = (name) => Number(text.match(new RegExp(`^${name}:([\\d.]+)`, 'm'))?.[1] ?? 0);
    const calls = new Map(
      [...text.matchAll(/^cmdstat_([^:]+):calls=(\d+)/gm)].map((match) => [match[1], Number(match[2])]),
    );
    return {
      reads: field('total_reads_processed'),
      writes: field('total_writes_processed'),
      cpu: field('used_cpu_sys') + field('used_cpu_user'),
      calls,
    };
  };
  const before = await sample();
  return {
    async read(orders) {
      try {
        // The INFO commands this reading sends are left out of the counts (one each side).
        const after = await sample();
        const n = Math.max(orders, 1);
        const commands = [...after.calls]
          .map(([name, calls]) => [name, calls - (before.calls.get(name) ?? 0) - (name === 'info' ? 1 : 0)])
          .filter(([, calls]) => calls > 0)
          .sort((a, b) => b[1] - a[1])
          .map(([name, calls]) => `${name} ${(calls / n).toFixed(2)}`)
          .join(', ');
        return (
          `  Redis (buying phase, ${orders} orders), an order: ${commands || 'no command'}; ` +
          `${((after.reads - before.reads - 1) / n).toFixed(2)} reads, ` +
          `${((after.writes - before.writes - 1) / n).toFixed(2)} writes, ` +
          `${((1000 * (after.cpu - before.cpu)) / n).toFixed(2)} ms CPU of redis-server`
        );
      } finally {
        client.disconnect();
      }
    },
  };
}

const common = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_CHECKOUT: '1000000',
};
console.log(
  `checkout bench: ${clients} clients, ${addCount ?? `${durationMs / 1000} s of`} adds, ` +
    `${orderCount ?? `${durationMs / 1000} s of`} orders, load ${loadavg()[0].toFixed(1)}`,
);
const results = [];
if (values.only !== 'postgres' && processes > 1) {
  console.log('PGlite skipped: one process owns its data directory (--processes is for PostgreSQL).');
} else if (values.only !== 'postgres') {
  results.push(await withScratch('orders', (dataDir) => bench('PGlite', { ...common, DATA_DIR: dataDir })));
}
if (values.only !== 'pglite') {
  const onPostgreSQL = await onPostgres((database) =>
    withScratch('orders', (scratch) =>
      bench(
        processes > 1 ? `PG ×${processes}` : 'PostgreSQL',
        {
          ...common,
          DATA_DIR: scratch,
          DATABASE_URL: database.url,
          ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
        },
        database.name,
        processes,
      ),
    ),
  );
  if (onPostgreSQL) results.push(onPostgreSQL);
}
process.exit(results.some((result) => result.oversold > 0 || result.negative > 0) ? 1 : 0);
