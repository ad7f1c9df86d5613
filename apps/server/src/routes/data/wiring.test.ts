import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testBackends } from '../../testing.js';
import { shopSuite } from '../../suite.test-kit.js';

type Json = Record<string, unknown>;

/** The generic routes inside the whole app, beside the routes of carts, orders and content. */
describe.each(testBackends())('data routes in the whole app on %s', (backend) => {
  const shop = shopSuite(backend);

  const uid = () => randomBytes(12).toString('hex');
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: Json) =>
    shop().app.inject({
      method,
      url: `/api/${shop().env.ID_APP}/${url}`,
      headers: { uid: who },
      ...(payload ? { payload } : {}),
    });

  it('serves the history of a cart line to its owner only, beside the cart routes', async () => {
    const guest = uid();
    const added = await call('POST', 'cart', guest, { ma_vt: 'NSA-004', sl_xuat: 1 });
    expect(added.statusCode).toBe(200);
    const id = added.json<Json>()._id as string;
    await call('PUT', `cart/${id}`, guest, { _id: id, sl_xuat: 2 });
    const history = await call('GET', `cart/g/history/${id}`, guest);
    expect(history.statusCode).toBe(200);
    expect(history.json<Json[]>().map((version) => (version.data as Json).sl_xuat)).toEqual([1, 2]);
    expect((await call('GET', `cart/g/history/${id}`, uid())).statusCode).toBe(404);
  });

  it('keeps the catalogue and content closed to guest writes through the generic routes', async () => {
    const [product] = (await call('GET', 'dmvt?limit=1', uid())).json<Json[]>();
    const guest = uid();
    expect((await call('PUT', `dmvt/${product!._id}`, guest, { gia_ban_le: 1 })).statusCode).toBe(403);
    expect((await call('DELETE', `dmvt/${product!._id}`, guest)).statusCode).toBe(403);
    expect((await call('POST', 'news', guest, { title: 'x' })).statusCode).toBe(403);
    expect((await call('POST', 'evoucher', guest, { ma: 'FREE', so_tien: 1e9 })).statusCode).toBe(403);
    expect((await call('GET', `dmvt/${product!._id}`, guest)).json()).toEqual(product);
  });
});
