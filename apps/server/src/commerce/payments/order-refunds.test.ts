import type { ConsoleRefundReply } from '@shop/domain/console';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../../console/console.test-kit.js';
import { EWALLET, payOnSandbox } from '../../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../../testing.js';
import { findOrder } from '../order-store.js';
import { refundsOf } from './order-refunds.js';
import { refundLosingCommit } from './refund-job.test-kit.js';

type Problem = { error: string; message: string };
type RefundReply = ConsoleRefundReply;

describe.each(testBackends())('refunds of a VNPay payment from the console (%s)', (backend) => {
  // The job loop is left to the test: it runs the refund jobs when the test says.
  const kit = consoleSuite(backend, {}, { jobsByTest: true });

  /** A guest's e-wallet order, paid on the sandbox's page. */
  async function paidOrder() {
    const placed = await kit().place({ pt_thanh_toan: EWALLET });
    const returnQuery = await payOnSandbox(kit().shop.app, placed.virtual_payment_client_url);
    expect((await kit().call(placed.owner, 'GET', `payments/vnpay/return?${returnQuery}`)).status).toBe(200);
    return { id: placed._id, total: Number(placed.t_tt_nt) };
  }
  const ask = (id: string, body: unknown, who = kit().callers.owner) =>
    kit().call<RefundReply & Problem>(who, 'POST', `console/orders/${id}/refund`, body);
  const stored = async (id: string) => {
    const order = await findOrder(kit().shop.db, kit().shop.env.ID_APP, null, id);
    if (!order) throw new Error('order gone');
    return refundsOf(order);
  };

  it('records the refund as asked, queues it, and the job refunds it once; never above what was paid', async () => {
    const { id, total } = await paidOrder();
    expect((await ask(id, { so_tien: 50_000, ly_do: 'x' }, kit().callers.staff)).body.error).toBe(
      'CONSOLE_FORBIDDEN',
    );
    expect((await ask(id, { so_tien: 0, ly_do: 'Hết hàng' })).body.error).toBe('REFUND_AMOUNT_INVALID');
    expect((await ask(id, { so_tien: 50_000, ly_do: '  ' })).body.error).toBe('REFUND_REASON_REQUIRED');
    const above = await ask(id, { so_tien: total + 1, ly_do: 'Hết hàng' });
    expect(above.status).toBe(409);
    expect(above.body.error).toBe('REFUND_ABOVE_PAID');

    const asked = await ask(id, { so_tien: 50_000, ly_do: 'Hết hàng' });
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe('Đã gửi yêu cầu hoàn tiền tới cổng thanh toán');
    expect(asked.body.refund).toMatchObject({ amount: 50_000, reason: 'Hết hàng', state: 'requested' });
    // Nothing was asked of the gateway yet: the request only recorded and queued it.
    expect((await stored(id)).map((refund) => refund.state)).toEqual(['requested']);
    // What is asked counts at once: the rest is all that may still be refunded.
    expect((await ask(id, { so_tien: total - 49_999, ly_do: 'Hết hàng' })).body.error).toBe(
      'REFUND_ABOVE_PAID',
    );

    // A first try whose commit is lost (the process died after the gateway took it): the retry
    // sends the same request id, and the refund is done once.
    expect(await refundLosingCommit(kit().shop, id, asked.body.refund._id)).toMatchObject({ status: 'done' });
    expect((await stored(id))[0]?.state).toBe('requested');
    expect(await kit().shop.app.schedules.runDue(new Date())).toBe(1);
    expect((await stored(id))[0]).toMatchObject({ state: 'done', provider_code: '94' });
    expect(await kit().shop.app.schedules.runDue(new Date())).toBe(0);

    // The rest, to the last đồng: the sandbox takes it only if the first was refunded once.
    const rest = await ask(id, { so_tien: total - 50_000, ly_do: 'Huỷ đơn' });
    expect(rest.status).toBe(200);
    expect(await kit().shop.app.schedules.runDue(new Date())).toBe(1);
    expect((await stored(id)).map((refund) => [refund.amount, refund.state, refund.provider_code])).toEqual([
      [50_000, 'done', '94'],
      [total - 50_000, 'done', '00'],
    ]);
    expect((await ask(id, { so_tien: 1, ly_do: 'Thêm' })).body.error).toBe('REFUND_ABOVE_PAID');
  });

  it('asks for the refund when a paid order is cancelled, and not for an unpaid one', async () => {
    const { id, total } = await paidOrder();
    const cancelled = await kit().call<{ refund_due?: number; message: string }>(
      kit().callers.owner,
      'POST',
      `console/orders/${id}/cancel`,
      { ly_do_huy: 'Hết hàng trong kho' },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.refund_due).toBe(total);
    expect(cancelled.body.message).toMatch(/^Đã huỷ đơn hàng\. Khách đã thanh toán: hãy hoàn .+ cho khách$/);
    const unpaid = await kit().place();
    const plain = await kit().call<{ refund_due?: number; message: string }>(
      kit().callers.owner,
      'POST',
      `console/orders/${unpaid._id}/cancel`,
      { ly_do_huy: 'Hết hàng trong kho' },
    );
    expect(plain.body.message, JSON.stringify(plain.body).slice(-300)).toBe('Đã huỷ đơn hàng');
    expect(plain.body.refund_due).toBeUndefined();
  });

  it('refuses an order not paid through the gateway', async () => {
    const placed = await kit().place();
    const refused = await ask(placed._id, { so_tien: 1_000, ly_do: 'Hết hàng' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('REFUND_NOTHING_PAID');
  });
});
