import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from '../env.js';
import { callShop, ID_APP, PLACE_BODY, readyHttpDraft } from './http-shopper.test-kit.js';
import { type SpawnedServer, spawnServer } from './spawned-server.test-kit.js';

const PRODUCT = 'NSA-004';
const UNAVAILABLE_VI = 'Hệ thống đang tạm gián đoạn, vui lòng thử lại sau ít giây';

/** tooling/scripts/pg-cluster.mjs: a throw-away cluster of this suite's own (restarted under load). */
interface Cluster {
  url: string;
  pause(): Promise<void>;
  resume(): Promise<void>;
  restart(): Promise<void>;
  stop(): void;
}
const clusterScript = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../tooling/scripts/pg-cluster.mjs',
);

const { PUBLIC_TOKEN } = readEnv({});
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Needs PostgreSQL's binaries, as the PostgreSQL suites do: the test command always has them, and in
// CI (the README's test command) this runs or fails, never skips. Its own cluster, since restarting
// the shared one would cut the other suites.
describe.runIf(process.env.CI || process.env.TEST_DATABASE_URL)('PostgreSQL restarted under load', () => {
  let cluster: Cluster;
  let server: SpawnedServer;
  let sql: postgres.Sql;
  beforeAll(async () => {
    const { startPostgresCluster } = (await import(clusterScript)) as {
      startPostgresCluster(): Promise<Cluster>;
    };
    cluster = await startPostgresCluster();
    server = await spawnServer({
      DATABASE_URL: cluster.url,
      NODE_ENV: 'test',
      RATE_LIMIT_CHECKOUT: '100000',
    });
    sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
  }, 120_000);
  afterAll(async () => {
    await sql?.end({ timeout: 1 }).catch(() => undefined);
    const code = await server?.stop();
    cluster?.stop();
    // A stop that is not clean says why: the server's last log lines (its close, or a crash).
    expect(code, server?.output().split('\n').slice(-30).join('\n')).toBe(0);
  });

  const stock = async () =>
    Number(
      (
        await sql`SELECT data->>'ton' AS ton FROM documents
                 WHERE collection = 'dmvt' AND data->>'ma_vt' = ${PRODUCT}`
      )[0]?.ton,
    );
  const placedOf = async (ids: string[]) =>
    (await sql`SELECT id, data->>'so_ct' AS so_ct FROM documents
               WHERE collection = 'so1' AND data->>'trang_thai' = '0' AND id = ANY(${ids})`) as unknown as {
      id: string;
      so_ct: string;
    }[];

  it('answers 503 with Retry-After while the database is down, is not ready, and recovers alone', async () => {
    const { guest, id } = await readyHttpDraft(server.url, PRODUCT);
    await sql.end();
    await cluster.pause();
    try {
      const started = Date.now();
      const placed = await callShop(server.url, guest, 'PUT', `so1/${id}`, PLACE_BODY);
      expect(placed.status).toBe(503);
      expect(placed.body).toEqual({ error: 'UNAVAILABLE', message: UNAVAILABLE_VI });
      // Another route, in English on request, with the time to wait.
      const catalogue = await fetch(`${server.url}/api/${ID_APP}/dmvt?access_token=${PUBLIC_TOKEN}`, {
        headers: { uid: guest.uid, 'accept-language': 'en' },
      });
      expect(catalogue.status).toBe(503);
      expect(catalogue.headers.get('retry-after')).toBe('2');
      expect(await catalogue.json()).toEqual({
        error: 'UNAVAILABLE',
        message: 'The shop is briefly unavailable, please try again in a few seconds',
      });
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({ status: 'unavailable', database: 'down' });
      // Not a hang: refusals come at once.
      expect(Date.now() - started).toBeLessThan(10_000);
      const healthy = await fetch(`${server.url}/healthz`);
      expect(healthy.status).toBe(200);
    } finally {
      await cluster.resume();
      sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    }
    // Reconnected by itself: the same draft is placed once, the probe says ready again.
    const again = await callShop<{ so_ct: string }>(server.url, guest, 'PUT', `so1/${id}`, PLACE_BODY);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(await placedOf([id])).toHaveLength(1);
    const warnings = server.logLines().filter((line) => line.msg === 'database unavailable');
    expect(warnings.length).toBeGreaterThan(0);
    expect(warnings.every((line) => typeof line.reqId === 'string')).toBe(true);
    expect(server.logLines().filter((line) => line.msg === 'unhandled error')).toEqual([]);
  }, 60_000);

  it('places every order exactly once across a pg_ctl restart mid-run: 200 or 503, never 500', async () => {
    const drafts: Awaited<ReturnType<typeof readyHttpDraft>>[] = [];
    for (let i = 0; i < 24; i++) drafts.push(await readyHttpDraft(server.url, PRODUCT));
    await sql`UPDATE documents SET data = jsonb_set(data, '{ton}', to_jsonb(1000))
              WHERE collection = 'dmvt' AND data->>'ma_vt' = ${PRODUCT}`;
    const before = await stock();
    const statuses: number[] = [];
    let restarted = false;
    let next = 0;
    // Four shoppers place one draft after another; after the first few the cluster restarts.
    // A 503 is retried after its Retry-After (shortened here), as a client would.
    const shopper = async () => {
      for (let draft = drafts[next++]; draft; draft = drafts[next++]) {
        for (let attempt = 0; attempt < 60; attempt++) {
          const reply = await callShop(server.url, draft.guest, 'PUT', `so1/${draft.id}`, PLACE_BODY);
          statuses.push(reply.status);
          if (reply.status !== 503) break;
          await sleep(250);
        }
      }
    };
    await sql.end();
    const restart = (async () => {
      while (next < 6) await sleep(10);
      await cluster.restart();
      restarted = true;
    })();
    await Promise.all([shopper(), shopper(), shopper(), shopper(), restart]);
    expect(restarted).toBe(true);
    sql = postgres(cluster.url, { max: 1, onnotice: () => {} });
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // Each draft placed once, whatever the replies in the gap were; the stock moved by as many units.
    const placed = await placedOf(drafts.map((draft) => draft.id));
    expect(placed).toHaveLength(drafts.length);
    expect(new Set(placed.map((order) => order.so_ct)).size).toBe(drafts.length);
    expect(before - (await stock())).toBe(drafts.length);
  }, 120_000);
});
