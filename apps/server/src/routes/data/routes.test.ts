import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDocument } from '../../db/documents.js';
import { testBackends } from '../../testing.js';
import { ADMIN, ALICE, BOB, type DataTestApp, startDataTestApp } from './data.test-kit.js';

type Json = Record<string, unknown>;

describe.each(testBackends())('data routes on %s', (backend) => {
  let kit: DataTestApp;
  let base: string;
  let aliceLine: string;

  beforeAll(async () => {
    kit = await startDataTestApp(backend);
    base = `/api/${kit.shop.env.ID_APP}`;
    const line = await insertDocument(
      kit.shop.db,
      { idApp: kit.shop.env.ID_APP, collection: 'cart', owner: 'user:alice@shop.test' },
      { ma_vt: 'TRA01', sl_xuat: 1 },
    );
    aliceLine = line._id;
  });
  afterAll(() => kit?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    kit.app.inject({
      method,
      url: `${url}${url.includes('?') ? '&' : '?'}trust_key=${kit.shop.env.TRUST_KEY}`,
      headers: { ...(token ? { 'x-access-token': token } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as Json }),
    });
  const q = (condition: unknown) => encodeURIComponent(JSON.stringify(condition));

  it('gets a product by id and refuses bad or unknown ids', async () => {
    const [first] = (await call('GET', `${base}/dmvt?limit=1`)).json<Json[]>();
    const reply = await call('GET', `${base}/dmvt/${first!._id}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(first);
    expect((await call('GET', `${base}/dmvt/not-an-id`)).json()).toMatchObject({ error: 'ID_INVALID' });
    const missing = await call('GET', `${base}/dmvt/${'0'.repeat(24)}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<Json>().message).toBe('Không tìm thấy tài liệu');
  });

  it('scopes owner collections to their owner on list, get and history', async () => {
    const own = await call('GET', `${base}/cart`, ALICE);
    expect(own.json<Json[]>().map((line) => line._id)).toEqual([aliceLine]);
    expect((await call('GET', `${base}/cart`, BOB)).json()).toEqual([]);
    expect((await call('GET', `${base}/cart`)).json()).toEqual([]);
    expect((await call('GET', `${base}/cart/${aliceLine}`, ALICE)).statusCode).toBe(200);
    expect((await call('GET', `${base}/cart/${aliceLine}`, BOB)).statusCode).toBe(404);
    expect((await call('GET', `${base}/cart/${aliceLine}`)).statusCode).toBe(404);
    expect((await call('GET', `${base}/cart/g/history/${aliceLine}`, ALICE)).json<Json[]>()).toHaveLength(1);
    expect((await call('GET', `${base}/cart/g/history/${aliceLine}`, BOB)).statusCode).toBe(404);
    expect((await call('GET', `${base}/cart`, ADMIN)).json<Json[]>().length).toBeGreaterThanOrEqual(1);
  });

  it('refuses generic writes to everyone but administrators', async () => {
    for (const token of [undefined, ALICE]) {
      expect((await call('POST', `${base}/dmvt`, token, { ma_vt: 'X' })).statusCode).toBe(403);
      expect((await call('POST', `${base}/cart`, token, { ma_vt: 'X' })).statusCode).toBe(403);
      expect((await call('POST', `${base}/so1`, token, { details: [] })).statusCode).toBe(403);
      expect((await call('PUT', `${base}/cart/${aliceLine}`, token, { sl_xuat: 9 })).statusCode).toBe(403);
      expect((await call('DELETE', `${base}/cart/${aliceLine}`, token)).statusCode).toBe(403);
    }
    const refused = await call('PUT', `${base}/dmvt/${aliceLine}`, ALICE, { gia_ban_le: 1 });
    expect(refused.json<Json>().message).toBe('Bạn không có quyền ghi dữ liệu này');
  });

  it('creates, merges updates, keeps every version and deletes (administrator)', async () => {
    const created = await call('POST', `${base}/news`, ADMIN, { title: 'Tin mới', slug: 'tin-moi', sst: 1 });
    expect(created.statusCode).toBe(200);
    const doc = created.json<Json>();
    expect(doc).toMatchObject({
      title: 'Tin mới',
      id_app: kit.shop.env.ID_APP,
      user_created: 'admin@shop.test',
    });
    expect(doc._id).toMatch(/^[0-9a-f]{24}$/);
    const id = doc._id as string;

    const updated = await call('PUT', `${base}/news/${id}`, ADMIN, { _id: id, sst: 2 });
    expect(updated.json()).toMatchObject({ title: 'Tin mới', sst: 2, user_updated: 'admin@shop.test' });
    await call('PUT', `${base}/news/${id}`, ADMIN, { title: 'Tin mới hơn' });

    const history = (await call('GET', `${base}/news/g/history/${id}`)).json<Json[]>();
    expect(history.map((version) => version.version)).toEqual([1, 2, 3]);
    expect(history.map((version) => (version.data as Json).sst)).toEqual([1, 2, 2]);
    expect(history[2]!.data).toMatchObject({ title: 'Tin mới hơn' });
    expect(history[0]).not.toHaveProperty('changed_by');

    const deleted = await call('DELETE', `${base}/news/${id}`, ADMIN, undefined, {
      'otp-id': '0123456789abcdef01234567',
      'otp-code': '123456',
    });
    expect(deleted.json()).toMatchObject({ _id: id, title: 'Tin mới hơn' });
    expect((await call('GET', `${base}/news/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/news/${id}`, ADMIN)).statusCode).toBe(404);
    const after = (await call('GET', `${base}/news/g/history/${id}`, ADMIN)).json<Json[]>();
    expect(after).toHaveLength(4);
    expect(after[3]).toMatchObject({ version: 4, deleted: true, data: null, changed_by: 'admin@shop.test' });
  });

  it.each([
    [{ owner: 'user:x' }, 'FIELD_READ_ONLY'],
    [{ date_created: '2020-01-01' }, 'FIELD_READ_ONLY'],
    [{ $set: { a: 1 } }, 'BODY_INVALID'],
    [{ a: { 'b.c': 1 } }, 'BODY_INVALID'],
    [[1, 2], 'BODY_INVALID'],
    [{ _id: 'nope' }, 'ID_INVALID'],
  ])('refuses the body %j with a 400', async (body, code) => {
    const reply = await call('POST', `${base}/news`, ADMIN, body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json<Json>().error).toBe(code);
  });

  it('refuses an update whose _id differs from the path, and a duplicate id', async () => {
    const [first] = (await call('GET', `${base}/news?limit=1`)).json<Json[]>();
    const mismatch = await call('PUT', `${base}/news/${first!._id}`, ADMIN, { _id: aliceLine });
    expect(mismatch.json<Json>().error).toBe('ID_MISMATCH');
    const duplicate = await call('POST', `${base}/news`, ADMIN, { _id: first!._id, title: 'x' });
    expect(duplicate.statusCode).toBe(409);
  });

  it('lets anyone create in create-only collections, checked by the form schema, and nobody read', async () => {
    const sent = await call('POST', `${base}/ecomcontactus`, undefined, {
      ho_ten: 'Nguyễn Văn A',
      email: 'a@b.vn',
      noi_dung: 'Xin báo giá',
      owner: 'user:someone',
    });
    expect(sent.statusCode).toBe(200);
    const doc = sent.json<Json>();
    expect(doc._id).toMatch(/^[0-9a-f]{24}$/);
    expect(doc).not.toHaveProperty('owner');
    expect(doc.user_created).toBe('public');
    const missing = await call('POST', `${base}/ecomcontactus`, undefined, { email: 'a@b.vn' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<Json>().message).toBe('Vui lòng nhập họ tên của quý khách');
    expect((await call('POST', `${base}/ecomsubscribe`, ALICE, { email: 'a@b.vn' })).statusCode).toBe(200);
    expect((await call('GET', `${base}/ecomcontactus`)).statusCode).toBe(403);
    expect((await call('GET', `${base}/ecomcontactus/${doc._id}`, ALICE)).statusCode).toBe(403);
    expect((await call('GET', `${base}/ecomcontactus/${doc._id}`, ADMIN)).json()).toMatchObject({
      ho_ten: 'Nguyễn Văn A',
    });
  });

  it('searches with a JSON body; count drops fields and page', async () => {
    const body = { q: { ma_nvt: 'tra' }, limit: 2, page: 2, sort: { gia_ban_le: 1 }, fields: ['ma_vt'] };
    const page = await call('POST', `/api/search/${kit.shop.env.ID_APP}/dmvt`, undefined, body);
    expect(page.statusCode).toBe(200);
    const rows = page.json<Json[]>();
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0]!).sort()).toEqual(['_id', 'ma_vt']);
    const counted = await call('POST', `/api/search/${kit.shop.env.ID_APP}/dmvt`, undefined, {
      ...body,
      count: true,
    });
    const all = (await call('GET', `${base}/dmvt?q=${q({ ma_nvt: 'tra' })}&count=1`)).json<Json>();
    expect(counted.json()).toEqual(all);
    expect(all.rows_number).toBeGreaterThan(2);
    const bad = await call('POST', `/api/search/${kit.shop.env.ID_APP}/dmvt`, undefined, {
      q: { $where: 1 },
    });
    expect(bad.statusCode).toBe(400);
    const notObject = await call('POST', `/api/search/${kit.shop.env.ID_APP}/dmvt`, undefined, [1]);
    expect(notObject.json<Json>().error).toBe('BODY_INVALID');
  });

  it('serves global collections without id_app', async () => {
    const list = await call('GET', '/api/ecomcategories?limit=3');
    expect(list.statusCode).toBe(200);
    const [first] = list.json<Json[]>();
    expect((await call('GET', `/api/ecomcategories/${first!._id}`)).json()).toEqual(first);
    const searched = await call('POST', '/api/search/ecomcategories', undefined, { count: 1 });
    expect(searched.json<Json>().rows_number).toBeGreaterThan(0);
    expect((await call('GET', `/api/ecomcategories/g/history/${first!._id}`)).json<Json[]>()).toHaveLength(1);
    expect((await call('GET', '/api/dmvt')).json<Json>().error).toBe('COLLECTION_NOT_GLOBAL');
    expect((await call('POST', '/api/ecomcategories', ALICE, { name: 'x' })).statusCode).toBe(403);
    const made = await call('POST', '/api/ecomcategories', ADMIN, { name: 'Mới' });
    expect(made.json<Json>()).not.toHaveProperty('id_app');
    const id = made.json<Json>()._id as string;
    expect((await call('PUT', `/api/ecomcategories/${id}`, ADMIN, { name: 'Mới 2' })).json()).toMatchObject({
      name: 'Mới 2',
    });
    expect((await call('DELETE', `/api/ecomcategories/${id}`, ADMIN)).statusCode).toBe(200);
  });

  it('lists and gets shared documents of public collections only', async () => {
    const shared = (await call('GET', '/api/news/shared?limit=500')).json<Json[]>();
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.every((doc) => doc.shared === true)).toBe(true);
    const same = (await call('GET', `${base}/news/shared?limit=500`)).json<Json[]>();
    expect(same).toEqual(shared);
    expect((await call('GET', `/api/news/shared/${shared[0]!._id}`)).json()).toEqual(shared[0]);
    expect((await call('GET', `${base}/news/shared/${shared[0]!._id}`)).json()).toEqual(shared[0]);
    const hidden = await call('POST', `${base}/news`, ADMIN, { title: 'nháp', shared: false });
    expect((await call('GET', `/api/news/shared/${hidden.json<Json>()._id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/cart/shared')).statusCode).toBe(403);
    expect((await call('GET', '/api/news/shared?count=1')).json<Json>().rows_number).toBe(shared.length);
  });

  it('looks vouchers up only by exact code', async () => {
    const found = await call('GET', `${base}/evoucher?q=${q({ ma: 'CHAOBAN10' })}`);
    expect(found.json<Json[]>().map((voucher) => voucher.ma)).toEqual(['CHAOBAN10']);
    expect((await call('GET', `${base}/evoucher?q=${q({ ma: { $eq: 'GIAM30K' } })}`)).statusCode).toBe(200);
    expect((await call('GET', `${base}/evoucher`)).statusCode).toBe(403);
    expect((await call('GET', `${base}/evoucher?q=${q({ ma: { $ne: 'x' } })}`)).statusCode).toBe(403);
    const id = found.json<Json[]>()[0]!._id;
    expect((await call('GET', `${base}/evoucher/${id}`)).statusCode).toBe(403);
  });

  it('never returns password hashes or tokens', async () => {
    const made = await call('POST', '/api/users', ADMIN, {
      email: 'x@y.vn',
      password: 'hash',
      local: { password: 'hash', exfields: { gioi_tinh: 'male' } },
      token: 'secret',
    });
    const doc = made.json<Json>();
    expect(doc).toEqual({
      _id: expect.any(String),
      email: 'x@y.vn',
      local: { exfields: { gioi_tinh: 'male' } },
      user_created: 'admin@shop.test',
      date_created: expect.any(String),
    });
    expect((await call('GET', `/api/users/${doc._id}`, ADMIN)).json()).toEqual(doc);
    expect((await call('GET', '/api/users', ALICE)).statusCode).toBe(403);
    const history = (await call('GET', `/api/users/g/history/${doc._id}`, ADMIN)).json<Json[]>();
    expect(JSON.stringify(history)).not.toContain('hash');

    // Stored by other means (an import, an old provider's data), secrets are still left out of
    // lists, which the database writes as JSON text, with or without a projection.
    await insertDocument(
      kit.shop.db,
      { idApp: '', collection: 'users' },
      {
        email: 'raw@y.vn',
        password_hash: 'hash',
        local: { password: 'hash', password_hash: 'hash', exfields: {} },
        tokens: ['secret'],
        otp: '123456',
      },
    );
    const condition = q({ email: 'raw@y.vn' });
    for (const url of [`/api/users?q=${condition}`, `/api/users?q=${condition}&fields=email,local`]) {
      const [listed] = (await call('GET', url, ADMIN)).json<Json[]>();
      expect(listed).toMatchObject({ email: 'raw@y.vn', local: { exfields: {} } });
      expect(JSON.stringify(listed)).not.toMatch(/hash|secret|123456/);
    }
  });

  it('refuses another app and bad collection names', async () => {
    expect((await call('GET', `/api/${'1'.repeat(24)}/dmvt/${aliceLine}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/${'1'.repeat(24)}/news`, ADMIN, {})).statusCode).toBe(404);
    expect((await call('GET', `${base}/DMVT`)).json<Json>().error).toBe('COLLECTION_INVALID');
  });
});
