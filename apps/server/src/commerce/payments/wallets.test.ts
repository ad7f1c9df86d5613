import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleSuite } from '../../console/console.test-kit.js';
import { MOMO_WALLET_ID, ZALOPAY_WALLET_ID } from '../../seed/data/commerce.js';
import { testBackends } from '../../testing.js';
import type { ClaimedJob } from '../../schedules/queue.js';
import { findOrder } from '../order-store.js';
import { MOMO_FIELDS, type MomoConfig, momoConfig, momoRawSignature, signMomo } from './momo.js';
import { paymentGateways } from './payment-gateways.js';
import { refundsOf } from './order-refunds.js';
import { refundLosingCommit } from './refund-job.test-kit.js';
import { setWalletSandboxMode } from './wallet-sandbox-modes.js';
import { WALLET_QUERY_JOB, walletQueryJob } from './wallet-query.js';
import {
  verifyZalopayCallback,
  verifyZalopayRedirect,
  ZALOPAY_MAC_FIELDS,
  type ZalopayConfig,
  zalopayConfig,
  zalopayMac,
  zalopayMacInput,
} from './zalopay.js';

const hmac256 = (key: string, text: string) => createHmac('sha256', key).update(text, 'utf8').digest('hex');

describe("ZaloPay's signatures against its documentation (decision 057)", () => {
  // ZaloPay's demo app 2553: its key2 as its published samples print it (docs.zalopay.vn, sample code).
  const DEMO: ZalopayConfig = {
    appId: '2553',
    key1: 'PcY4iZIKFCIdgZvA6ueMcMHHUbRLYjPL',
    key2: 'kLtgPl8HHhfvMuDHPwKfgfsY4Ydm9eIz',
    apiUrl: 'https://sb-openapi.zalopay.vn',
    isSandbox: false,
  };
  // "Callback" (https://docs.zalopay.vn/docs/specs/callback-api), its "Data sample", byte for byte.
  const SAMPLE = {
    data: '{"app_id":2553,"app_trans_id":"200904_2553_1598435687208","app_time":1599189392817,"app_user":"demo","amount":10000,"embed_data":"{\\"merchantinfo\\":\\"embeddata123\\",\\"promotioninfo\\":\\"\\"}","item":"[{\\"itemid\\":\\"knb\\",\\"itemname\\":\\"kim nguyen bao\\",\\"itemprice\\":198400,\\"itemquantity\\":1}]","zp_trans_id":200904000000389,"server_time":1599189413498,"channel":38,"merchant_user_id":"7ZMSl3nEg5sOUJzOLSoUFT8xKNQVaLOLXHB--8Eytqc","user_fee_amount":0,"discount_amount":0}',
    mac: 'd8d33baf449b31d7f9b94fa50d7c942c08cd4d83f28fa185557da21acb104f67',
    type: 1,
  };

  it("verifies the documentation's callback sample with key2, and nothing altered", () => {
    expect(verifyZalopayCallback(SAMPLE, DEMO)).toBe(true);
    expect(
      verifyZalopayCallback(
        { ...SAMPLE, data: SAMPLE.data.replace('"amount":10000', '"amount":1000') },
        DEMO,
      ),
    ).toBe(false);
    expect(verifyZalopayCallback({ ...SAMPLE, mac: `${SAMPLE.mac.slice(0, -1)}0` }, DEMO)).toBe(false);
    expect(verifyZalopayCallback(SAMPLE, { ...DEMO, key2: DEMO.key1 })).toBe(false);
  });

  it('builds the mac inputs field by field as the pages list them', () => {
    const order = {
      app_id: 2553,
      app_trans_id: '261129_DH000123-1',
      app_user: 'shop',
      amount: 50_000,
      app_time: 1_764_000_000_000,
      embed_data: '{"redirecturl":"https://shop.example/r"}',
      item: '[]',
    };
    // "Create a new order": app_id|app_trans_id|app_user|amount|app_time|embed_data|item (key1).
    const createInput =
      '2553|261129_DH000123-1|shop|50000|1764000000000|{"redirecturl":"https://shop.example/r"}|[]';
    expect(zalopayMacInput(order, ZALOPAY_MAC_FIELDS.create)).toBe(createInput);
    expect(zalopayMac(order, ZALOPAY_MAC_FIELDS.create, DEMO)).toBe(hmac256(DEMO.key1, createInput));
    // "Query status of an order": app_id|app_trans_id|key1.
    expect(zalopayMac(order, ZALOPAY_MAC_FIELDS.query, DEMO)).toBe(
      hmac256(DEMO.key1, `2553|261129_DH000123-1|${DEMO.key1}`),
    );
    // "Refund for a transaction": app_id|zp_trans_id|amount|description|timestamp.
    const refund = {
      app_id: 2553,
      zp_trans_id: '261129000000389',
      amount: 20_000,
      description: 'Hết hàng',
      timestamp: 1,
    };
    expect(zalopayMac(refund, ZALOPAY_MAC_FIELDS.refund, DEMO)).toBe(
      hmac256(DEMO.key1, '2553|261129000000389|20000|Hết hàng|1'),
    );
    // The redirect: appid|apptransid|pmcid|bankcode|amount|discountamount|status with key2.
    const redirect = {
      appid: '2553',
      apptransid: '261129_DH1-1',
      pmcid: '38',
      bankcode: '',
      amount: '50000',
      discountamount: '0',
      status: '1',
    };
    const checksum = hmac256(DEMO.key2, '2553|261129_DH1-1|38||50000|0|1');
    expect(verifyZalopayRedirect({ ...redirect, checksum }, DEMO)).toBe(true);
    expect(verifyZalopayRedirect({ ...redirect, status: '-49', checksum }, DEMO)).toBe(false);
  });
});

describe("MoMo's raw signatures (decision 056)", () => {
  // MoMo's printed signature examples do not verify with its published test keys (decision 056):
  // the documented raw-signature strings are written out literally and signed with a known key.
  const KNOWN: MomoConfig = {
    partnerCode: 'MOMOT5BZ20231213_TEST',
    accessKey: 'F8BBA842ECF85',
    secretKey: 'K951B6PE1waDMi640xX08PD3vg6EkVlz',
    apiUrl: 'https://test-payment.momo.vn',
    isSandbox: false,
  };
  // "Payment Notification" (developers.momo.vn/v3/docs/payment/api/result-handling/notification): its IPN example.
  const IPN = {
    orderType: 'momo_wallet',
    amount: 1000,
    partnerCode: 'MOMOT5BZ20231213_TEST',
    orderId: 'Partner_Transaction_ID_1721720620078',
    extraData: 'eyJza3VzIjoiIn0=',
    transId: 4088878653,
    responseTime: 1721720663942,
    resultCode: 0,
    message: 'Successful.',
    payType: 'qr',
    requestId: 'Request_ID_1721720620078',
    orderInfo: 'Thank you for your purchase at MoMo_test',
  };

  it('writes the IPN, create, query and refund raw signatures as the pages print them', () => {
    const ipnRaw =
      'accessKey=F8BBA842ECF85&amount=1000&extraData=eyJza3VzIjoiIn0=&message=Successful.&orderId=Partner_Transaction_ID_1721720620078' +
      '&orderInfo=Thank you for your purchase at MoMo_test&orderType=momo_wallet&partnerCode=MOMOT5BZ20231213_TEST&payType=qr' +
      '&requestId=Request_ID_1721720620078&responseTime=1721720663942&resultCode=0&transId=4088878653';
    expect(momoRawSignature(IPN, MOMO_FIELDS.notify, KNOWN.accessKey)).toBe(ipnRaw);
    expect(signMomo(IPN, MOMO_FIELDS.notify, KNOWN)).toBe(hmac256(KNOWN.secretKey, ipnRaw));
    const create = {
      amount: 50_000,
      extraData: '',
      ipnUrl: 'https://shop.example/ipn',
      orderId: 'DH000123-1',
      orderInfo: 'Thanh toan don hang DH000123',
      partnerCode: KNOWN.partnerCode,
      redirectUrl: 'https://shop.example/return',
      requestId: 'DH000123-1',
      requestType: 'captureWallet',
    };
    expect(momoRawSignature(create, MOMO_FIELDS.create, KNOWN.accessKey)).toBe(
      'accessKey=F8BBA842ECF85&amount=50000&extraData=&ipnUrl=https://shop.example/ipn&orderId=DH000123-1' +
        '&orderInfo=Thanh toan don hang DH000123&partnerCode=MOMOT5BZ20231213_TEST&redirectUrl=https://shop.example/return' +
        '&requestId=DH000123-1&requestType=captureWallet',
    );
    expect(momoRawSignature({ orderId: 'o', partnerCode: 'p', requestId: 'r' }, MOMO_FIELDS.query, 'k')).toBe(
      'accessKey=k&orderId=o&partnerCode=p&requestId=r',
    );
    expect(
      momoRawSignature(
        { amount: 1000, description: 'd', orderId: 'o', partnerCode: 'p', requestId: 'r', transId: 5 },
        MOMO_FIELDS.refund,
        'k',
      ),
    ).toBe('accessKey=k&amount=1000&description=d&orderId=o&partnerCode=p&requestId=r&transId=5');
  });
});

describe.each(testBackends())('MoMo and ZaloPay through their simulators (%s)', (backend) => {
  const kit = consoleSuite(backend, {}, { jobsByTest: true });
  afterEach(() => {
    setWalletSandboxMode('momo', 'normal');
    setWalletSandboxMode('zalopay', 'normal');
  });

  const stored = async (id: string) => {
    const order = await findOrder(kit().shop.db, kit().shop.env.ID_APP, null, id);
    if (!order) throw new Error('order gone');
    return order;
  };
  const versions = async (id: string) =>
    (await kit().shop.db.query('SELECT 1 FROM document_versions WHERE id = $1', [id])).length;
  /** The shopper's button on a simulator's page; the 303's Location. */
  const press = async (payUrl: unknown, action: 'pay' | 'cancel') => {
    const url = new URL(String(payUrl));
    const page = await kit().shop.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="amount"');
    const form = new URLSearchParams(url.search);
    form.set('action', action);
    const posted = await kit().shop.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(posted.statusCode).toBe(303);
    return String(posted.headers.location);
  };
  const momo = () => momoConfig(kit().shop.env) as MomoConfig;
  const zalopay = () => zalopayConfig(kit().shop.env) as ZalopayConfig;
  const ipn = (body: unknown) =>
    kit().shop.app.inject({
      method: 'POST',
      url: `${kit().base}/payments/momo/ipn`,
      payload: body as object,
    });
  const callback = (body: unknown) =>
    kit().shop.app.inject({
      method: 'POST',
      url: `${kit().base}/payments/zalopay/callback`,
      payload: body as object,
    });
  async function runQueryJob(orderId: string) {
    const [row] = await kit().shop.db.query<ClaimedJob>(
      `SELECT id, id_app, schedule_id, kind, payload, run_at, attempts, max_attempts, '' AS claim FROM jobs
       WHERE kind = $1 AND payload->>'order_id' = $2 ORDER BY run_at DESC LIMIT 1`,
      [WALLET_QUERY_JOB, orderId],
    );
    if (!row) throw new Error('no query job planned');
    return kit().shop.db.transaction((tx) =>
      walletQueryJob(kit().shop.env)(tx, { ...row, attempts: 1 }, new Date()),
    );
  }

  it('pays a MoMo order on its simulator; a replayed, forged, altered or late failure IPN changes nothing', async () => {
    expect(paymentGateways(kit().shop.env).get('momo')?.state).toBe('sandbox');
    const placed = await kit().place({ pt_thanh_toan: MOMO_WALLET_ID });
    expect(String(placed.virtual_payment_client_url)).toMatch(/\/sandbox-gateway\/momo\/pay\?orderId=/);
    // The attempt was kept before MoMo was asked, and its query planned 15 minutes on.
    const before = await stored(placed._id);
    expect(before).toMatchObject({
      cong_thanh_toan: 'momo',
      vnp_txn_ref: `${placed.so_ct}-1`,
      trang_thai_tt: '0',
    });
    const [planned] = await kit().shop.db.query<{ run_at: Date }>(
      `SELECT run_at FROM jobs WHERE kind = $1 AND payload->>'order_id' = $2`,
      [WALLET_QUERY_JOB, placed._id],
    );
    expect(new Date(planned?.run_at ?? 0).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

    const back = await press(placed.virtual_payment_client_url, 'pay');
    expect(back).toContain(`${kit().base}/payments/momo/return?`);
    const paid = await stored(placed._id);
    expect(paid).toMatchObject({
      trang_thai_tt: '1',
      cong_thanh_toan: 'momo',
      vnp_txn_ref: `${placed.so_ct}-1`,
    });
    const returned = await kit().shop.app.inject({
      method: 'GET',
      url: back.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toMatch(/\/checkout-alert\?isSuccess=true&/);

    // The IPN as MoMo signed it, sent again: 204, nothing written.
    const query = Object.fromEntries(new URL(back).searchParams);
    const count = await versions(placed._id);
    expect((await ipn(query)).statusCode).toBe(204);
    // Altered (amount) or forged (another key): 400, nothing written.
    expect((await ipn({ ...query, amount: '1000' })).statusCode).toBe(400);
    const forged = {
      ...query,
      signature: signMomo(query, MOMO_FIELDS.notify, { ...momo(), secretKey: 'x'.repeat(64) }),
    };
    expect((await ipn(forged)).statusCode).toBe(400);
    // Out of order: a signed failure of the same attempt arriving after the payment.
    const late = { ...query, resultCode: '1006', message: 'Giao dịch bị từ chối', transId: '1' };
    expect((await ipn({ ...late, signature: signMomo(late, MOMO_FIELDS.notify, momo()) })).statusCode).toBe(
      204,
    );
    expect(await versions(placed._id)).toBe(count);
    expect(await stored(placed._id)).toMatchObject({
      trang_thai_tt: '1',
      vnp_transaction_no: paid.vnp_transaction_no,
    });
  });

  it('pays a ZaloPay order on its simulator; a replayed or forged callback changes nothing', async () => {
    const placed = await kit().place({ pt_thanh_toan: ZALOPAY_WALLET_ID });
    expect(String(placed.virtual_payment_client_url)).toMatch(
      /\/sandbox-gateway\/zalopay\/pay\?app_trans_id=\d{6}_/,
    );
    const back = await press(placed.virtual_payment_client_url, 'pay');
    expect(back).toContain(`${kit().base}/payments/zalopay/return?`);
    const paid = await stored(placed._id);
    expect(paid).toMatchObject({ trang_thai_tt: '1', cong_thanh_toan: 'zalopay' });
    expect(String(paid.vnp_txn_ref)).toMatch(new RegExp(`^\\d{6}_${placed.so_ct}-1$`));
    const returned = await kit().shop.app.inject({
      method: 'GET',
      url: back.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(returned.headers.location).toMatch(/\/checkout-alert\?isSuccess=true&/);
    const tampered = back.replace(/status=1/, 'status=2').replace(/^https?:\/\/[^/]+/, '');
    expect((await kit().shop.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(400);

    // ZaloPay's callback, rebuilt as its simulator signed it: a replay answers 2 and writes nothing.
    const data = JSON.stringify({
      app_id: 2553,
      app_trans_id: paid.vnp_txn_ref,
      amount: Number(placed.t_tt_nt),
      zp_trans_id: Number(paid.vnp_transaction_no),
      channel: 38,
    });
    const count = await versions(placed._id);
    const replay = await callback({ data, mac: hmac256(zalopay().key2, data), type: 1 });
    expect(replay.json()).toEqual({ return_code: 2, return_message: 'duplicate zp_trans_id' });
    const forged = await callback({ data, mac: hmac256(zalopay().key1, data), type: 1 });
    expect(forged.json()).toMatchObject({ return_code: -1 });
    const altered = await callback({
      data: data.replace('"channel":38', '"channel":39'),
      mac: hmac256(zalopay().key2, data),
      type: 1,
    });
    expect(altered.json()).toMatchObject({ return_code: -1 });
    expect(await versions(placed._id)).toBe(count);
  });

  it('settles a payment whose notification was lost when the 15-minute query asks the gateway', async () => {
    for (const [method, gateway] of [
      [MOMO_WALLET_ID, 'momo'],
      [ZALOPAY_WALLET_ID, 'zalopay'],
    ] as const) {
      const placed = await kit().place({ pt_thanh_toan: method });
      // Not paid yet: the query says it is still open and plans the next round.
      expect(await runQueryJob(placed._id)).toMatchObject({ status: 'done', result: { state: 'pending' } });
      setWalletSandboxMode(gateway, 'no-notify');
      await press(placed.virtual_payment_client_url, 'pay');
      expect((await stored(placed._id)).trang_thai_tt).toBe('0');
      // The provider cannot be reached: the job throws, the queue tries again later.
      setWalletSandboxMode(gateway, 'down');
      await expect(runQueryJob(placed._id)).rejects.toThrow(/simulator down/);
      setWalletSandboxMode(gateway, 'normal');
      expect(await runQueryJob(placed._id)).toMatchObject({
        status: 'done',
        result: { state: 'paid', reason: 'ACCEPTED' },
      });
      expect(await stored(placed._id)).toMatchObject({ trang_thai_tt: '1', cong_thanh_toan: gateway });
      // Asked again (a retry of the job): the order was settled, nothing more happens.
      expect(await runQueryJob(placed._id)).toMatchObject({ result: { state: 'settled-before' } });
    }
  });

  it('places the order when the gateway is down, and the shopper pays again once it is back', async () => {
    setWalletSandboxMode('momo', 'down');
    const placed = await kit().place({ pt_thanh_toan: MOMO_WALLET_ID });
    expect(placed).toMatchObject({ trang_thai: '0', virtual_payment_client_url: '' });
    setWalletSandboxMode('momo', 'normal');
    const again = await kit().call<Record<string, unknown>>(placed.owner, 'POST', `so1/${placed._id}/pay`);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ vnp_txn_ref: `${placed.so_ct}-2`, vnp_attempt: 2 });
    await press(again.body.virtual_payment_client_url, 'pay');
    expect((await stored(placed._id)).trang_thai_tt).toBe('1');
  });

  it('refunds part of a MoMo and of a ZaloPay payment through the refund job, once per refund id', async () => {
    for (const method of [MOMO_WALLET_ID, ZALOPAY_WALLET_ID]) {
      const placed = await kit().place({ pt_thanh_toan: method });
      await press(placed.virtual_payment_client_url, 'pay');
      const asked = await kit().call<{ refund: { _id: string } }>(
        kit().callers.owner,
        'POST',
        `console/orders/${placed._id}/refund`,
        { so_tien: 10_000, ly_do: 'Hết hàng' },
      );
      expect(asked.status).toBe(200);
      // A first try whose commit is lost: the gateway took it, the order does not know.
      await refundLosingCommit(kit().shop, placed._id, asked.body.refund._id);
      expect(await kit().shop.app.schedules.runDue(new Date())).toBe(1);
      const [refund] = refundsOf(await stored(placed._id));
      expect(refund).toMatchObject({
        state: 'done',
        amount: 10_000,
        gateway: method === MOMO_WALLET_ID ? 'momo' : 'zalopay',
      });
      expect(refund?.provider_message).toMatch(/already/);
      // The gateway holds one refund: the rest is still refundable to the last đồng, not a đồng more.
      const gateway = paymentGateways(kit().shop.env).get(method === MOMO_WALLET_ID ? 'momo' : 'zalopay');
      const order = await stored(placed._id);
      const rest = Number(placed.t_tt_nt) - 10_000;
      const ask = (amount: number, requestId: string) =>
        gateway?.refund({
          txnRef: String(order.vnp_txn_ref),
          transactionId: String(order.vnp_transaction_no),
          amount,
          isFull: false,
          paidAt: new Date(),
          by: 'owner',
          reason: 'x',
          ipAddr: '127.0.0.1',
          now: new Date(),
          requestId,
        });
      expect(await ask(rest + 1, 'b'.repeat(24))).toMatchObject({ isAccepted: false });
      expect(await ask(rest, 'c'.repeat(24))).toMatchObject({ isAccepted: true });
    }
  });
});
