// Bank-transfer webhook benchmark (issue 30): the built server on a fresh PostgreSQL database (run it
// under tooling/scripts/with-postgres.mjs), SePay's documented notification (decision 050) posted
// at a fixed rate, open loop, as the service sends them whatever the shop's speed: `--rate` a
// second for `--duration` seconds, one in ten a replay of one already sent (SePay retries until it
// gets its 200, and a replay may arrive while the first is still in flight). The first `--orders`
// distinct notifications each pay one bank-transfer order placed before (its code in the note,
// the whole amount); the rest carry no order's code (transfers the console lists as unmatched).
// Latency is counted from each notification's scheduled time (a late send counts as late), and
// afterwards the database must hold each distinct notification once, every order paid once, with
// one 'payment received' mail: a double payment fails the run (exit 1).
// Usage: node tooling/scripts/with-postgres.mjs node tooling/bench/api/webhooks.mjs
//        [--rate 200] [--duration 10] [--orders 300] [--replays 0.1]
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import path from 'node:path';
import {
  cpuSecondsOf,
  createPostgresDatabase,
  databaseCpuSeconds,
  memoryOf,
  restockSimpleProducts,
  root,
  serverBenchArgs,
  startServer,
  stopServer,
  withScratch,
} from '../lib/server.mjs';
import { BENCH_ADDRESS, callJson as call, guest, simpleProducts } from '../lib/shopper.mjs';

const values = serverBenchArgs({
  rate: { type: 'string', default: '200' },
  duration: { type: 'string', default: '10' },
  orders: { type: 'string', default: '300' },
  replays: { type: 'string', default: '0.1' },
});
const rate = Number(values.rate);
const total = Math.round(rate * Number(values.duration));
const orderCount = Number(values.orders);
const replayShare = Number(values.replays);
if (!(rate > 0) || !(total > 0) || !(orderCount >= 0) || !(replayShare >= 0 && replayShare < 1)) {
  console.error('--rate and --duration must be positive, --orders at least 0, --replays from 0 to below 1');
  process.exit(2);
}
const database = await createPostgresDatabase();
if (!database) {
  console.error('No test cluster: run under tooling/scripts/with-postgres.mjs');
  process.exit(2);
}

const SEPAY_KEY = `bench-${randomBytes(12).toString('hex')}`;
const BANK_TRANSFER = 'c15eed000000000000000002';
const ADDRESS = { ...BENCH_ADDRESS, pt_thanh_toan: BANK_TRANSFER };

/** `count` bank-transfer orders placed by guests, ten at a time: their ids, codes and amounts. */
async function placeOrders(base, config, count) {
  const simple = await simpleProducts(guest(base, config));
  const orders = [];
  let next = 0;
  const placeOne = async () => {
    const as = guest(base, config);
    const product = simple[next++ % simple.length];
    const added = await as('POST', 'cart', { ma_vt: product.ma_vt, sl_xuat: 1 });
    if (added.status !== 200) throw new Error(`add to cart: ${added.status} ${JSON.stringify(added.body)}`);
    const draft = await as('POST', 'so1', { trang_thai: 'LCT' });
    if (draft.status !== 200) throw new Error(`draft: ${draft.status} ${JSON.stringify(draft.body)}`);
    const placed = await as('PUT', `so1/${draft.body._id}`, { ...ADDRESS, trang_thai: '0' });
    if (placed.status !== 200) throw new Error(`place: ${placed.status} ${JSON.stringify(placed.body)}`);
    orders.push({ id: placed.body._id, code: placed.body.so_ct, amount: placed.body.t_tt_nt });
  };
  while (orders.length < count) {
    await Promise.all(Array.from({ length: Math.min(10, count - orders.length) }, placeOne));
  }
  return orders;
}

/** SePay's documented webhook body (decision 050) for transaction `id`. */
function notice(id, content, amount) {
  return {
    id,
    gateway: 'Vietcombank',
    transactionDate: '2026-11-29 10:00:00',
    accountNumber: '0123499999',
    code: null,
    content,
    transferType: 'in',
    transferAmount: amount,
    accumulated: 0,
    subAccount: null,
    referenceCode: `MBVCB.${id}`,
    description: `BankAPINotify ${content}`,
  };
}

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))];

await withScratch('webhooks', async (scratch) => {
  let server;
  try {
    server = await startServer({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: scratch,
      DATABASE_URL: database.url,
      RATE_LIMIT_CHECKOUT: '1000000',
      SEPAY_WEBHOOK_KEY: SEPAY_KEY,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
    });
    await restockSimpleProducts(database.url, 100_000);
    const orders = await placeOrders(server.base, server.config, orderCount);

    // The schedule: distinct notifications, one in ten (--replays) a replay of an earlier one.
    const replayEvery = replayShare > 0 ? Math.round(1 / replayShare) : 0;
    const distinct = [];
    const schedule = [];
    for (let slot = 0; slot < total; slot++) {
      const isReplay = replayEvery > 0 && distinct.length > 0 && (slot + 1) % replayEvery === 0;
      if (isReplay) {
        schedule.push(distinct[(slot * 7919) % distinct.length]);
        continue;
      }
      const id = 900_000 + distinct.length;
      const order = orders[distinct.length];
      const body = order
        ? notice(id, `MBVCB.${id}.${order.code}.CT tu 0123456789`, order.amount)
        : notice(id, `CT tu 0123456789 chuyen tien ${id}`, 50_000);
      distinct.push(body);
      schedule.push(body);
    }

    const headers = { authorization: `Apikey ${SEPAY_KEY}` };
    const cpuBefore = { server: cpuSecondsOf(server.child.pid), database: databaseCpuSeconds(database.name) };
    const started = performance.now();
    const latencies = [];
    const statuses = new Map();
    await Promise.all(
      schedule.map(async (body, slot) => {
        const due = started + (slot * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const reply = await call(server.base, {
          method: 'POST',
          route: '/api/payments/bank-transfers/sepay',
          body,
          headers,
        }).catch((error) => ({ status: 0, body: String(error) }));
        latencies.push(performance.now() - due);
        const key = `${reply.status} ${JSON.stringify(reply.body)}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpu = {
      server: cpuSecondsOf(server.child.pid) - cpuBefore.server,
      database: databaseCpuSeconds(database.name) - cpuBefore.database,
    };
    const peak = memoryOf(server.child.pid).peak;

    // What the database kept: each notification once, each order paid once with one mail.
    const postgres = createRequire(path.join(root, 'apps/server/package.json'))('postgres');
    const sql = postgres(database.url, { max: 1, onnotice: () => {} });
    const [kept] =
      await sql`SELECT count(*)::int AS n, count(DISTINCT transaction_id)::int AS ids FROM bank_transfers`;
    const perOrder = await sql`
      SELECT d.id, d.data->>'trang_thai_tt' AS paid,
        (SELECT count(*)::int FROM bank_transfers b WHERE b.order_id = d.id) AS transfers,
        (SELECT count(*)::int FROM outbox o WHERE o.order_id = d.id AND o.kind = 'payment-received') AS mails
      FROM documents d WHERE d.collection = 'so1' AND d.id = ANY(${orders.map((order) => order.id)})`;
    await sql.end();
    const notified = Math.min(orders.length, distinct.length);
    const paid = perOrder.filter((row) => row.paid === '1').length;
    const doubled = perOrder.filter((row) => row.transfers > 1 || row.mails > 1).length;
    const missing = distinct.length - kept.n;

    latencies.sort((a, b) => a - b);
    const ms = (value) => `${value.toFixed(1)} ms`;
    console.log(
      `webhook bench: ${total} SePay notifications at ${rate}/s (${distinct.length} distinct, ` +
        `${total - distinct.length} replays), ${orders.length} bank-transfer orders, load ${loadavg()[0].toFixed(1)}`,
    );
    console.log(
      `sent in ${seconds.toFixed(1)} s | latency p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, ` +
        `p99 ${ms(percentile(latencies, 0.99))}, max ${ms(latencies[latencies.length - 1])}` +
        ` | CPU a notification ${((1000 * cpu.server) / total).toFixed(2)} + ${((1000 * cpu.database) / total).toFixed(2)} db ms` +
        ` | peak memory ${peak.toFixed(0)} MiB`,
    );
    console.log(
      `kept ${kept.n} notifications (${kept.ids} transaction ids; ${missing} distinct ones missing) | ` +
        `orders paid ${paid} of ${notified} notified | double payments ${doubled}`,
    );
    for (const [key, count] of statuses) console.log(`  replies ${key} ×${count}`);
    process.exitCode = doubled > 0 || missing !== 0 || paid !== notified ? 1 : 0;
  } finally {
    if (server) await stopServer(server.child);
    await database.drop();
  }
});
