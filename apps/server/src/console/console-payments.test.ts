import type { PaymentsReply } from '@shop/domain/payments';
import { toVietnamDate } from '@shop/domain/primitives';
import { describe, expect, it } from 'vitest';
import { BANK, EWALLET } from '../routes/commerce/commerce.test-kit.js';
import { simulateSepayTransfer } from '../commerce/payments/bank-notices.test-kit.js';
import { testBackends } from '../testing.js';
import { consoleSuite } from './console.test-kit.js';

type Problem = { error: string; message: string };

describe.each(testBackends())('the console Payments screen and its CSV (issue 30) on %s', (backend) => {
  const kit = consoleSuite(backend);

  const transfer = (note: string, amount: number) => simulateSepayTransfer(kit().shop.app, note, amount);
  const list = (query = '', who = kit().callers.staff) =>
    kit().call<PaymentsReply & Problem>(who, 'GET', `console/payments${query}`);

  it("lists today's transfers (matched, part, unmatched), e-wallet payments waiting and refunds, filtered", async () => {
    const paid = await kit().place({ pt_thanh_toan: BANK });
    const part = await kit().place({ pt_thanh_toan: BANK });
    const wallet = await kit().place({ pt_thanh_toan: EWALLET });
    await transfer(`Thanh toan ${paid.so_ct}`, Number(paid.t_tt_nt));
    await transfer(`ck ${part.so_ct.toLowerCase()}`, 10_000);
    await transfer('tien nha', 77_000);
    const refunded = await kit().call(
      kit().callers.owner,
      'POST',
      `console/orders/${paid._id}/bank-refunds`,
      {
        so_tien: 5_000,
        ngay: toVietnamDate(new Date()),
        ma_tham_chieu: 'FT-HOAN-1',
        ly_do: 'Giao thiếu',
      },
    );
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);

    const today = await list();
    expect(today.status, JSON.stringify(today.body)).toBe(200);
    const byRef = (reference: string) => today.body.items.find((row) => row.reference === reference);
    expect(today.body.items.find((row) => row.kind === 'transfer' && row.so_ct === paid.so_ct)).toMatchObject(
      {
        kind: 'transfer',
        state: 'paid',
        amount: Number(paid.t_tt_nt),
      },
    );
    const partRow = today.body.items.find((row) => row.kind === 'transfer' && row.so_ct === part.so_ct);
    expect(partRow).toMatchObject({ state: 'part', amount: 10_000, missing: Number(part.t_tt_nt) - 10_000 });
    expect(today.body.items.find((row) => row.state === 'unmatched' && row.amount === 77_000)).toBeTruthy();
    expect(
      today.body.items.find((row) => row.kind === 'ewallet' && row.so_ct === wallet.so_ct),
    ).toMatchObject({
      state: 'waiting',
      amount: Number(wallet.t_tt_nt),
    });
    expect(byRef('FT-HOAN-1')).toMatchObject({
      kind: 'refund',
      state: 'done',
      amount: 5_000,
      so_ct: paid.so_ct,
    });
    expect(today.body.totals).toContainEqual(
      expect.objectContaining({ kind: 'refund', state: 'done', count: 1 }),
    );

    // Filters: a kind, a state; another span finds nothing of today.
    const refunds = await list('?kind=refund');
    expect(refunds.body.items.length).toBeGreaterThan(0);
    expect(refunds.body.items.every((row) => row.kind === 'refund')).toBe(true);
    const unmatched = await list('?kind=transfer&state=unmatched');
    expect(unmatched.body.items.every((row) => row.state === 'unmatched')).toBe(true);
    expect((await list('?from=2020-01-01&to=2020-01-31')).body.items).toEqual([]);
    const wrong = await list('?from=2026-02-30');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(
      'Khoảng ngày hoặc bộ lọc thanh toán không hợp lệ (ngày dạng YYYY-MM-DD, tối đa 366 ngày)',
    );
    expect((await list('?from=2026-02-01&to=2026-01-01')).status).toBe(400);
    expect((await list('?state=stolen')).status).toBe(400);
    expect((await list('', kit().callers.customer)).status).toBe(403);
  });

  it('exports the movements as CSV for an accountant: BOM, ISO dates, whole VND, formulas defused', async () => {
    const order = await kit().place({ pt_thanh_toan: BANK });
    await transfer(`=HYPERLINK("http://evil.example") ${order.so_ct}`, Number(order.t_tt_nt));
    const reply = await kit().shop.app.inject({
      method: 'GET',
      url: `${kit().base}/console/payments/export?kind=transfer`,
      headers: { authorization: `Bearer ${kit().callers.owner.token}` },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    const today = toVietnamDate(new Date());
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="payments-${today}_${today}.csv"`,
    );
    const text = reply.body;
    expect(
      text.startsWith(
        '\uFEFFdate,kind,state,amount_vnd,order,provider,reference,note,missing_vnd,excess_vnd\r\n',
      ),
    ).toBe(true);
    const line = text.split('\r\n').find((row) => row.includes(order.so_ct));
    expect(line).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z,transfer,paid,${Number(order.t_tt_nt)},${order.so_ct},`,
      ),
    );
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"") ${order.so_ct}"`);
  });
});
