import type { OwnReturn } from '@shop/domain/returns';
import { describe, expect, it } from 'vitest';
import { consoleSuite, deliverAsOwner } from '../console/console.test-kit.js';
import { buy } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';

type Reply = { return: OwnReturn; message: string; error?: string };

describe.each(testBackends())('return requests (%s)', (backend) => {
  const kit = consoleSuite(backend);
  const deliver = (id: string) => deliverAsOwner(kit(), id);
  const ask = (body: object, lang = '') =>
    kit().call<Reply>(kit().callers.customer, 'POST', `returns${lang}`, body);

  it("takes a delivered order's lines within 48 h, at most what is left, with the refund the rules give", async () => {
    const placed = await buy(kit(), kit().callers.customer, [
      { ma_vt: 'CPH-009', sl_xuat: 2 },
      { ma_vt: 'NSA-004', sl_xuat: 1 },
    ]);
    expect(placed.status).toBe(200);
    const order = placed.body as unknown as {
      _id: string;
      details: { tien: number }[];
      tien_phi_vc: number;
      tien_freeship?: number;
    };
    const request = { order_id: order._id, reason: 'damaged', note: 'Hộp bị móp', resolution: 'refund' };
    // Not delivered yet.
    expect(await ask({ ...request, lines: [{ line: 0, quantity: 1 }] })).toMatchObject({
      status: 403,
      body: { error: 'RETURN_NOT_DELIVERED', message: 'Chỉ đơn hàng đã giao của bạn mới được đổi hoặc trả' },
    });
    await deliver(order._id);
    const first = await ask({ ...request, lines: [{ line: 0, quantity: 1 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const lineZero = order.details[0]?.tien ?? 0;
    expect(first.body.message).toBe('Đã gửi yêu cầu đổi/trả. Cửa hàng sẽ phản hồi sớm');
    expect(first.body.return).toMatchObject({
      status: 'new',
      resolution: 'refund',
      lines: [{ line: 0, quantity: 1, amount: Math.floor(lineZero / 2) }],
      shipping_refund: 0,
    });
    // Two more units of line 0: only one is left.
    expect(await ask({ ...request, lines: [{ line: 0, quantity: 2 }] }, '?lang=en')).toMatchObject({
      status: 409,
      body: {
        error: 'RETURN_QUANTITY_TOO_HIGH',
        message: 'The quantity is more than was delivered minus what already came back',
      },
    });
    expect((await ask({ ...request, lines: [{ line: 5, quantity: 1 }] })).status).toBe(400);
    expect((await ask({ ...request, lines: [] })).body).toMatchObject({ error: 'RETURN_EMPTY' });
    // The rest of the order, for the shop's fault: the shipping paid comes back too.
    const rest = await ask({
      ...request,
      resolution: 'exchange',
      lines: [
        { line: 0, quantity: 1 },
        { line: 1, quantity: 1 },
      ],
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    const shipping = Math.max(0, order.tien_phi_vc - (order.tien_freeship ?? 0));
    expect(rest.body.return.shipping_refund).toBe(shipping);
    expect(first.body.return.refund_amount + rest.body.return.refund_amount).toBe(
      order.details.reduce((sum, line) => sum + line.tien, 0) + shipping,
    );
    const mine = await kit().call<OwnReturn[]>(kit().callers.customer, 'GET', 'returns/mine');
    expect(mine.body.map((item) => item.resolution)).toEqual(['exchange', 'refund']);
    // Another shopper's order, and a guest.
    const other = await kit().place();
    await deliver(other._id);
    expect(
      (await ask({ ...request, order_id: other._id, lines: [{ line: 0, quantity: 1 }] })).body,
    ).toMatchObject({
      error: 'RETURN_NOT_DELIVERED',
    });
    expect(
      (
        await kit().call(kit().callers.guest, 'POST', 'returns', {
          ...request,
          lines: [{ line: 0, quantity: 1 }],
        })
      ).status,
    ).toBe(401);
  });

  it('refuses once 48 hours have passed since delivery', async () => {
    const placed = await buy(kit(), kit().callers.customer, [{ ma_vt: 'CPH-009', sl_xuat: 1 }]);
    const id = (placed.body as { _id: string })._id;
    await deliver(id);
    await kit().shop.db.query(
      `UPDATE documents SET data = data || jsonb_build_object('ngay_giao_hang', (now() - interval '48 hours 1 minute')::text)
       WHERE collection = 'so1' AND id = $1`,
      [id],
    );
    expect(
      await ask({
        order_id: id,
        reason: 'changed-mind',
        resolution: 'refund',
        lines: [{ line: 0, quantity: 1 }],
      }),
    ).toMatchObject({
      status: 403,
      body: {
        error: 'RETURN_WINDOW_CLOSED',
        message: 'Đã quá 48 giờ kể từ khi nhận hàng, không thể yêu cầu đổi/trả',
      },
    });
  });
});
