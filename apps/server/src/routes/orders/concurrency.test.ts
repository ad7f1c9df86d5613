import { describe, expect, it } from 'vitest';
import { bothBackends } from '../../testing.js';
import {
  ADDRESS,
  type Caller,
  COD,
  type CommerceTestApp,
  newGuest,
  setStock,
  commerceSuite,
  stockOf,
} from '../commerce/commerce.test-kit.js';

/** A guest with NSA-004 in the cart and a draft ready to place. */
async function readyDraft(kit: CommerceTestApp, extra: Record<string, unknown> = {}) {
  const guest = newGuest();
  await kit.call(guest, 'POST', 'cart', { ma_vt: 'NSA-004', sl_xuat: 1 });
  const draft = await kit.call<{ _id: string }>(guest, 'POST', 'so1', { trang_thai: 'LCT', ...extra });
  return { guest, id: draft.body._id };
}

const placeBody = { ...ADDRESS, pt_thanh_toan: COD, trang_thai: '0' };

async function countOrders(kit: CommerceTestApp, condition: string, params: unknown[] = []) {
  const rows = await kit.shop.db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM documents WHERE collection = 'so1' AND ${condition}`,
    params,
  );
  return Number(rows[0]?.n);
}

describe.each(bothBackends())('placing under concurrency on %s', (backend) => {
  const kit = commerceSuite(backend);

  it('sells exactly the stock when 50 shoppers compete for 10 units', async () => {
    const drafts: { guest: Caller; id: string }[] = [];
    for (let i = 0; i < 50; i += 1) drafts.push(await readyDraft(kit()));
    await setStock(kit(), 'NSA-004', 10);
    const replies = await Promise.all(
      drafts.map(({ guest, id }) => kit().call<{ message: string }>(guest, 'PUT', `so1/${id}`, placeBody)),
    );
    const placed = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const reply of refused) {
      expect(reply.status).toBe(409);
      expect(reply.body.message).toContain('không đủ số lượng trong kho');
    }
    expect(await stockOf(kit(), 'NSA-004')).toBe(0);
    expect(await countOrders(kit(), `data->>'trang_thai' = '0'`)).toBe(10);
    const numbers = await kit().shop.db.query<{ so_ct: string }>(
      `SELECT data->>'so_ct' AS so_ct FROM documents WHERE collection = 'so1' AND data->>'trang_thai' = '0'`,
    );
    expect(new Set(numbers.map((row) => row.so_ct)).size).toBe(10);
  });

  it('places one order when the same draft is submitted 10 times at once', async () => {
    await setStock(kit(), 'NSA-004', 100);
    const { guest, id } = await readyDraft(kit());
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => kit().call<{ so_ct: string }>(guest, 'PUT', `so1/${id}`, placeBody)),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    expect(new Set(replies.map((reply) => reply.body.so_ct)).size).toBe(1);
    expect(await stockOf(kit(), 'NSA-004')).toBe(99);
    expect(await countOrders(kit(), `data->>'so_ct' = $1`, [replies[0]?.body.so_ct])).toBe(1);
  });

  it('gives a single-use voucher to one of two orders placed at once', async () => {
    const first = await readyDraft(kit(), { evouchers: ['MOTLAN'] });
    const second = await readyDraft(kit(), { evouchers: ['MOTLAN'] });
    const replies = await Promise.all(
      [first, second].map(({ guest, id }) =>
        kit().call<{ message: string; tien_evoucher: number }>(guest, 'PUT', `so1/${id}`, placeBody),
      ),
    );
    const ok = replies.filter((reply) => reply.status === 200);
    const refused = replies.filter((reply) => reply.status !== 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.body.tien_evoucher).toBe(20_000);
    expect(refused[0]?.status).toBe(409);
    expect(refused[0]?.body.message).toBe('Voucher không khả dụng');
    const used = await kit().shop.db.query<{ n: string }>(
      `SELECT data->>'so_luong_da_dung' AS n FROM documents WHERE collection = 'evoucher' AND data->>'ma' = 'MOTLAN'`,
    );
    expect(Number(used[0]?.n)).toBe(1);
  });
});
