import type { ConsoleRefundReply } from '@shop/domain/console';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../../console/console.test-kit.js';
import { BANK, EWALLET, payOnSandbox } from '../../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../../testing.js';
import { findOrder } from '../order-store.js';
import { refundsOf } from './order-refunds.js';

type Problem = { error: string; message: string };
type Reply = ConsoleRefundReply & Problem & { refund_due?: number };

describe.each(testBackends())('refunds recorded and told (%s)', (backend) => {
  const kit = consoleSuite(backend, {}, { jobsByTest: true });

  const refundMails = async (id: string) =>
    Number(
      (
        await kit().shop.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM outbox WHERE order_id = $1 AND kind = 'refund-update' AND channel = 'email'`,
          [id],
        )
      )[0]?.n,
    );
  const bankRefund = (id: string, body: Record<string, unknown>, who = kit().callers.owner) =>
    kit().call<Reply>(who, 'POST', `console/orders/${id}/bank-refunds`, {
      so_tien: 50_000,
      ngay: '2026-11-28',
      ma_tham_chieu: 'FT26333123456',
      ly_do: 'Khách huỷ đơn',
      ...body,
    });

  it('records a bank refund of a paid transfer order within what came, asked for on cancelling, with its mail', async () => {
    const placed = await kit().place({ pt_thanh_toan: BANK });
    const total = Number(placed.t_tt_nt);
    const today = new Date().toISOString().slice(0, 10);
    // Nothing came yet: nothing to refund.
    expect((await bankRefund(placed._id, {})).body.error).toBe('REFUND_NOTHING_PAID_BY_TRANSFER');
    const paid = await kit().call(kit().callers.owner, 'POST', `console/orders/${placed._id}/payment`, {
      so_tien: total,
      ngay: today,
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    // Cancelling the paid order asks for the refund of what came.
    const cancelled = await kit().call<Reply>(
      kit().callers.owner,
      'POST',
      `console/orders/${placed._id}/cancel`,
      {
        ly_do_huy: 'Khách đổi ý không mua nữa',
      },
    );
    expect(cancelled.body.refund_due).toBe(total);
    // The order page says a refund goes as a bank refund, of all that came; not re-openable.
    expect(cancelled.body.money).toMatchObject({
      refund_via: 'bank',
      gateway: null,
      paid: total,
      refundable: total,
      refunds: [],
      can_reopen: false,
    });
    expect(cancelled.body.message).toMatch(/^Đã huỷ đơn hàng\. Khách đã thanh toán: hãy hoàn .+ cho khách$/);

    expect((await bankRefund(placed._id, {}, kit().callers.staff)).body.error).toBe('CONSOLE_FORBIDDEN');
    expect((await bankRefund(placed._id, { ngay: '2999-01-01' })).body.error).toBe('REFUND_DATE_INVALID');
    expect((await bankRefund(placed._id, { ngay: '29/11/2026' })).body.error).toBe('REFUND_DATE_INVALID');
    expect((await bankRefund(placed._id, { ma_tham_chieu: ' ' })).body.error).toBe(
      'REFUND_REFERENCE_REQUIRED',
    );
    expect((await bankRefund(placed._id, { so_tien: total + 1 })).body.error).toBe('REFUND_ABOVE_PAID');
    const english = await kit().call<Problem>(
      kit().callers.owner,
      'POST',
      `console/orders/${placed._id}/bank-refunds?lang=en`,
      {
        so_tien: 1,
        ngay: today,
        ma_tham_chieu: '',
        ly_do: 'x',
      },
    );
    expect(english.body.message).toBe(
      "Please give the bank's reference of the refund (at most 100 characters)",
    );
    expect(await refundMails(placed._id)).toBe(0);

    const part = await bankRefund(placed._id, { so_tien: 50_000 });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.message).toBe('Đã ghi nhận khoản hoàn tiền qua ngân hàng');
    expect(part.body.refund).toMatchObject({
      kind: 'bank',
      amount: 50_000,
      state: 'done',
      paid_on: '2026-11-28',
      reference: 'FT26333123456',
      reason: 'Khách huỷ đơn',
    });
    expect(await refundMails(placed._id)).toBe(1);
    const rest = await bankRefund(placed._id, { so_tien: total - 50_000, ma_tham_chieu: 'FT2' });
    expect(rest.status).toBe(200);
    expect((await bankRefund(placed._id, { so_tien: 1 })).body.error).toBe('REFUND_ABOVE_PAID');
    const order = await findOrder(kit().shop.db, kit().shop.env.ID_APP, null, placed._id);
    expect(refundsOf(order ?? { _id: '' }).map((refund) => refund.amount)).toEqual([50_000, total - 50_000]);
    expect(await refundMails(placed._id)).toBe(2);
    // The page: nothing left to refund; each refund on the timeline, done, with its reference.
    const view = await kit().call<Reply>(kit().callers.owner, 'GET', `console/orders/${placed._id}`);
    expect(view.body.money).toMatchObject({ refund_via: 'bank', paid: total, refundable: 0 });
    const timelineRefunds = view.body.timeline
      .flatMap((entry) => entry.changes)
      .filter((change) => change.field === 'hoan_tien')
      .map((change) => change.to);
    expect(timelineRefunds).toEqual([
      expect.objectContaining({
        so_tien: 50_000,
        loai: 'bank',
        trang_thai: 'done',
        ma_tham_chieu: 'FT26333123456',
      }),
      expect.objectContaining({ so_tien: total - 50_000, loai: 'bank', ma_tham_chieu: 'FT2' }),
    ]);
  });

  it('tells the shopper of a gateway refund when asked and when done', async () => {
    const placed = await kit().place({ pt_thanh_toan: EWALLET });
    const returnQuery = await payOnSandbox(kit().shop.app, placed.virtual_payment_client_url);
    expect((await kit().call(placed.owner, 'GET', `payments/vnpay/return?${returnQuery}`)).status).toBe(200);
    const asked = await kit().call<Reply>(
      kit().callers.owner,
      'POST',
      `console/orders/${placed._id}/refund`,
      {
        so_tien: 20_000,
        ly_do: 'Thiếu hàng',
      },
    );
    expect(asked.status).toBe(200);
    expect(asked.body.money).toMatchObject({
      refund_via: 'gateway',
      gateway: 'vnpay',
      paid: Number(placed.t_tt_nt),
      refundable: Number(placed.t_tt_nt) - 20_000,
    });
    expect(await refundMails(placed._id)).toBe(1);
    expect(await kit().shop.app.schedules.runDue(new Date())).toBe(1);
    expect(await refundMails(placed._id)).toBe(2);
    // Asked, then done by the job: two timeline entries of the one refund.
    const view = await kit().call<Reply>(kit().callers.owner, 'GET', `console/orders/${placed._id}`);
    const states = view.body.timeline
      .flatMap((entry) => entry.changes)
      .filter((change) => change.field === 'hoan_tien')
      .map((change) => [change.from, (change.to as { trang_thai: string }).trang_thai]);
    expect(states).toEqual([
      [null, 'requested'],
      ['requested', 'done'],
    ]);
    // A bank refund of an order the gateway paid is refused: no transfer came.
    expect((await bankRefund(placed._id, {})).body.error).toBe('REFUND_NOTHING_PAID_BY_TRANSFER');
  });
});
