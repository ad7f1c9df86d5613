import { describe, expect, it } from 'vitest';
import { signedQuery, vnpayConfig } from '../../commerce/payments/vnpay.js';
import { type PlacedRow, consoleSuite } from '../../console/console.test-kit.js';
import { testBackends } from '../../testing.js';
import { EWALLET } from '../commerce/commerce.test-kit.js';

type ConsoleOrder = {
  order: { trang_thai: string; trang_thai_tt: string };
  refunds_due: { amount: number; reason: string; transaction_id: string; notification: object }[];
  timeline: { by: string; changes: { field: string; to: unknown }[] }[];
};

/**
 * Issue 25, item 4: a correctly signed gateway result may pay only an unpaid, live e-wallet order.
 * Any other payment leaves the order as it is and is recorded, once, as a refund due, which the
 * console shows on the order (decision 039).
 */
describe.each(testBackends())('payments an order cannot take, on %s', (backend) => {
  const kit = consoleSuite(backend);

  /** A result as VNPay signs it for a payment of the order's total (reference `so_ct-attempt`). */
  function gatewayResult(order: PlacedRow, transactionNo: string, attempt = 1) {
    return signedQuery(
      {
        vnp_Amount: String(Number(order.t_tt_nt) * 100),
        vnp_BankCode: 'NCB',
        vnp_ResponseCode: '00',
        vnp_TransactionNo: transactionNo,
        vnp_TransactionStatus: '00',
        vnp_TxnRef: `${order.so_ct}-${attempt}`,
      },
      vnpayConfig(kit().shop.env)?.hashSecret ?? '',
    );
  }
  const ipn = async (order: PlacedRow, query: string) =>
    (
      await kit().call<{ RspCode: string; Message: string }>(
        order.owner,
        'GET',
        `payments/vnpay/ipn?${query}`,
      )
    ).body;
  const consoleView = async (order: PlacedRow) =>
    (await kit().call<ConsoleOrder>(kit().callers.owner, 'GET', `console/orders/${order._id}`)).body;

  it('answers 02 for a cancelled order, leaves it cancelled and unpaid, and records the money once for a refund', async () => {
    const placed = await kit().place({ pt_thanh_toan: EWALLET });
    const cancelled = await kit().call<{ trang_thai: string }>(
      placed.owner,
      'POST',
      `so1/${placed._id}/cancel`,
      {
        ly_do_huy: 'Đổi ý không mua nữa',
      },
    );
    expect(cancelled.body.trang_thai).toBe('9');
    const result = gatewayResult(placed, '14831393');

    expect(await ipn(placed, result)).toEqual({ RspCode: '02', Message: 'Order already confirmed' });
    // VNPay repeats an IPN; the shopper's return link carries the same result.
    expect((await ipn(placed, result)).RspCode).toBe('02');
    const back = await kit().call<{ isSuccess: boolean; refund_due: boolean }>(
      placed.owner,
      'GET',
      `payments/vnpay/return?${result}`,
    );
    expect(back.body).toMatchObject({ isSuccess: false, refund_due: true });

    const after = await kit().call<{ trang_thai: string; trang_thai_tt: string }>(
      placed.owner,
      'GET',
      `so1/${placed._id}`,
    );
    expect(after.body).toMatchObject({ trang_thai: '9', trang_thai_tt: '0' });
    const detail = await consoleView(placed);
    expect(detail.order).toMatchObject({ trang_thai: '9', trang_thai_tt: '0' });
    expect(detail.refunds_due).toHaveLength(1);
    expect(detail.refunds_due[0]).toMatchObject({
      amount: placed.t_tt_nt,
      reason: 'ORDER_CANCELLED',
      transaction_id: '14831393',
      notification: { vnp_TxnRef: `${placed.so_ct}-1`, vnp_ResponseCode: '00' },
    });
    const refundEntries = detail.timeline.filter((entry) => entry.by === 'vnpay');
    expect(refundEntries).toHaveLength(1);
    expect(refundEntries[0]?.changes[0]).toMatchObject({
      field: 'hoan_tien_can_tra',
      to: { so_tien: placed.t_tt_nt, ly_do: 'ORDER_CANCELLED' },
    });
  });

  it('records a second payment of a paid order for a refund instead of dropping it', async () => {
    const placed = await kit().place({ pt_thanh_toan: EWALLET });
    const first = gatewayResult(placed, '20000001', 1);
    expect((await ipn(placed, first)).RspCode).toBe('00');
    // The shopper had opened a second gateway link and paid it too.
    expect((await ipn(placed, gatewayResult(placed, '20000002', 2))).RspCode).toBe('02');
    expect((await ipn(placed, first)).RspCode).toBe('02');
    const detail = await consoleView(placed);
    expect(detail.order.trang_thai_tt).toBe('1');
    expect(detail.refunds_due.map((refund) => [refund.transaction_id, refund.reason])).toEqual([
      ['20000002', 'ALREADY_PAID'],
    ]);
  });

  it('pays nothing on a cash-on-delivery order through the gateway', async () => {
    const placed = await kit().place();
    expect((await ipn(placed, gatewayResult(placed, '30000001'))).RspCode).toBe('02');
    const detail = await consoleView(placed);
    expect(detail.refunds_due.map((refund) => refund.reason)).toEqual(['NOT_EWALLET']);
  });
});
