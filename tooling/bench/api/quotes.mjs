#!/usr/bin/env node
// Checkout with live carrier quotes (issue 31, decision 055): starts the built server in development
// mode on PGlite (a temporary DATA_DIR), where GHN and GHTK are the local simulators (in-process, as
// the server's tests use them), maps the shop's addresses to GHN's master data (the console's
// refresh, through the job queue), then `--clients` guests buy for `--orders` purchases each:
// the checkout's two priced calls (the draft with the address and the carrier chosen, then placing
// it, which quotes again) timed from the client, for the fee table's service (Viettel Post), GHTK,
// GHN, and GHN with its simulator slow (`--slow-ms`, 5 000 by default: past the 2 s deadline) and
// down. Reports p50/p95/max of each call per scenario, the p95 added to the table's, where each
// order's fee came from (nguon_phi_vc), and whether every slow quote gave up within the deadline.
// A warm-up round (table and both carriers, not counted) comes first. A product sold out (409) is
// skipped, not a failure.
// Usage: node tooling/bench/api/quotes.mjs [--orders 15] [--clients 2] [--slow-ms 5000]
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { loadavg } from 'node:os';
import { serverBenchArgs, startServer, stopServer, withScratch } from '../lib/server.mjs';
import { BENCH_ADDRESS, callJson, guest, simpleProducts } from '../lib/shopper.mjs';

const values = serverBenchArgs({
  orders: { type: 'string', default: '15' },
  clients: { type: 'string', default: '2' },
  'slow-ms': { type: 'string', default: '5000' },
});
const orders = Number(values.orders);
const clients = Number(values.clients);
const slowMs = Number(values['slow-ms']);
/** The checkout's deadline for a carrier's quote (decision 055). */
const QUOTE_DEADLINE_MS = 2_000;

const DEMO_OWNER = { email: 'chuquan@example.com', password: 'ChuQuan123' };

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1), n: sorted.length };
};
const ms = (value) => `${value.toFixed(0)} ms`;

/** The owner's console session (the demo owner of development mode). */
async function ownerToken(base, config) {
  const query = new URLSearchParams({
    id_app: config.id_app,
    group_id: config.group_id,
    trust_key: config.trust_key,
  });
  const reply = await fetch(`${base}/auth/local?${query}`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${DEMO_OWNER.email}:${DEMO_OWNER.password}`).toString('base64')}`,
    },
  });
  if (!reply.ok) throw new Error(`owner login: ${reply.status} ${await reply.text()}`);
  return (await reply.json()).token;
}

/** GHN's address mapping refreshed from its (simulated) master data, waited for. */
async function mapGhnAddresses(base, config, token) {
  const consoleCall = (method, route) =>
    callJson(base, {
      method,
      route: `/api/${config.id_app}/console/${route}`,
      body: method === 'POST' ? {} : undefined,
      headers: { authorization: `Bearer ${token}` },
    });
  const asked = await consoleCall('POST', 'carriers/ghn/addresses/refresh');
  if (asked.status !== 200) throw new Error(`refresh: ${asked.status} ${JSON.stringify(asked.body)}`);
  const started = performance.now();
  for (;;) {
    const { body } = await consoleCall('GET', 'carriers/ghn/addresses');
    if (body.refresh?.status === 'done') return { ...body, seconds: (performance.now() - started) / 1000 };
    if (body.refresh?.status === 'failed') throw new Error(`refresh failed: ${body.refresh.error}`);
    if (performance.now() - started > 300_000) throw new Error('refresh did not finish in 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function setMode(base, carrier, mode) {
  const reply = await callJson(base, {
    method: 'POST',
    route: `/sandbox-carrier/${carrier}/mode`,
    body: { mode, delay_ms: slowMs },
  });
  if (reply.status !== 200) throw new Error(`mode: ${reply.status} ${JSON.stringify(reply.body)}`);
}

/** `orders` purchases by each of `clients` guests with the carrier `service`: the two priced calls timed. */
async function scenario(base, config, products, service, count = orders) {
  const draftTimes = [];
  const placeTimes = [];
  const sources = new Map();
  const failures = new Map();
  let cursor = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      const call = guest(base, config);
      for (let n = 0; n < count; n++) {
        const product = products[cursor++ % products.length];
        const line = await call('POST', 'cart', { ma_vt: product.ma_vt, sl_xuat: 1 });
        if (line.status === 409) continue;
        if (line.status !== 200) {
          failures.set(`add ${line.status}`, (failures.get(`add ${line.status}`) ?? 0) + 1);
          continue;
        }
        const draft = await call('POST', 'so1', { trang_thai: 'LCT' });
        let started = performance.now();
        const priced = await call('PUT', `so1/${draft.body._id}`, { ...BENCH_ADDRESS, don_vi_vc: service });
        draftTimes.push(performance.now() - started);
        started = performance.now();
        const placed = await call('PUT', `so1/${draft.body._id}`, { trang_thai: '0' });
        placeTimes.push(performance.now() - started);
        if (priced.status !== 200 || placed.status !== 200) {
          const key = `${priced.status}/${placed.status} ${placed.body?.error ?? ''}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
          continue;
        }
        const source = placed.body.nguon_phi_vc ?? 'none';
        sources.set(source, (sources.get(source) ?? 0) + 1);
      }
    }),
  );
  return { draft: stats(draftTimes), place: stats(placeTimes), sources, failures };
}

await withScratch('quotes', async (dataDir) => {
  let server;
  try {
    console.log(
      `quote bench: ${clients} clients × ${orders} orders a scenario, slow simulator ${slowMs} ms, load ${loadavg()[0].toFixed(1)}`,
    );
    server = await startServer({
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      RATE_LIMIT_CHECKOUT: '1000000',
      PAYMENT_HOLD_EVERY_MINUTES: '0',
    });
    const { base, config } = server;
    const token = await ownerToken(base, config);
    const mapping = await mapGhnAddresses(base, config, token);
    console.log(
      `GHN address mapping: ${mapping.mapped} wards mapped, ${mapping.unmapped.length} not, in ${mapping.seconds.toFixed(1)} s`,
    );
    const products = (await simpleProducts(guest(base, config))).filter((product) => product.khoi_luong_g);
    const rows = [];
    for (const service of ['VTP', 'GHTK', 'GHN'])
      await scenario(base, config, products, service, Math.min(5, orders));
    const run = async (label, service, setup) => {
      await setup?.();
      const result = await scenario(base, config, products, service);
      rows.push({ label, ...result });
    };
    await run('table (VTP)', 'VTP');
    await run('GHTK live', 'GHTK');
    await run('GHN live', 'GHN');
    await run(`GHN slow ${slowMs} ms`, 'GHN', () => setMode(base, 'ghn', 'slow'));
    await run('GHN down', 'GHN', () => setMode(base, 'ghn', 'down'));
    await setMode(base, 'ghn', 'up');
    const table = rows[0];
    console.log(
      'scenario             | draft p50 / p95 / max      | place p50 / p95 / max      | p95 added (draft, place) | fee from',
    );
    for (const row of rows) {
      const sources = [...row.sources].map(([source, count]) => `${source} ${count}`).join(', ');
      console.log(
        `${row.label.padEnd(20)} | ${[row.draft.p50, row.draft.p95, row.draft.max].map(ms).join(' / ').padEnd(26)}` +
          ` | ${[row.place.p50, row.place.p95, row.place.max].map(ms).join(' / ').padEnd(26)}` +
          ` | ${ms(row.draft.p95 - table.draft.p95)}, ${ms(row.place.p95 - table.place.p95)}`.padEnd(27) +
          ` | ${sources}`,
      );
      for (const [key, count] of row.failures) console.log(`  failed: ${key} ×${count}`);
    }
    // The deadline honoured: a slow carrier costs each priced call at most the deadline (plus the
    // call's own work, the table's max), never the simulator's delay.
    const slow = rows[3];
    const bound = QUOTE_DEADLINE_MS + Math.max(table.draft.max, table.place.max) + 500;
    const honoured = slow.draft.max < bound && slow.place.max < bound && slowMs > bound;
    console.log(
      `quote deadline ${QUOTE_DEADLINE_MS} ms honoured with the simulator ${slowMs} ms late: ${honoured ? 'yes' : 'NO'}` +
        ` (slowest priced call ${ms(Math.max(slow.draft.max, slow.place.max))}, bound ${ms(bound)})`,
    );
    const failed = rows.some((row) => row.failures.size > 0);
    if (!honoured || failed) process.exitCode = 1;
  } finally {
    if (server) await stopServer(server.child);
  }
});
