import { describe, expect, it } from 'vitest';
import { bothBackends } from '../../testing.js';
import { dataApiSuite } from '../../suite.test-kit.js';

describe.each(bothBackends())('data layer on %s', (backend) => {
  const { shop, base, auth } = dataApiSuite(backend);

  const get = (url: string) => shop().app.inject({ method: 'GET', url });

  it('lists the seeded products with the public token', async () => {
    const reply = await get(`${base()}/dmvt?${auth()}&limit=500`);
    expect(reply.statusCode).toBe(200);
    const products =
      reply.json<{ ma_vt: string; ten_vt: string; ten_vt_eng: string; gia_ban_le: number }[]>();
    expect(products.length).toBeGreaterThanOrEqual(40);
    for (const product of products) {
      expect(product.ten_vt).toBeTruthy();
      expect(product.ten_vt_eng).toBeTruthy();
      expect(Number.isInteger(product.gia_ban_le)).toBe(true);
    }
  });

  it('filters, sorts, pages, projects and counts', async () => {
    const q = encodeURIComponent(JSON.stringify({ ma_nvt: 'ca-phe', gia_ban_le: { $gte: 100000 } }));
    const sort = encodeURIComponent(JSON.stringify({ gia_ban_le: -1 }));
    const reply = await get(
      `${base()}/dmvt?${auth()}&q=${q}&sort=${sort}&fields=ma_vt,gia_ban_le&limit=3&page=1`,
    );
    expect(reply.statusCode).toBe(200);
    const rows = reply.json<{ _id: string; ma_vt: string; gia_ban_le: number; ten_vt?: string }[]>();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.map((row) => row.gia_ban_le)).toEqual(
      [...rows.map((row) => row.gia_ban_le)].sort((a, b) => b - a),
    );
    expect(rows[0]).toEqual({
      _id: expect.any(String),
      ma_vt: expect.any(String),
      gia_ban_le: expect.any(Number),
    });

    const counted = await get(`${base()}/dmvt?${auth()}&q=${q}&count=1`);
    expect(counted.json<{ rows_number: number }>().rows_number).toBeGreaterThanOrEqual(rows.length);
  });

  it('matches text without case or diacritics', async () => {
    const q = encodeURIComponent(JSON.stringify({ ten_vt: { $regex: 'ca phe' } }));
    const rows = (await get(`${base()}/dmvt?${auth()}&q=${q}`)).json<{ ten_vt: string }[]>();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.ten_vt.toLowerCase()).toContain('cà phê');
  });

  it('matches an element of an array field by equality', async () => {
    const q = encodeURIComponent(JSON.stringify({ thi_truong: 'xuat-khau' }));
    const rows = (await get(`${base()}/dmvt?${auth()}&q=${q}`)).json<{ thi_truong: string[] }[]>();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.thi_truong).toContain('xuat-khau');
  });

  it.each([
    ['q={bad', 'q is not valid JSON'],
    [`q=${encodeURIComponent('{"$where":"1"}')}`, 'Unknown operator'],
    ['sort={"a":2}', 'sort directions are 1 or -1'],
    ['limit=0', 'limit must be a whole number'],
    ['fields=a;b', 'not a plain path'],
  ])('refuses %s with a 400 and a message', async (query, message) => {
    const reply = await shop().app.inject({
      url: `${base()}/dmvt?${auth()}&${query}`,
      headers: { 'accept-language': 'en' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ error: string; message: string }>()).toMatchObject({ error: 'QUERY_INVALID' });
    expect(reply.json<{ message: string }>().message).toContain(message);
  });

  it('says why a query is refused in Vietnamese by default', async () => {
    const reply = await get(`${base()}/dmvt?${auth()}&limit=0`);
    expect(reply.json()).toEqual({ error: 'QUERY_INVALID', message: 'limit phải là số nguyên từ 1' });
  });

  it('refuses a wrong trust key, an unknown token and another app', async () => {
    expect((await get(`${base()}/dmvt?trust_key=nope`)).statusCode).toBe(403);
    expect((await get(`${base()}/dmvt?access_token=not-a-token`)).statusCode).toBe(401);
    expect((await get(`/api/000000000000000000000000/dmvt?${auth()}`)).statusCode).toBe(404);
  });

  it('answers in English when the request asks for it', async () => {
    const reply = await shop().app.inject({
      method: 'GET',
      url: `${base()}/dmvt?access_token=not-a-token`,
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(reply.json<{ message: string }>().message).toBe('Your session has expired, please log in again');
    const unknown = await get('/api/nothing/here/at/all?lang=en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ message: string }>().message).toContain('Not found');
  });

  it('keeps administrator-only collections closed to guests', async () => {
    expect((await get(`${base()}/ecomcontactus?${auth()}`)).statusCode).toBe(403);
    expect((await get(`${base()}/evoucher?${auth()}`)).statusCode).toBe(403);
  });

  it('sets the uid cookie for a day and echoes it in a header', async () => {
    const reply = await get(`${base()}/dmvt?${auth()}&limit=1`);
    const cookie = reply.cookies.find((item) => item.name === 'uid');
    expect(cookie?.maxAge).toBe(86400);
    expect(reply.headers.uid).toBe(cookie?.value);
    const again = await shop().app.inject({
      method: 'GET',
      url: `${base()}/dmvt?${auth()}&limit=1`,
      headers: { uid: cookie!.value },
    });
    expect(again.headers.uid).toBe(cookie?.value);
    expect(again.cookies.find((item) => item.name === 'uid')).toBeUndefined();
  });

  it('publishes the public runtime configuration', async () => {
    const reply = await get('/config.json');
    expect(reply.json()).toEqual({
      id_app: shop().env.ID_APP,
      group_id: shop().env.GROUP_ID,
      public_token: shop().env.PUBLIC_TOKEN,
      trust_key: shop().env.TRUST_KEY,
      recaptcha_site_key: null,
    });
  });
});
