import { describe, expect, it } from 'vitest';
import { signedQuery, vnpayConfig } from '../../commerce/payments/vnpay.js';
import { testBackend, testBackends } from '../../testing.js';
import { shopSuite } from '../../suite.test-kit.js';
import { BANK, buy, callerOf, EWALLET, newGuest, commerceSuite } from '../commerce/commerce.test-kit.js';

type Order = {
  _id: string;
  so_ct: string;
  t_tt_nt: number;
  trang_thai_tt: string;
  virtual_payment_client_url: string;
};

describe.each(testBackends())('payments on %s', (backend) => {
  const kit = commerceSuite(backend);

  /** Submits the sandbox page's form with its hidden fields and the chosen button. */
  async function answerGateway(url: string, action: 'pay' | 'cancel') {
    const { pathname, search } = new URL(url);
    const page = await kit().app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(page.statusCode).toBe(200);
    const form = new URLSearchParams(search);
    form.set('action', action);
    const posted = await kit().app.inject({
      method: 'POST',
      url: pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(303);
    return { page: page.body, location: String(posted.headers.location) };
  }

  it('pays an e-wallet order through the sandbox gateway, once, and can pay again after a cancel', async () => {
    const guest = newGuest();
    const placed = await buy(kit(), guest, [{ ma_vt: 'CPH-006', sl_xuat: 1 }], { pt_thanh_toan: EWALLET });
    expect(placed.body.trang_thai_tt).toBe('0');
    const firstUrl = String(placed.body.virtual_payment_client_url);
    expect(firstUrl).toMatch(/\/sandbox-gateway\/vnpay\?.*vnp_SecureHash=/);
    expect(new URL(firstUrl).searchParams.get('vnp_ReturnUrl')).toMatch(/\/checkout-alert$/);

    const cancelled = await answerGateway(firstUrl, 'cancel');
    expect(cancelled.page).toContain('205.000');
    expect(cancelled.location).toMatch(/\/checkout-alert\?.*vnp_ResponseCode=24/);
    const unpaid = await kit().call<Order>(guest, 'GET', `so1/${placed.body._id}`);
    expect(unpaid.body.trang_thai_tt).toBe('0');

    const retry = await kit().call<Order>(guest, 'POST', `so1/${placed.body._id}/pay`);
    expect(retry.status).toBe(200);
    expect(new URL(retry.body.virtual_payment_client_url).searchParams.get('vnp_TxnRef')).toBe(
      `${placed.body.so_ct}-2`,
    );
    const paid = await answerGateway(retry.body.virtual_payment_client_url, 'pay');
    const order = await kit().call<Order>(guest, 'GET', `so1/${placed.body._id}`);
    expect(order.body.trang_thai_tt).toBe('1');

    const returnQuery = paid.location.split('?')[1];
    const checked = await kit().call<{ isSuccess: boolean; amount: number; _id: string }>(
      guest,
      'GET',
      `payments/vnpay/return?${returnQuery}`,
    );
    expect(checked.body).toMatchObject({ isSuccess: true, amount: order.body.t_tt_nt, _id: placed.body._id });
    const ipnAgain = await kit().call<{ RspCode: string }>(guest, 'GET', `payments/vnpay/ipn?${returnQuery}`);
    expect(ipnAgain.body.RspCode).toBe('02');
    expect((await kit().call(guest, 'POST', `so1/${placed.body._id}/pay`)).status).toBe(409);
  });

  it('refuses a forged or wrong-amount gateway result', async () => {
    const guest = newGuest();
    const placed = await buy(kit(), guest, [{ ma_vt: 'NSA-004', sl_xuat: 1 }], { pt_thanh_toan: EWALLET });
    const hashSecret = vnpayConfig(kit().shop.env)?.hashSecret ?? '';
    expect(hashSecret).not.toBe('');
    const result = {
      vnp_Amount: String(Number(placed.body.t_tt_nt) * 100),
      vnp_ResponseCode: '00',
      vnp_TransactionStatus: '00',
      vnp_TxnRef: `${placed.body.so_ct}-1`,
    };
    const forged = signedQuery(result, 'not-the-secret');
    expect(
      (await kit().call<{ RspCode: string }>(guest, 'GET', `payments/vnpay/ipn?${forged}`)).body.RspCode,
    ).toBe('97');
    expect((await kit().call(guest, 'GET', `payments/vnpay/return?${forged}`)).status).toBe(400);
    const cheap = signedQuery({ ...result, vnp_Amount: '100' }, hashSecret);
    expect(
      (await kit().call<{ RspCode: string }>(guest, 'GET', `payments/vnpay/ipn?${cheap}`)).body.RspCode,
    ).toBe('04');
    const unknown = signedQuery({ ...result, vnp_TxnRef: 'DH999999-1' }, hashSecret);
    expect(
      (await kit().call<{ RspCode: string }>(guest, 'GET', `payments/vnpay/ipn?${unknown}`)).body.RspCode,
    ).toBe('01');
    const good = signedQuery(result, hashSecret);
    expect(
      (await kit().call<{ RspCode: string }>(guest, 'GET', `payments/vnpay/ipn?${good}`)).body.RspCode,
    ).toBe('00');
    expect((await kit().call<Order>(guest, 'GET', `so1/${placed.body._id}`)).body.trang_thai_tt).toBe('1');
  });

  it('shows a VietQR code for a bank-transfer order', async () => {
    const guest = newGuest();
    const placed = await buy(kit(), guest, [{ ma_vt: 'NSA-004', sl_xuat: 2 }], { pt_thanh_toan: BANK });
    const vietqr = placed.body.vietqr as { payload: string; memo: string; amount: number };
    expect(vietqr.memo).toBe(placed.body.so_ct);
    expect(vietqr.amount).toBe(placed.body.t_tt_nt);
    expect(vietqr.payload).toContain(`0808${placed.body.so_ct}6304`);
    const svg = await kit().app.inject({
      method: 'GET',
      url: `${kit().base}/so1/${placed.body._id}/qr`,
      headers: { uid: guest.uid },
    });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const png = await kit().app.inject({
      method: 'GET',
      url: `${kit().base}/so1/${placed.body._id}/qr?format=png`,
      headers: { uid: guest.uid },
    });
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const stranger = await kit().app.inject({
      method: 'GET',
      url: `${kit().base}/so1/${placed.body._id}/qr`,
    });
    expect(stranger.statusCode).toBe(404);
    const cod = await buy(kit(), guest, [{ ma_vt: 'NSA-004', sl_xuat: 1 }]);
    expect((await kit().call(guest, 'GET', `so1/${cod.body._id}/qr`)).status).toBe(409);
  });
});

describe('a shop in production without VNPay merchant keys', () => {
  const shop = shopSuite(testBackend(), { NODE_ENV: 'production', DEV_OUTBOX: '0' });

  it('offers no e-wallet, refuses an e-wallet order without placing it, and has no sandbox gateway', async () => {
    const call = callerOf(shop().app, `/api/${shop().env.ID_APP}`, shop().env.PUBLIC_TOKEN);
    const methods = await call<{ _id: string; loai: string }[]>(newGuest(), 'GET', 'ptthanhtoan');
    expect(methods.status).toBe(200);
    expect(methods.body.map((method) => method.loai)).not.toContain('e-wallet');
    expect(methods.body.map((method) => method._id)).toContain(BANK);

    const guest = newGuest();
    const refused = await buy({ call }, guest, [{ ma_vt: 'CPH-006', sl_xuat: 1 }], {
      pt_thanh_toan: EWALLET,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: 'EWALLET_UNAVAILABLE' });
    // Nothing was placed: the draft is still a draft, the line still in the cart.
    const orders = await call<{ trang_thai: string }[]>(guest, 'GET', 'so1');
    expect(orders.body.map((order) => order.trang_thai)).toEqual(['LCT']);
    const cart = await call<{ ma_vt: string }[]>(guest, 'GET', 'cart');
    expect(cart.body.map((line) => line.ma_vt)).toEqual(['CPH-006']);

    const placed = await buy({ call }, guest, [], { pt_thanh_toan: BANK });
    expect(placed.status).toBe(200);
    expect(placed.body.trang_thai).toBe('0');

    const gateway = await shop().app.inject({ url: '/sandbox-gateway/vnpay?vnp_Amount=100' });
    expect(gateway.statusCode).toBe(404);
  });
});
