import { brotliDecompressSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeDocument } from '../../db/documents.js';
import { testBackends } from '../../testing.js';
import { ADMIN, ALICE, type DataTestApp, startDataTestApp } from './data.test-kit.js';
import { createListCache } from './list-cache.js';

type Product = { _id: string; ma_vt: string; gia_ban_le: number };

describe('the list cache (issue 28)', () => {
  it('holds at most its bound in bytes, the least recently used out first', async () => {
    const cache = createListCache({ maxBytes: 10_000, maxEntryBytes: 4_000 });
    const list = (n: number) => async () => JSON.stringify([{ n, text: 'x'.repeat(1_000) }]);
    for (let n = 0; n < 40; n += 1) {
      await cache.get(`list ${n}`, list(n));
      expect(cache.bytes).toBeLessThanOrEqual(10_000);
    }
    expect(cache.size).toBeGreaterThanOrEqual(5);
    expect(cache.size).toBeLessThan(40);
    // The newest is kept (not loaded again), the oldest was dropped (loaded again).
    let loads = 0;
    const counted = async () => {
      loads += 1;
      return '[]';
    };
    await cache.get('list 39', counted);
    expect(loads).toBe(0);
    await cache.get('list 0', counted);
    expect(loads).toBe(1);
  });

  it('sends a list larger than an entry may be without keeping it', async () => {
    const cache = createListCache({ maxBytes: 10_000, maxEntryBytes: 2_000 });
    const big = JSON.stringify(['y'.repeat(3_000)]);
    const entry = await cache.get('big', async () => big);
    expect(entry.body.toString()).toBe(big);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('loads concurrent misses once and never keeps a list loaded across a clear', async () => {
    const cache = createListCache();
    let loads = 0;
    let release: (text: string) => void = () => {};
    const slow = () => {
      loads += 1;
      return new Promise<string>((resolve) => {
        release = resolve;
      });
    };
    const first = cache.get('k', slow);
    const second = cache.get('k', slow);
    expect(loads).toBe(1);
    cache.clear();
    release('["before the change"]');
    expect((await first).body.toString()).toBe('["before the change"]');
    expect(await second).toBe(await first);
    // Loaded before the clear: not kept, so the next request loads what is there now.
    const after = await cache.get('k', async () => '["after the change"]');
    expect(after.body.toString()).toBe('["after the change"]');
    expect(after.etag).not.toBe((await first).etag);
  });
});

describe.each(testBackends())('public lists from memory on %s (issue 28)', (backend) => {
  let kit: DataTestApp;
  let base: string;
  let product: Product;

  beforeAll(async () => {
    kit = await startDataTestApp(backend);
    base = `/api/${kit.shop.env.ID_APP}`;
  });
  afterAll(() => kit?.close());

  const call = (
    method: 'GET' | 'PUT',
    url: string,
    { token, body, headers = {} }: { token?: string; body?: object; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    kit.app.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}trust_key=${kit.shop.env.TRUST_KEY}`,
      headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
      ...(body ? { payload: body } : {}),
    });
  const listUrl = () => `${base}/dmvt?q=${encodeURIComponent(JSON.stringify({ ma_vt: product.ma_vt }))}`;
  const priceIn = (reply: LightMyRequestResponse) => reply.json<Product[]>()[0]?.gia_ban_le;
  /** A write the routes do not see (another tool on the database): no 'pages-changed' follows. */
  const writeUnannounced = (price: number) =>
    mergeDocument(kit.shop.db, { idApp: kit.shop.env.ID_APP, collection: 'dmvt' }, product._id, {
      gia_ban_le: price,
    });

  it('serves a shopper the kept list with its ETag, and a 304 for it', async () => {
    product = (await call('GET', `${base}/dmvt?limit=1`)).json<Product[]>()[0]!;
    const first = await call('GET', listUrl());
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    await writeUnannounced(product.gia_ban_le + 1000);
    // The same bytes (the write was not announced): the list came from memory, for guest and customer.
    const again = await call('GET', listUrl());
    expect(again.body).toBe(first.body);
    expect(priceIn(again)).toBe(product.gia_ban_le);
    expect((await call('GET', listUrl(), { token: ALICE })).body).toBe(first.body);
    const unchanged = await call('GET', listUrl(), { headers: { 'if-none-match': etag } });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
  });

  it('sends the kept list compressed (br) to a client that accepts it', async () => {
    const url = `${base}/dmvt?limit=20`;
    const plain = await call('GET', url);
    const first = await call('GET', url, { headers: { 'accept-encoding': 'br' } });
    const second = await call('GET', url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('accept-encoding');
    expect(first.headers.etag).toBe(plain.headers.etag);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });

  it('never gives an administrator the kept copy', async () => {
    const admin = await call('GET', listUrl(), { token: ADMIN });
    expect(admin.statusCode).toBe(200);
    expect(priceIn(admin)).toBe(product.gia_ban_le + 1000);
    expect(admin.headers.etag).toBeUndefined();
  });

  it('serves a fresh list after a product change (the change drops the kept lists)', async () => {
    const changed = await call('PUT', `${base}/dmvt/${product._id}`, {
      token: ADMIN,
      body: { gia_ban_le: product.gia_ban_le + 2000 },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = await call('GET', listUrl());
    expect(priceIn(fresh)).toBe(product.gia_ban_le + 2000);
    await writeUnannounced(product.gia_ban_le);
    await kit.app.signals.publish('pages-changed', { collections: ['dmvt'] });
    expect(priceIn(await call('GET', listUrl()))).toBe(product.gia_ban_le);
  });

  it('answers a change only once the other processes have been sent it (their kept lists drop)', async () => {
    // A signal that takes a while to reach Redis: the writer must not hear back before it went,
    // or a read through another process could still get that process's kept list.
    const signals = kit.app.signals;
    const publish = signals.publish;
    let sentAt: number | undefined;
    signals.publish = async (topic, payload) => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      await publish.call(signals, topic, payload);
      sentAt = performance.now();
    };
    try {
      const changed = await call('PUT', `${base}/dmvt/${product._id}`, {
        token: ADMIN,
        body: { gia_ban_le: product.gia_ban_le + 3000 },
      });
      const answeredAt = performance.now();
      expect(changed.statusCode).toBe(200);
      expect(sentAt).toBeDefined();
      expect(sentAt ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(answeredAt);
    } finally {
      signals.publish = publish;
    }
  });
});
