import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callShop,
  type HttpCaller,
  PLACE_BODY,
  publicStock,
  readyHttpDraft,
} from './http-shopper.test-kit.js';
import { type SpawnedServer, seededTestDataDir, spawnServer } from './spawned-server.test-kit.js';

const PRODUCT = 'NSA-004';
const SHOPPERS = 30;

interface Outcome {
  status: number | 'network error';
  afterSignal: boolean;
}

describe('SIGTERM in the middle of a burst of orders', () => {
  let dataDir: string;
  let server: SpawnedServer | undefined;
  const environment = () => ({ DATA_DIR: dataDir, NODE_ENV: 'test', RATE_LIMIT_CHECKOUT: '10000' });

  beforeAll(async () => {
    // A started, migrated and seeded copy: the subject is the shutdown, not the first start.
    dataDir = await seededTestDataDir(
      path.join(await mkdtemp(path.join(os.tmpdir(), 'shop-shutdown-')), 'data'),
    );
  });
  afterAll(async () => {
    await server?.stop('SIGKILL');
    await rm(path.dirname(dataDir), { recursive: true, force: true });
  });

  it('finishes the orders in flight, closes the database and exits 0; no order is lost or half-placed', async () => {
    server = await spawnServer(environment());
    const drafts: { guest: HttpCaller; id: string }[] = [];
    for (let i = 0; i < SHOPPERS; i += 1) drafts.push(await readyHttpDraft(server.url, PRODUCT));
    const stockBefore = await publicStock(server.url, PRODUCT);
    expect(stockBefore).toBeGreaterThanOrEqual(SHOPPERS);

    const running = server;
    // One open connection per shopper first, so every order is on the wire at once: on fresh
    // connections the first order could be answered before the others were even sent.
    await Promise.all(drafts.map(() => fetch(`${running.url}/healthz`).then((reply) => reply.text())));
    let signalled = false;
    let exit: Promise<number | null> | undefined;
    const outcomes = await Promise.all(
      drafts.map(async ({ guest, id }): Promise<Outcome> => {
        const status = await callShop(running.url, guest, 'PUT', `so1/${id}`, PLACE_BODY).then(
          (reply) => reply.status,
          () => 'network error' as const,
        );
        const afterSignal = signalled;
        // The first answer proves the burst reached the server: stop it while the rest are in flight.
        if (!signalled) {
          signalled = true;
          exit = running.stop('SIGTERM');
        }
        return { status, afterSignal };
      }),
    );
    expect(await exit).toBe(0);
    const messages = running.logLines().map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['shutting down: finishing requests in flight', 'stopped']),
    );
    // Requests the server had accepted were answered in full after the signal, not cut off.
    const answeredAfter = outcomes.filter((outcome) => outcome.afterSignal && outcome.status === 200);
    expect(answeredAfter.length).toBeGreaterThan(0);
    // An answer is a placed order, or a clean refusal of a request that arrived after closing began.
    for (const outcome of outcomes) expect([200, 503, 'network error']).toContain(outcome.status);

    // The same data folder, opened again: every 200 is one placed order, the rest are still drafts.
    server = await spawnServer(environment());
    const placed = outcomes.filter((outcome) => outcome.status === 200).length;
    expect(await publicStock(server.url, PRODUCT)).toBe(stockBefore - placed);
    for (const [index, { guest, id }] of drafts.entries()) {
      const orders = await callShop<{ _id: string; trang_thai: string }[]>(server.url, guest, 'GET', 'so1');
      const mine = orders.body.filter((order) => order._id === id);
      expect(mine).toHaveLength(1);
      expect(mine[0]?.trang_thai).toBe(outcomes[index]?.status === 200 ? '0' : 'LCT');
    }
    expect(await server.stop('SIGINT')).toBe(0);
  }, 180_000);
});
