import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cassoSecret, cassoSignatureHeader, sepayKey } from '../../commerce/payments/bank-notices.js';
import { CASSO_EXAMPLE, SEPAY_EXAMPLE } from '../../commerce/payments/bank-notices.test-kit.js';
import { consoleOrderView, findConsoleOrder } from '../../console/order-detail.js';
import { sendNotFound } from '../../errors.js';
import { testBackends } from '../../testing.js';
import { shopSuite } from '../../suite.test-kit.js';
import {
  CASSO_WEBHOOK_PATH,
  SANDBOX_BANK_PATH,
  SEPAY_WEBHOOK_PATH,
  bankTransferWebhookRoutes,
} from './bank-transfer-webhooks.js';
import {
  ADMIN,
  BANK,
  buy,
  type CommerceTestApp,
  EWALLET,
  newGuest,
  startCommerceTestApp,
  STARTUP_TIMEOUT_MS,
} from '../commerce/commerce.test-kit.js';

const SEPAY_KEY = 'sepay-test-key-0123456789';

type Order = {
  _id: string;
  so_ct: string;
  t_tt_nt: number;
  trang_thai_tt: string;
  thanh_toan_nhan?: { so_tien: number; nguon: string; ma_giao_dich: string };
  chuyen_khoan_da_nhan?: number;
  chuyen_khoan_con_thieu?: number;
  chuyen_khoan_thua?: number;
};

let nextId = 500_000;

/** A SePay webhook body as documented (decision 050). */
function sepayBody(content: string, amount: number, extra: Record<string, unknown> = {}) {
  nextId += 1;
  return {
    ...SEPAY_EXAMPLE,
    id: nextId,
    transactionDate: '2026-11-29 09:10:11',
    content,
    transferAmount: amount,
    referenceCode: `MBVCB.${nextId}`,
    description: `BankAPINotify ${content}`,
    ...extra,
  };
}

/** A Casso webhook (version 2) body as documented (decision 051). */
function cassoBody(description: string, amount: number) {
  nextId += 1;
  return {
    error: 0,
    data: {
      ...CASSO_EXAMPLE.body.data,
      id: nextId,
      reference: `FT${nextId}`,
      description,
      amount,
      transactionDateTime: '2026-11-29 09:12:13',
    },
  };
}

describe.each(testBackends())('bank transfer webhooks on %s', (backend) => {
  let kit: CommerceTestApp;
  /** The local simulator's keys (test mode, no key set): what the routes accept here. */
  let sepay = '';
  let casso = '';
  beforeAll(async () => {
    kit = await startCommerceTestApp(backend);
    sepay = sepayKey(kit.shop.env)?.key ?? '';
    casso = cassoSecret(kit.shop.env)?.key ?? '';
  }, STARTUP_TIMEOUT_MS);
  afterAll(() => kit?.close());

  const postSepay = (body: unknown, authorization: string | null = `Apikey ${sepay}`) =>
    kit.app.inject({
      method: 'POST',
      url: SEPAY_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: JSON.stringify(body),
    });
  const postCasso = (body: unknown, signature = cassoSignatureHeader(body, String(Date.now()), casso)) =>
    kit.app.inject({
      method: 'POST',
      url: CASSO_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'x-casso-signature': signature },
      payload: JSON.stringify(body),
    });
  const order = async (id: string) =>
    (await kit.call<Order>({ ...newGuest(), token: ADMIN }, 'GET', `so1/${id}`)).body;
  const countRows = async () =>
    Number((await kit.shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bank_transfers'))[0]?.n);
  const versionsOf = async (id: string) =>
    Number(
      (
        await kit.shop.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM document_versions WHERE collection = 'so1' AND id = $1`,
          [id],
        )
      )[0]?.n,
    );
  const mailsOf = async (id: string, kind: string) =>
    Number(
      (
        await kit.shop.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM outbox WHERE order_id = $1 AND kind = $2',
          [id, kind],
        )
      )[0]?.n,
    );
  const rowOf = async (provider: string, transactionId: number) =>
    (
      await kit.shop.db.query<Record<string, unknown>>(
        `SELECT outcome, order_id, so_ct, raw_body, missing::int AS missing, excess::int AS excess
         FROM bank_transfers WHERE provider = $1 AND transaction_id = $2`,
        [provider, String(transactionId)],
      )
    )[0];
  const placeBankOrder = async () => {
    const placed = await buy(kit, newGuest(), [{ ma_vt: 'CPH-006', sl_xuat: 1 }], { pt_thanh_toan: BANK });
    expect(placed.status).toBe(200);
    return placed.body;
  };
  /** The order code as a bank may deliver it: lower case, a dash, a bank's prefix. */
  const mangled = (soCt: string) =>
    `MBVCB.3278907687.${soCt.slice(0, 2).toLowerCase()}-${soCt.slice(2)}.CT tu 0123`;

  it('answers 404 in production without the setting, whatever is posted', async () => {
    const app = Fastify({ logger: false });
    await app.register(bankTransferWebhookRoutes, {
      db: kit.shop.db,
      env: { ...kit.shop.env, NODE_ENV: 'production' },
    });
    app.setNotFoundHandler(sendNotFound);
    for (const url of [SEPAY_WEBHOOK_PATH, CASSO_WEBHOOK_PATH, `${SANDBOX_BANK_PATH}/sepay`]) {
      const reply = await app.inject({ method: 'POST', url, payload: { id: 1 } });
      expect(reply.statusCode).toBe(404);
    }
    await app.close();
  });

  it("the local simulator sends each service's documented webhook: a retry pays once, a forged one nothing", async () => {
    const placed = await placeBankOrder();
    const simulate = (provider: string, body: object) =>
      kit.app.inject({ method: 'POST', url: `${SANDBOX_BANK_PATH}/${provider}`, payload: body });
    const part = await simulate('casso', { note: mangled(placed.so_ct), amount: 5_000, forged: true });
    expect(part.json().replies).toEqual([{ status: 401, body: { success: false, message: 'Unauthorized' } }]);
    expect((await order(placed._id)).chuyen_khoan_da_nhan).toBeUndefined();
    const sent = await simulate('sepay', { note: mangled(placed.so_ct), amount: placed.t_tt_nt, times: 3 });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().replies).toEqual(Array(3).fill({ status: 200, body: { success: true } }));
    expect(sent.json().sent).toMatchObject({ transferType: 'in', transferAmount: placed.t_tt_nt });
    expect((await order(placed._id)).trang_thai_tt).toBe('1');
    expect(await mailsOf(placed._id, 'payment-received')).toBe(1);
    expect((await simulate('sepay', { note: 'x' })).statusCode).toBe(400);
  });

  it('refuses a missing or wrong key, or a forged or altered signature, and records nothing', async () => {
    const placed = await placeBankOrder();
    const before = await countRows();
    const body = sepayBody(placed.so_ct, placed.t_tt_nt);
    for (const authorization of [null, 'Apikey wrong-key-0123456789', `Bearer ${sepay}`, sepay]) {
      const reply = await postSepay(body, authorization);
      // (A Bearer header is the shop's own sign-in token: refused as an unknown one, also 401.)
      expect(reply.statusCode).toBe(401);
    }
    expect((await postSepay(body, null)).json()).toEqual({ success: false, message: 'Unauthorized' });
    const cassoWebhook = cassoBody(placed.so_ct, placed.t_tt_nt);
    const forged = cassoSignatureHeader(cassoWebhook, String(Date.now()), 'not-the-shop-secret-0123');
    expect((await postCasso(cassoWebhook, forged)).statusCode).toBe(401);
    // Signed for one amount, sent with another.
    const signed = cassoSignatureHeader(cassoWebhook, String(Date.now()), casso);
    const altered = {
      ...cassoWebhook,
      data: { ...cassoWebhook.data, amount: cassoWebhook.data.amount * 10 },
    };
    expect((await postCasso(altered, signed)).statusCode).toBe(401);
    expect((await postCasso(cassoWebhook, '')).statusCode).toBe(401);
    expect(await countRows()).toBe(before);
    expect((await order(placed._id)).trang_thai_tt).toBe('0');
  });

  it('pays an order once from a SePay transfer whatever the bank did to its code, and a replay changes nothing', async () => {
    const placed = await placeBankOrder();
    const body = sepayBody(mangled(placed.so_ct), placed.t_tt_nt);
    const reply = await postSepay(body);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true });
    const paid = await order(placed._id);
    expect(paid.trang_thai_tt).toBe('1');
    expect(paid.thanh_toan_nhan).toMatchObject({
      so_tien: placed.t_tt_nt,
      nguon: 'sepay',
      ma_giao_dich: String(body.id),
    });
    expect(await mailsOf(placed._id, 'payment-received')).toBe(1);
    const row = await rowOf('sepay', body.id);
    expect(row).toMatchObject({ outcome: 'paid', so_ct: placed.so_ct, raw_body: JSON.stringify(body) });

    // SePay retries (or someone replays the request): answered as SePay expects, nothing more done.
    const versions = await versionsOf(placed._id);
    const again = await postSepay(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });
    expect(await versionsOf(placed._id)).toBe(versions);
    expect(await mailsOf(placed._id, 'payment-received')).toBe(1);
  });

  it('pays once when the same notification reaches two processes at once', async () => {
    const placed = await placeBankOrder();
    const body = sepayBody(placed.so_ct, placed.t_tt_nt);
    const replies = await Promise.all([postSepay(body), postSepay(body), postSepay(body)]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const rows = await kit.shop.db.query('SELECT 1 FROM bank_transfers WHERE transaction_id = $1', [
      String(body.id),
    ]);
    expect(rows).toHaveLength(1);
    expect(await mailsOf(placed._id, 'payment-received')).toBe(1);
  });

  it('keeps a short Casso transfer as a part payment, then pays with the rest and shows the excess', async () => {
    const placed = await placeBankOrder();
    const first = cassoBody(`Thanh toán đơn hàng ${placed.so_ct.toLowerCase()}`, placed.t_tt_nt - 5_000);
    expect((await postCasso(first)).json()).toEqual({ success: true });
    const part = await order(placed._id);
    expect(part.trang_thai_tt).toBe('0');
    expect(part.chuyen_khoan_con_thieu).toBe(5_000);
    expect(await rowOf('casso', first.data.id)).toMatchObject({ outcome: 'part', missing: 5000 });
    expect(await mailsOf(placed._id, 'payment-received')).toBe(0);
    // The console's order page has the transfer and what is missing.
    const view = await consoleOrderView(
      kit.shop.db,
      kit.shop.env.ID_APP,
      await findConsoleOrder(kit.shop.db, kit.shop.env.ID_APP, placed._id),
    );
    expect(view.bank_transfers).toMatchObject([
      { provider: 'casso', outcome: 'part', missing: 5_000, so_ct: placed.so_ct },
    ]);

    const rest = cassoBody(`${placed.so_ct} bu them`, 10_000);
    expect((await postCasso(rest)).statusCode).toBe(200);
    const paid = await order(placed._id);
    expect(paid.trang_thai_tt).toBe('1');
    expect(paid.chuyen_khoan_da_nhan).toBe(placed.t_tt_nt + 5_000);
    expect(paid.chuyen_khoan_thua).toBe(5_000);
    expect(await rowOf('casso', rest.data.id)).toMatchObject({ outcome: 'paid', excess: 5000 });
    expect(await mailsOf(placed._id, 'payment-received')).toBe(1);
  });

  it('takes notifications out of order: a late one never moves a paid order back, its money is owed back', async () => {
    const placed = await placeBankOrder();
    const later = sepayBody(placed.so_ct, placed.t_tt_nt, { transactionDate: '2026-11-29 10:00:00' });
    const earlier = sepayBody(placed.so_ct, 50_000, { transactionDate: '2026-11-29 08:00:00' });
    expect((await postSepay(later)).statusCode).toBe(200);
    const versions = await versionsOf(placed._id);
    expect((await postSepay(earlier)).statusCode).toBe(200);
    expect((await order(placed._id)).trang_thai_tt).toBe('1');
    expect(await versionsOf(placed._id)).toBe(versions);
    expect(await rowOf('sepay', earlier.id)).toMatchObject({ outcome: 'refund-due', excess: 50000 });
  });

  it('counts only money in, lists a transfer without an order as unmatched, and leaves other orders', async () => {
    const placed = await placeBankOrder();
    const out = sepayBody(placed.so_ct, placed.t_tt_nt, { transferType: 'out' });
    expect((await postSepay(out)).statusCode).toBe(200);
    expect(await rowOf('sepay', out.id)).toMatchObject({ outcome: 'outgoing', order_id: null });
    const negative = cassoBody(placed.so_ct, -placed.t_tt_nt);
    expect((await postCasso(negative)).statusCode).toBe(200);
    expect(await rowOf('casso', negative.data.id)).toMatchObject({ outcome: 'outgoing' });
    expect((await order(placed._id)).trang_thai_tt).toBe('0');

    const nobody = sepayBody('chuyen tien an trua', 120_000);
    expect((await postSepay(nobody)).statusCode).toBe(200);
    expect(await rowOf('sepay', nobody.id)).toMatchObject({ outcome: 'unmatched', order_id: null });
    const noSuchOrder = sepayBody('DH999999', 120_000);
    expect((await postSepay(noSuchOrder)).statusCode).toBe(200);
    expect(await rowOf('sepay', noSuchOrder.id)).toMatchObject({ outcome: 'unmatched' });

    // An e-wallet order is not paid by a transfer: the money is owed back, the order unchanged.
    const wallet = await buy(kit, newGuest(), [{ ma_vt: 'CPH-006', sl_xuat: 1 }], { pt_thanh_toan: EWALLET });
    const toWallet = sepayBody(wallet.body.so_ct, wallet.body.t_tt_nt);
    expect((await postSepay(toWallet)).statusCode).toBe(200);
    expect(await rowOf('sepay', toWallet.id)).toMatchObject({ outcome: 'refund-due' });
    expect((await order(wallet.body._id)).trang_thai_tt).toBe('0');
  });

  it('refuses an authentic body that is not in the documented shape, recording nothing', async () => {
    const before = await countRows();
    const reply = await postSepay({ id: 1, transferType: 'in', transferAmount: 'lots' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false });
    const notJson = await kit.app.inject({
      method: 'POST',
      url: SEPAY_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', authorization: `Apikey ${sepay}` },
      payload: '{not json',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await countRows()).toBe(before);
  });
});

describe.each(testBackends())('the shop with SEPAY_WEBHOOK_KEY on %s', (backend) => {
  const shop = shopSuite(backend, { SEPAY_WEBHOOK_KEY: SEPAY_KEY });

  it('takes the webhook through the whole app (sign-in, input checks) and keeps it once', async () => {
    const body = sepayBody('chuyen tien DH999998', 75_000);
    const post = (authorization: string) =>
      shop().app.inject({
        method: 'POST',
        url: SEPAY_WEBHOOK_PATH,
        headers: { 'content-type': 'application/json', authorization },
        payload: JSON.stringify(body),
      });
    expect((await post('Apikey not-the-key-0123')).statusCode).toBe(401);
    const reply = await post(`Apikey ${SEPAY_KEY}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ success: true });
    expect((await post(`Apikey ${SEPAY_KEY}`)).json()).toEqual({ success: true });
    const rows = await shop().db.query<{ outcome: string }>(
      'SELECT outcome FROM bank_transfers WHERE transaction_id = $1',
      [String(body.id)],
    );
    expect(rows).toEqual([{ outcome: 'unmatched' }]);
    // A key is set: no simulator for SePay; Casso, without one, has the test mode's simulator key.
    const inject = (url: string) => shop().app.inject({ method: 'POST', url, payload: {} });
    expect((await inject(`${SANDBOX_BANK_PATH}/sepay`)).statusCode).toBe(404);
    expect((await inject(CASSO_WEBHOOK_PATH)).statusCode).toBe(401);
  });
});
