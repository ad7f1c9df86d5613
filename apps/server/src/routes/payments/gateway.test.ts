import { createHmac, randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError } from '../../commerce/payments/gateway.js';
import { paymentGateways } from '../../commerce/payments/payment-gateways.js';
import { signApi, QUERYDR_REPLY_FIELDS } from '../../commerce/payments/vnpay-api.js';
import { vnpayGateway } from '../../commerce/payments/vnpay-gateway.js';
import { type VnpayConfig, vnpayConfig } from '../../commerce/payments/vnpay.js';
import { testBackends } from '../../testing.js';
import { buy, EWALLET, newGuest, commerceSuite } from '../commerce/commerce.test-kit.js';

const KEYED: VnpayConfig = {
  tmnCode: 'DEMOV210',
  hashSecret: 'RAOEXHYVSDDIIENYWSLDIIZTANXUXZFJ',
  payUrl: 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html',
  apiUrl: 'https://sandbox.vnpayment.vn/merchant_webapi/api/transaction',
  isSandbox: false,
};
const hmac512 = (text: string) => createHmac('sha512', KEYED.hashSecret).update(text, 'utf8').digest('hex');
// 2026-11-29 10:00:00 and 10:20:00 in Vietnam (GMT+7).
const CREATED = new Date('2026-11-29T03:00:00.000Z');
const NOW = new Date('2026-11-29T03:20:00.000Z');

describe("VNPay's merchant API on the gateway interface (decision 052)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("signs querydr as VNPay's page lists it: the values joined by '|' in its order, HMAC-SHA512", async () => {
    let sent: Record<string, string> = {};
    const replyBody: Record<string, string> = {
      vnp_ResponseId: 'a1',
      vnp_Command: 'querydr',
      vnp_ResponseCode: '00',
      vnp_Message: 'QueryDR Success',
      vnp_TmnCode: KEYED.tmnCode,
      vnp_TxnRef: 'DH000123-1',
      vnp_Amount: '20500000',
      vnp_BankCode: 'NCB',
      vnp_PayDate: '20261129101500',
      vnp_TransactionNo: '14831393',
      vnp_TransactionType: '01',
      vnp_TransactionStatus: '00',
      vnp_OrderInfo: 'Thanh toan don hang DH000123',
    };
    const fetchStub = vi.fn(async (url: string, init: RequestInit) => {
      expect(url).toBe(KEYED.apiUrl);
      expect(init.method).toBe('POST');
      sent = JSON.parse(String(init.body));
      return Response.json({
        ...replyBody,
        vnp_SecureHash: signApi(replyBody, QUERYDR_REPLY_FIELDS, KEYED.hashSecret),
      });
    });
    vi.stubGlobal('fetch', fetchStub);
    const status = await vnpayGateway(KEYED).query({
      txnRef: 'DH000123-1',
      orderInfo: 'Thanh toan don hang DH000123',
      createdAt: CREATED,
      ipAddr: '127.0.0.1',
      now: NOW,
    });
    expect(status).toEqual({
      state: 'paid',
      amount: 205_000,
      transactionId: '14831393',
      providerCode: '00/00',
    });
    expect(sent).toMatchObject({
      vnp_Version: '2.1.0',
      vnp_Command: 'querydr',
      vnp_TmnCode: 'DEMOV210',
      vnp_TxnRef: 'DH000123-1',
      vnp_TransactionDate: '20261129100000',
      vnp_CreateDate: '20261129102000',
      vnp_IpAddr: '127.0.0.1',
    });
    expect(sent.vnp_RequestId).toMatch(/^[0-9a-z]{1,32}$/);
    // The documented data string, written out here rather than read from the adapter's list.
    const data = `${sent.vnp_RequestId}|2.1.0|querydr|DEMOV210|DH000123-1|20261129100000|20261129102000|127.0.0.1|Thanh toan don hang DH000123`;
    expect(sent.vnp_SecureHash).toBe(hmac512(data));
  });

  it("signs refund in its documented order, amount times 100, '03' for a part", async () => {
    let sent: Record<string, string> = {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent = JSON.parse(String(init.body));
        return Response.json({ vnp_ResponseCode: '94', vnp_Message: 'Duplicate request' });
      }),
    );
    const refund = await vnpayGateway(KEYED).refund({
      txnRef: 'DH000123-1',
      transactionId: '14831393',
      amount: 50_000,
      isFull: false,
      paidAt: CREATED,
      by: 'chuquan@example.com',
      reason: 'Hoan tien mot phan',
      ipAddr: '127.0.0.1',
      now: NOW,
      requestId: 'r20261129a',
    });
    expect(refund).toMatchObject({ isAccepted: false, providerCode: '94' });
    const data =
      'r20261129a|2.1.0|refund|DEMOV210|03|DH000123-1|5000000|14831393|20261129100000|chuquan@example.com|20261129102000|127.0.0.1|Hoan tien mot phan';
    expect(sent.vnp_SecureHash).toBe(hmac512(data));
  });

  it('refuses a reply whose checksum is wrong, and a gateway out of reach, as a GatewayError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ vnp_ResponseCode: '00', vnp_TxnRef: 'DH000123-1', vnp_SecureHash: 'ab'.repeat(64) }),
      ),
    );
    const query = () =>
      vnpayGateway(KEYED).query({
        txnRef: 'DH000123-1',
        orderInfo: 'x',
        createdAt: CREATED,
        ipAddr: '1.1.1.1',
        now: NOW,
      });
    await expect(query()).rejects.toBeInstanceOf(GatewayError);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    await expect(query()).rejects.toThrow(/vnpay: API not reached/);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('busy', { status: 503 })),
    );
    await expect(query()).rejects.toThrow(/HTTP 503/);
  });
});

describe.each(testBackends())('the VNPay sandbox answers querydr and refund on %s', (backend) => {
  // The sandbox's ledger is the process's, one per secret (derived from TRUST_KEY), and an order's
  // reference is its number: every database is a copy of one template, so a file that ran before
  // in the same worker may have paid and refunded this very reference. A key of the suite's own
  // gives it a ledger of its own, so that the reference is unknown before it is paid.
  const kit = commerceSuite(backend, undefined, {
    TRUST_KEY: `gateway-test-${randomBytes(8).toString('hex')}`,
  });

  it('queries a payment made on its page, refunds part of it, refuses more than is left and a repeat', async () => {
    const gateway = paymentGateways(kit().shop.env).get('vnpay');
    expect(gateway?.state).toBe('sandbox');
    if (!gateway) return;
    const guest = newGuest();
    const placed = await buy(kit(), guest, [{ ma_vt: 'CPH-006', sl_xuat: 1 }], { pt_thanh_toan: EWALLET });
    const url = new URL(String(placed.body.virtual_payment_client_url));
    const txnRef = String(url.searchParams.get('vnp_TxnRef'));
    const total = Number(placed.body.t_tt_nt);
    const ask = { txnRef, orderInfo: 'x', createdAt: new Date(), ipAddr: '127.0.0.1', now: new Date() };
    expect((await gateway.query(ask)).state).toBe('unknown');

    const form = new URLSearchParams(url.search);
    form.set('action', 'pay');
    const posted = await kit().app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(303);
    const paid = await gateway.query(ask);
    expect(paid).toMatchObject({ state: 'paid', amount: total });
    expect(paid.transactionId).toMatch(/^\d{8}$/);

    const refund = (amount: number, requestId: string, isFull = false) =>
      gateway.refund({
        txnRef,
        transactionId: paid.transactionId,
        amount,
        isFull,
        paidAt: new Date(),
        by: 'chuquan@example.com',
        reason: 'Hoan tien',
        ipAddr: '127.0.0.1',
        now: new Date(),
        requestId,
      });
    expect(await refund(50_000, 'r1')).toMatchObject({ isAccepted: true, providerCode: '00' });
    expect(await refund(50_000, 'r1')).toMatchObject({ isAccepted: false, providerCode: '94' });
    expect(await refund(total, 'r2')).toMatchObject({ isAccepted: false, providerCode: '03' });
    expect(await refund(total - 50_000, 'r3')).toMatchObject({ isAccepted: true });
    expect(await refund(1, 'r4')).toMatchObject({ isAccepted: false, providerCode: '03' });

    // The sandbox's API is a route too, checksum first.
    const forged = await kit().app.inject({
      method: 'POST',
      url: '/sandbox-gateway/vnpay/merchant_webapi/api/transaction',
      payload: { vnp_Command: 'querydr', vnp_TxnRef: txnRef, vnp_SecureHash: 'ab'.repeat(64) },
    });
    expect(forged.json()).toMatchObject({ vnp_ResponseCode: '97' });
  });

  it('has no gateway in production without merchant keys, and VNPay with them', () => {
    const production = { ...kit().shop.env, NODE_ENV: 'production' as const };
    expect(
      paymentGateways({ ...production, VNPAY_TMN_CODE: undefined, VNPAY_HASH_SECRET: undefined }).size,
    ).toBe(0);
    const keyed = paymentGateways({
      ...production,
      VNPAY_TMN_CODE: 'DEMOV210',
      VNPAY_HASH_SECRET: KEYED.hashSecret,
    });
    expect(keyed.get('vnpay')?.state).toBe('keys');
    expect(
      vnpayConfig({ ...production, VNPAY_TMN_CODE: 'DEMOV210', VNPAY_HASH_SECRET: KEYED.hashSecret })?.apiUrl,
    ).toBe(KEYED.apiUrl);
  });
});
