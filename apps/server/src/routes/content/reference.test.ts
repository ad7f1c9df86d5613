import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureCustomerRecord } from '../../content/customer.js';
import { testBackends } from '../../testing.js';
import { contentRoutes } from './content.js';
import { ALICE, BOB, type DataTestApp, startDataTestApp } from '../data/data.test-kit.js';

describe.each(testBackends())('customer record and address suggestions on %s', (backend) => {
  let kit: DataTestApp;
  let base: string;
  let trust: string;

  beforeAll(async () => {
    kit = await startDataTestApp(backend, async (app, shop) => {
      await app.register(contentRoutes, { db: shop.db, idApp: shop.env.ID_APP });
    });
    base = `/api/${kit.shop.env.ID_APP}`;
    trust = `trust_key=${kit.shop.env.TRUST_KEY}`;
  });
  afterAll(() => kit?.close());

  const get = (url: string, headers: Record<string, string> = {}) => kit.app.inject({ url, headers });

  it("answers 'Not found customer for user' until the user has a record", async () => {
    const reply = await get(`${base}/customer?access_token=${ALICE}&${trust}`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ error: 'CUSTOMER_NOT_FOUND', message: 'Not found customer for user' });
    const guest = await get(`${base}/customer?access_token=${kit.shop.env.PUBLIC_TOKEN}&${trust}`);
    expect(guest.json<{ message: string }>().message).toBe('Not found customer for user');
  });

  it('gives each user their own record, created once', async () => {
    const idApp = kit.shop.env.ID_APP;
    const [first, again] = await Promise.all([
      kit.shop.db.transaction((tx) =>
        ensureCustomerRecord(tx, idApp, { email: 'alice@shop.test', name: 'Alice' }),
      ),
      kit.shop.db.transaction((tx) =>
        ensureCustomerRecord(tx, idApp, { email: 'alice@shop.test', name: 'Alice' }),
      ),
    ]);
    expect(again._id).toBe(first._id);
    const bob = await kit.shop.db.transaction((tx) =>
      ensureCustomerRecord(tx, idApp, { email: 'bob@shop.test' }),
    );
    expect(bob.ma_kh).not.toBe(first.ma_kh);

    const alice = await get(`${base}/customer?access_token=${ALICE}&${trust}`);
    expect(alice.statusCode).toBe(200);
    expect(alice.json()).toMatchObject({
      _id: first._id,
      email: 'alice@shop.test',
      ten_kh: 'Alice',
      ma_kh: 'KH000001',
    });
    const bobReply = await get(`${base}/customer?access_token=${BOB}&${trust}`);
    expect(bobReply.json()).toMatchObject({ _id: bob._id, email: 'bob@shop.test' });
    const q = encodeURIComponent(JSON.stringify({ email: 'bob@shop.test' }));
    const aliceAskingForBob = await get(`${base}/customer?access_token=${ALICE}&${trust}&q=${q}`);
    expect(aliceAskingForBob.statusCode).toBe(404);
    const badQ = await get(
      `${base}/customer?access_token=${ALICE}&${trust}&q=${encodeURIComponent('{"$where":1}')}`,
    );
    expect(badQ.statusCode).toBe(400);
  });

  it('suggests the province and ward of a typed address', async () => {
    const q = encodeURIComponent('86 Tân Cương, xa tan cuong, Thai Nguyen');
    const reply = await get(`/api/asskey?q=${q}&${trust}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<unknown[]>()[0]).toMatchObject({
      tinh_thanh: 'Thái Nguyên',
      xa_phuong: 'Xã Tân Cương',
    });
    const limited = await get(
      `/api/asskey?q=${encodeURIComponent('Phường Ba Đình Hà Nội Xã Tân Cương')}&limit=1`,
    );
    expect(limited.json<unknown[]>()).toHaveLength(1);
  });

  it('refuses an empty, oversized or badly limited address query', async () => {
    expect((await get('/api/asskey')).json()).toEqual({
      error: 'ADDRESS_REQUIRED',
      message: 'Vui lòng nhập địa chỉ',
    });
    expect(
      (await get('/api/asskey?q=%20', { 'accept-language': 'en' })).json<{ message: string }>().message,
    ).toBe('Please enter an address');
    expect((await get(`/api/asskey?q=${'a'.repeat(301)}`)).statusCode).toBe(400);
    expect((await get('/api/asskey?q=ha%20noi&limit=0')).statusCode).toBe(400);
    expect((await get('/api/asskey?q=ha%20noi&limit=abc')).statusCode).toBe(400);
  });
});
