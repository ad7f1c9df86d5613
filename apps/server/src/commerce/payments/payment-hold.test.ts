import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../../console/console.test-kit.js';
import { SEPAY_EXAMPLE } from './bank-notices.test-kit.js';
import { sepayKey } from './bank-notices.js';
import { SEPAY_WEBHOOK_PATH } from '../../routes/payments/bank-transfer-webhooks.js';
import { BANK, EWALLET } from '../../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../../testing.js';
import { findOrder } from '../order-store.js';
import { PAYMENT_HOLD_SCHEDULE_ID, planPaymentHold, runPaymentHold } from './payment-hold.js';

type Problem = { error: string; message: string };
const HOUR = 3_600_000;
const PRODUCT = 'CPH-009';

describe.each(testBackends())('unpaid orders expire (%s)', (backend) => {
  // The job loop is left to the test: it runs the passes at the times the test says.
  const kit = consoleSuite(backend, {}, { jobsByTest: true });

  const idApp = () => kit().shop.env.ID_APP;
  const order = async (id: string) => {
    const found = await findOrder(kit().shop.db, idApp(), null, id);
    if (!found) throw new Error('order gone');
    return found;
  };
  const stock = async () =>
    Number(
      (
        await kit().shop.db.query<{ ton: string }>(
          `SELECT data->>'ton' AS ton FROM documents WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2`,
          [idApp(), PRODUCT],
        )
      )[0]?.ton,
    );
  const mails = async (id: string, kind: string) =>
    kit().shop.db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM outbox WHERE order_id = $1 AND kind = $2 AND channel = 'email'`,
      [id, kind],
    );
  const pass = (at: Date) => kit().shop.db.transaction((tx) => runPaymentHold(tx, at));
  const settings = (body: unknown, who = kit().callers.owner) =>
    kit().call<{ payment_hold_hours: number } & Problem>(who, 'POST', 'console/settings/payment-hold', body);

  it('keeps the hold the owner sets, 24 hours until then', async () => {
    const read = await kit().call<{ payment_hold_hours: number }>(
      kit().callers.owner,
      'GET',
      'console/settings/payment-hold',
    );
    expect(read.body).toEqual({ payment_hold_hours: 24 });
    expect((await settings({ payment_hold_hours: 6 }, kit().callers.staff)).body.error).toBe(
      'CONSOLE_FORBIDDEN',
    );
    for (const wrong of [0, 169, 1.5, '6'])
      expect((await settings({ payment_hold_hours: wrong })).body.error).toBe('PAYMENT_HOLD_HOURS_INVALID');
    const saved = await settings({ payment_hold_hours: 6 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ payment_hold_hours: 6, message: 'Đã lưu cài đặt thanh toán' });
    const again = await kit().call<{ payment_hold_hours: number }>(
      kit().callers.owner,
      'GET',
      'console/settings/payment-hold',
    );
    expect(again.body).toEqual({ payment_hold_hours: 6 });
  });

  it('reminds once at half the hold, then cancels: the stock back, the cancellation mail', async () => {
    await settings({ payment_hold_hours: 6 });
    const before = await stock();
    const bank = await kit().place({ pt_thanh_toan: BANK }, { ma_vt: PRODUCT, sl_xuat: 2 });
    const wallet = await kit().place({ pt_thanh_toan: EWALLET }, { ma_vt: PRODUCT, sl_xuat: 1 });
    const cash = await kit().place({}, { ma_vt: PRODUCT, sl_xuat: 1 });
    expect(await stock()).toBe(before - 4);
    const placedAt = Date.parse(String((await order(bank._id)).ngay_ct));

    expect(await pass(new Date(placedAt + 2 * HOUR))).toEqual({ reminded: 0, expired: 0 });
    const half = await pass(new Date(placedAt + 3 * HOUR + 60_000));
    expect(half.reminded).toBeGreaterThanOrEqual(2);
    expect(half.expired).toBe(0);
    const reminder = await mails(bank._id, 'payment-reminder');
    expect(reminder).toHaveLength(1);
    expect((await order(bank._id)).han_thanh_toan).toBe(new Date(placedAt + 6 * HOUR).toISOString());
    expect(await mails(wallet._id, 'payment-reminder')).toHaveLength(1);
    expect(await mails(cash._id, 'payment-reminder')).toHaveLength(0);
    // A second pass before the end reminds no one again.
    await pass(new Date(placedAt + 4 * HOUR));
    expect(await mails(bank._id, 'payment-reminder')).toHaveLength(1);

    // The end of the hold, reached by two passes at once (two processes): each order once.
    const end = new Date(placedAt + 6 * HOUR + 60_000);
    const [first, second] = await Promise.all([pass(end), pass(end)]);
    expect((first?.expired ?? 0) + (second?.expired ?? 0)).toBeGreaterThanOrEqual(2);
    for (const id of [bank._id, wallet._id]) {
      const expired = await order(id);
      expect(expired).toMatchObject({
        trang_thai: '9',
        ly_do_huy: 'Quá thời gian giữ đơn chờ thanh toán',
        het_han_thanh_toan: true,
      });
      expect(await mails(id, 'order-cancelled')).toHaveLength(1);
    }
    expect((await order(cash._id)).trang_thai).toBe('0');
    expect(await stock()).toBe(before - 1);
    await pass(new Date(placedAt + 30 * HOUR));
    expect(await stock()).toBe(before - 1);
  });

  it('runs as a job of the queue, planned once on its grid whichever process plans it', async () => {
    const now = new Date();
    const plan = { maxAttempts: 3, everyMinutes: 5 };
    const [first, second] = await Promise.all([
      planPaymentHold(kit().shop.db, now, plan),
      planPaymentHold(kit().shop.db, now, plan),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const [job] = await kit().shop.db.query<{ run_at: Date | string; kind: string }>(
      `SELECT run_at, kind FROM jobs WHERE schedule_id = $1 AND status = 'pending'`,
      [PAYMENT_HOLD_SCHEDULE_ID],
    );
    const runAt = new Date(job?.run_at ?? 0);
    expect(runAt.getTime() % 300_000).toBe(0);
    expect(runAt.getTime()).toBeGreaterThan(now.getTime());
    expect(await kit().shop.app.schedules.runDue(runAt)).toBe(1);
    const [done] = await kit().shop.db.query<{ status: string; result: Record<string, number> }>(
      `SELECT status, result FROM jobs WHERE schedule_id = $1 AND run_at = $2`,
      [PAYMENT_HOLD_SCHEDULE_ID, runAt.toISOString()],
    );
    expect(done?.status).toBe('done');
    expect(Object.keys(done?.result ?? {}).sort()).toEqual(['expired', 'reminded']);
  });

  it('lists a transfer that comes after expiry for a refund, and staff open the order again if stock allows', async () => {
    await settings({ payment_hold_hours: 6 });
    const bank = await kit().place({ pt_thanh_toan: BANK }, { ma_vt: PRODUCT, sl_xuat: 1 });
    const placedAt = Date.parse(String((await order(bank._id)).ngay_ct));
    await pass(new Date(placedAt + 7 * HOUR));
    expect((await order(bank._id)).trang_thai).toBe('9');
    const reopen = (who = kit().callers.owner) =>
      kit().call<Problem & { trang_thai: string }>(who, 'POST', `console/orders/${bank._id}/reopen`, {});

    const body = {
      ...SEPAY_EXAMPLE,
      id: 990_001,
      content: `${bank.so_ct} chuyen khoan`,
      transferAmount: Number(bank.t_tt_nt),
      referenceCode: 'MBVCB.990001',
    };
    const late = await kit().shop.app.inject({
      method: 'POST',
      url: SEPAY_WEBHOOK_PATH,
      headers: {
        'content-type': 'application/json',
        authorization: `Apikey ${sepayKey(kit().shop.env)?.key}`,
      },
      payload: JSON.stringify(body),
    });
    expect(late.statusCode).toBe(200);
    const [row] = await kit().shop.db.query<{ outcome: string }>(
      'SELECT outcome FROM bank_transfers WHERE transaction_id = $1',
      ['990001'],
    );
    expect(row?.outcome).toBe('refund-due');
    expect((await order(bank._id)).trang_thai).toBe('9');

    // Stock gone meanwhile: refused, nothing changed.
    const saved = await stock();
    await kit().shop.db.query(
      `UPDATE documents SET data = jsonb_set(data, '{ton}', '0') WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2`,
      [idApp(), PRODUCT],
    );
    const short = await reopen();
    expect(short.status).toBe(409);
    expect(short.body.error).toBe('REOPEN_OUT_OF_STOCK');
    expect((await order(bank._id)).trang_thai).toBe('9');
    await kit().shop.db.query(
      `UPDATE documents SET data = jsonb_set(data, '{ton}', to_jsonb($3::int)) WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2`,
      [idApp(), PRODUCT, saved],
    );

    const opened = await reopen();
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.message).toBe('Đã mở lại đơn hàng');
    const now = await order(bank._id);
    expect(now).toMatchObject({ trang_thai: '0', trang_thai_tt: '1', het_han_thanh_toan: false });
    expect(await stock()).toBe(saved - 1);
    const [paidRow] = await kit().shop.db.query<{ outcome: string }>(
      'SELECT outcome FROM bank_transfers WHERE transaction_id = $1',
      ['990001'],
    );
    expect(paidRow?.outcome).toBe('paid');
    expect(await mails(bank._id, 'payment-received')).toHaveLength(1);
    // Open already: a second try is refused.
    expect((await reopen()).body.error).toBe('ORDER_NOT_REOPENABLE');
    // Paid: the hold leaves it alone.
    await pass(new Date(Date.now() + 30 * HOUR));
    expect((await order(bank._id)).trang_thai).toBe('0');
  });
});
