import type { BankTransferEntry } from '@shop/domain/payments';
import { describe, expect, it } from 'vitest';
import { BANK } from '../routes/commerce/commerce.test-kit.js';
import { simulateSepayTransfer } from '../commerce/payments/bank-notices.test-kit.js';
import { testBackends } from '../testing.js';
import { consoleSuite } from './console.test-kit.js';

type List = { items: BankTransferEntry[] };
type Handled = { entry: BankTransferEntry; message: string };

describe.each(testBackends())('console bank transfers on %s', (backend) => {
  const kit = consoleSuite(backend);

  /** A transfer the local SePay simulator reports (test mode: no key set). */
  const transfer = async (note: string, amount: number) => {
    const id = await simulateSepayTransfer(kit().shop.app, note, amount);
    const list = await kit().call<List>(kit().callers.staff, 'GET', 'console/bank-transfers?outcome=all');
    const entry = list.body.items.find((item) => item.transaction_id === id);
    if (!entry) throw new Error(`transfer ${id} not listed`);
    return entry;
  };

  it('lists the unmatched transfers to staff only; staff assign one to an order by its code, once', async () => {
    const order = await kit().place({ pt_thanh_toan: BANK });
    const stray = await transfer('chuyen tien cho shop', Number(order.t_tt_nt));
    expect(stray).toMatchObject({ outcome: 'unmatched', order_id: null, amount: Number(order.t_tt_nt) });
    expect((await kit().call(kit().callers.customer, 'GET', 'console/bank-transfers')).status).toBe(403);
    const unmatched = await kit().call<List>(kit().callers.staff, 'GET', 'console/bank-transfers');
    expect(unmatched.body.items.map((item) => item._id)).toContain(stray._id);
    expect(unmatched.body.items.every((item) => item.outcome === 'unmatched')).toBe(true);

    const assign = (id: string, body: object) =>
      kit().call<Handled>(kit().callers.staff, 'POST', `console/bank-transfers/${id}/assign`, body);
    expect((await assign(stray._id, {})).body).toMatchObject({ error: 'TRANSFER_ORDER_CODE_REQUIRED' });
    expect((await assign(stray._id, { so_ct: 'DH999997' })).status).toBe(404);
    const done = await assign(stray._id, { so_ct: ` ${order.so_ct.toLowerCase()} ` });
    expect(done.status).toBe(200);
    expect(done.body.entry).toMatchObject({
      outcome: 'paid',
      so_ct: order.so_ct,
      handled_by: 'nhanvien@example.com',
    });
    expect(done.body.message).toBe('Đã gán khoản chuyển vào đơn hàng');
    const detail = await kit().call<{ order: { trang_thai_tt: string } }>(
      kit().callers.staff,
      'GET',
      `console/orders/${order._id}`,
    );
    expect(detail.body.order.trang_thai_tt).toBe('1');
    const again = await assign(stray._id, { so_ct: order.so_ct });
    expect(again).toMatchObject({ status: 409, body: { error: 'TRANSFER_ALREADY_HANDLED' } });
    const after = await kit().call<List>(kit().callers.staff, 'GET', 'console/bank-transfers');
    expect(after.body.items.map((item) => item._id)).not.toContain(stray._id);
  });

  it("marks a transfer not the shop's, which leaves the list and is kept", async () => {
    const stray = await transfer('tien an trua', 45_000);
    const marked = await kit().call<Handled>(
      kit().callers.owner,
      'POST',
      `console/bank-transfers/${stray._id}/not-ours`,
    );
    expect(marked.body.entry).toMatchObject({ outcome: 'not-ours', handled_by: expect.any(String) });
    const kept = await kit().call<List>(
      kit().callers.owner,
      'GET',
      'console/bank-transfers?outcome=not-ours',
    );
    expect(kept.body.items.map((item) => item._id)).toContain(stray._id);
    const twice = await kit().call(
      kit().callers.owner,
      'POST',
      `console/bank-transfers/${stray._id}/not-ours`,
    );
    expect(twice.status).toBe(409);
    const unknown = await kit().call(
      kit().callers.owner,
      'POST',
      'console/bank-transfers/aaaaaaaaaaaaaaaaaaaaaaaa/not-ours',
    );
    expect(unknown).toMatchObject({ status: 404, body: { error: 'TRANSFER_NOT_FOUND' } });
    const badFilter = await kit().call(kit().callers.owner, 'GET', 'console/bank-transfers?outcome=lost');
    expect(badFilter.status).toBe(400);
  });
});
