#!/usr/bin/env node
// Console inbox benchmark (issue 13): 100,000 generated orders on a throw-away PostgreSQL
// database, then the inbox query (apps/server console/order-inbox.ts listInbox: the tab counts
// and one page, as GET console/orders runs them) for each filter, `--runs` times after warm-up;
// p50 and p95 per filter; --explain prints the plans of the slow ones, --only <regex> picks filters.
// Usage: pnpm exec turbo run build --filter @shop/server
//        node tooling/scripts/with-postgres.mjs node tooling/bench/admin/inbox.mjs [--orders 100000] [--runs 40]
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { listInbox } from '../../../apps/server/dist/console/order-inbox.js';
import { startTestShop } from '../../../apps/server/dist/testing.js';
import { generateOrders } from './generate-orders.mjs';
import { measureConsoleBundle } from './bundle-size.mjs';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '40' },
    explain: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const runs = Number(values.runs);
if (!process.env.TEST_DATABASE_URL) {
  console.error('Run under tooling/scripts/with-postgres.mjs: the bench needs a throw-away PostgreSQL.');
  process.exit(2);
}

/** The inbox's query as the route reads it (inboxQuerySchema's output), filters added. */
const query = (extra = {}) => ({ page: 1, limit: 20, sort: '-ngay_ct', ...extra });

const CASES = [
  ['all tabs, newest first', query()],
  ['tab new (0)', query({ status: '0' })],
  ['tab shipping (2)', query({ status: '2' })],
  ['payment method: bank transfer', query({ pt_thanh_toan: 'c15eed000000000000000002' })],
  ['payment status: unpaid', query({ trang_thai_tt: '0' })],
  ['carrier GHTK', query({ don_vi_vc: 'GHTK' })],
  ['date range: one week', query({ from: '2026-06-01', to: '2026-06-07' })],
  [
    'date range + tab + method',
    query({ from: '2026-03-01', to: '2026-03-31', status: '1', pt_thanh_toan: 'c15eed000000000000000001' }),
  ],
  ['search code', query({ q: 'DH0123' })],
  ['search code (exact)', query({ q: 'DH012345' })],
  ['search phone', query({ q: '0912 345' })],
  ['search name (no accents)', query({ q: 'nguyen thi hoa' })],
  ['search e-mail', query({ q: 'hoa.nguyen' })],
  ['sort total, largest first', query({ sort: '-t_tt_nt' })],
  ['sort code A→Z', query({ sort: 'so_ct' })],
  ['page 200 of the new tab', query({ status: '0', page: 200 })],
  ['page 2,000 (deep)', query({ page: 2000, limit: 50 })],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const shop = await startTestShop('postgres');
try {
  const idApp = shop.env.ID_APP;
  const started = performance.now();
  await generateOrders(shop.db, idApp, Number(values.orders));
  console.log(`generated ${values.orders} orders in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const results = [];
  const cases = values.only ? CASES.filter(([name]) => new RegExp(values.only).test(name)) : CASES;
  for (const [name, q] of cases) {
    for (let i = 0; i < 3; i++) await listInbox(shop.db, idApp, q);
    const times = [];
    let reply;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      reply = await listInbox(shop.db, idApp, q);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    results.push({ name, p50: percentile(times, 50), p95: percentile(times, 95), total: reply.total });
    console.error(`${name}: p95 ${percentile(times, 95).toFixed(1)} ms`);
  }
  console.log(`\n| filter (with tab counts) | matches | p50 ms | p95 ms |\n|---|---:|---:|---:|`);
  for (const row of results)
    console.log(`| ${row.name} | ${row.total} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  const worst = Math.max(...results.map((row) => row.p95));
  console.log(`\nworst p95 ${worst.toFixed(1)} ms (aim ≤ 50 ms); ${runs} runs per filter after 3 warm-ups`);
  if (values.explain) {
    for (const [name, q] of cases.filter((_, index) => results[index].p95 > 50)) {
      console.log(`\n-- ${name}`);
      const log = [];
      const spy = {
        query: (text, params) => {
          log.push([text, params]);
          return shop.db.query(text, params);
        },
        transaction: shop.db.transaction,
      };
      await listInbox(spy, idApp, q);
      for (const [text, params] of log.slice(0, 2)) {
        const plan = await shop.db.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, params);
        console.log(plan.map((row) => row['QUERY PLAN']).join('\n'));
      }
    }
  }
} finally {
  await shop.close();
}
console.log(`\n${await measureConsoleBundle()}`);
