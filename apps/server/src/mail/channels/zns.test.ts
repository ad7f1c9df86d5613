import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthKit, startAuthKit } from '../../accounts/auth.test-kit.js';
import { DEMO_CUSTOMER } from '../../accounts/seed-accounts.js';
import { createSession } from '../../accounts/sessions.js';
import { findUserByAccount } from '../../accounts/users.js';
import { testBackends } from '../../testing.js';
import { BANK, newGuest } from '../../routes/commerce/commerce.test-kit.js';
import { type MailKit, startMailKit } from '../mail.test-kit.js';
import { listOutbox } from '../outbox.js';
import type { EsmsSimulator } from './simulators/esms-simulator.js';
import type { ZnsSimulator } from './simulators/zns-simulator.js';
import { ZALO_TOKEN_ROW } from './zns.js';

const TIMEOUT = 240_000;
const TEMPLATES = {
  ZNS_TEMPLATE_OTP: '310001',
  ZNS_TEMPLATE_ORDER_PLACED: '310002',
  ZNS_TEMPLATE_ORDER_CONFIRMED: '310003',
  ZNS_TEMPLATE_ORDER_SHIPPED: '310004',
  ZNS_TEMPLATE_ORDER_DELIVERED: '310005',
  ZNS_TEMPLATE_ORDER_CANCELLED: '310006',
  ZNS_TEMPLATE_PAYMENT_RECEIVED: '310007',
};

async function until<T>(read: () => T | undefined, what: string): Promise<T> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const value = read();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`waited in vain for ${what}`);
}

/** Polls an async read until it gives a value (the loop writes a row's state just after the provider answered). */
async function eventually<T>(read: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const value = await read();
    if (value !== undefined) return value;
    await sleep(50);
  }
  throw new Error(`waited in vain for ${what}`);
}

describe.each(testBackends())('codes by Zalo ZNS, SMS as the fallback, on %s', (backend) => {
  let kit: AuthKit;
  let zns: ZnsSimulator;
  let sms: EsmsSimulator;
  beforeAll(async () => {
    kit = await startAuthKit(backend, TEMPLATES);
    const { simulators } = kit.shop.app.channels;
    if (!simulators.zns || !simulators.sms) throw new Error('the simulators are not on');
    zns = simulators.zns;
    sms = simulators.sms;
  }, TIMEOUT);
  afterAll(() => kit?.shop.close());

  it("sends a phone's code with the OTP template, the access token taken from the refresh token once", async () => {
    const phone = '0933000111';
    const signup = await kit.signup({ phone });
    expect(signup.statusCode).toBe(200);
    const received = await until(() => zns.lastTo(phone), 'the ZNS');
    expect(received.templateId).toBe('310001');
    expect(received.data).toEqual({ otp: expect.stringMatching(/^\d{6}$/) });
    expect(sms.lastTo(phone)).toBeUndefined();
    const verify = await kit.get(
      `/verify-otp/${signup.json<{ _id: string }>()._id}/${received.data.otp}?id_app=${kit.shop.env.ID_APP}`,
    );
    expect(verify.statusCode).toBe(200);
    const row = await eventually(async () => {
      const [entry] = (await listOutbox(kit.shop.db)).filter((candidate) => candidate.to === phone);
      return entry?.status === 'sent' ? entry : undefined;
    }, 'the sent row');
    expect(row).toMatchObject({ channel: 'zns', status: 'sent', provider_ref: received.msgId });
    expect(zns.refreshes).toBe(1);

    // The next message reuses the kept token; once it ends, the kept (rotated) refresh token gets another.
    const second = '0933000222';
    await kit.signup({ phone: second });
    await until(() => zns.lastTo(second), 'the second ZNS');
    expect(zns.refreshes).toBe(1);
    await kit.shop.db.query(
      `UPDATE server_secrets SET value = jsonb_set(value::jsonb, '{expires_at}', '"2020-01-01T00:00:00.000Z"')::text
       WHERE name = $1`,
      [ZALO_TOKEN_ROW],
    );
    zns.expireTokens();
    const third = '0933000333';
    await kit.signup({ phone: third });
    await until(() => zns.lastTo(third), 'the third ZNS');
    expect(zns.refreshes).toBe(2);
  });

  it('falls back to SMS at once when ZNS fails, and the shopper logs in with that code', async () => {
    const phone = '0944000555';
    zns.control.mode = 'down';
    try {
      const signup = await kit.signup({ phone });
      const text = await until(() => sms.lastTo(phone)?.content, 'the SMS');
      const code = /\b(\d{6})\b/.exec(text)?.[1];
      const verify = await kit.get(
        `/verify-otp/${signup.json<{ _id: string }>()._id}/${code}?id_app=${kit.shop.env.ID_APP}`,
      );
      expect(verify.statusCode).toBe(200);
    } finally {
      zns.control.mode = 'up';
    }
    expect(zns.lastTo(phone)).toBeUndefined();
    const rows = await eventually(async () => {
      const entries = (await listOutbox(kit.shop.db)).filter((entry) => entry.to === phone);
      return entries.some((entry) => entry.channel === 'sms' && entry.status === 'sent')
        ? entries
        : undefined;
    }, 'the sent SMS row');
    const failed = rows.find((entry) => entry.channel === 'zns');
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed?.error).toContain('zns down: HTTP 503');
    expect(rows.find((entry) => entry.channel === 'sms')).toMatchObject({
      status: 'sent',
      fallback_of: failed?.id,
    });
  });
});

describe.each(testBackends())("an order's news reach the ZNS simulator on %s", (backend) => {
  let kit: MailKit;
  let zns: ZnsSimulator;
  const act = (id: string, action: string, body: unknown = {}) =>
    kit.call(kit.owner, 'POST', `console/orders/${id}/${action}`, body);
  beforeAll(async () => {
    kit = await startMailKit(backend, TEMPLATES);
    const simulator = kit.shop.app.channels.simulators.zns;
    if (!simulator) throw new Error('the ZNS simulator is not on');
    zns = simulator;
  }, TIMEOUT);
  afterAll(() => kit?.shop.close());

  it('placed, confirmed, shipped with tracking, delivered; cancelled with the reason; payment received', async () => {
    const { _id, so_ct, t_tt_nt } = (await kit.place({}, 'vi')).body;
    expect((await act(_id, 'confirm')).status).toBe(200);
    expect((await act(_id, 'ship', { don_vi_vc: 'GHTK', ma_van_don: 'GHTK-778899' })).status).toBe(200);
    expect((await act(_id, 'deliver')).status).toBe(200);
    // The delivered news go at once; the mails are sent by the outbox's next round (decision 059).
    await eventually(async () => {
      await kit.shop.app.mail.deliverDue();
      return zns.messages.some(
        (message) => message.data.order_code === so_ct && message.templateId === '310005',
      )
        ? true
        : undefined;
    }, 'the delivered ZNS');
    // One round sends the due rows in the order the claim took them: compared by template.
    const sent = zns.messages
      .filter((message) => message.data.order_code === so_ct)
      .sort((a, b) => a.templateId.localeCompare(b.templateId));
    expect(sent.map((message) => message.templateId)).toEqual(['310002', '310003', '310004', '310005']);
    expect(sent.every((message) => message.phone === '0912345678')).toBe(true);
    expect(sent[0]?.data).toMatchObject({
      customer_name: 'Nguyễn Văn An',
      order_code: so_ct,
      order_total: expect.stringContaining((t_tt_nt as number).toLocaleString('vi-VN')),
    });
    expect(sent[2]?.data.tracking_code).toBe('GHTK-778899');
    const rows = await listOutbox(kit.shop.db, 1000);
    const ofOrder = rows.filter((row) => row.order_id === _id);
    expect(ofOrder.filter((row) => row.channel === 'zns').every((row) => row.status === 'sent')).toBe(true);
    // The e-invoice's own mail comes whenever its job has issued it (decision 059, addendum of 30
    // November): not one of the order's news counted here.
    expect(ofOrder.filter((row) => row.channel === 'email' && row.kind !== 'einvoice-issued')).toHaveLength(
      5,
    );

    // The console's order timeline shows each message with its channel and delivery state.
    const detail = await kit.call<{ timeline: { by: string; changes: { field: string; to: unknown }[] }[] }>(
      kit.owner,
      'GET',
      `console/orders/${_id}`,
    );
    const messages = detail.body.timeline
      .flatMap((entry) =>
        entry.changes.filter((change) => change.field === 'tin_nhan').map((change) => change.to),
      )
      .filter((message) => (message as { loai?: string }).loai !== 'einvoice-issued');
    expect(messages).toHaveLength(9);
    expect(messages).toContainEqual(
      expect.objectContaining({
        kenh: 'zns',
        loai: 'order-shipped',
        nguoi_nhan: '0912345678',
        trang_thai: 'sent',
      }),
    );
    expect(messages).toContainEqual(
      expect.objectContaining({
        kenh: 'email',
        loai: 'order-placed',
        nguoi_nhan: 'an@example.vn',
        trang_thai: 'kept',
      }),
    );

    const cancelled = (await kit.place({}, 'en')).body;
    expect((await act(cancelled._id, 'cancel', { ly_do_huy: 'Hết hàng' })).status).toBe(200);
    await kit.shop.app.mail.deliverDue();
    const last = zns.messages.find(
      (message) => message.data.order_code === cancelled.so_ct && message.templateId === '310006',
    );
    expect(last).toMatchObject({ templateId: '310006', data: { cancel_reason: 'Hết hàng' } });

    const byTransfer = (await kit.place({ pt_thanh_toan: BANK }, 'vi')).body;
    const today = new Date().toISOString().slice(0, 10);
    const paid = await act(byTransfer._id, 'payment', {
      so_tien: byTransfer.t_tt_nt,
      ngay: today,
      ghi_chu: 'VCB',
    });
    expect(paid.status).toBe(200);
    await kit.shop.app.mail.deliverDue();
    const news = zns.messages.filter((message) => message.data.order_code === byTransfer.so_ct);
    expect(news.map((message) => message.templateId).sort()).toEqual(['310002', '310007']);
  });

  it("stops an account's Zalo messages from its account page: order news by e-mail only, its codes by SMS", async () => {
    const customer = await findUserByAccount(kit.shop.db, DEMO_CUSTOMER.email);
    if (!customer) throw new Error('the demo customer was not seeded');
    await kit.shop.db.query('UPDATE users SET phone = $1 WHERE id = $2', ['0977000111', customer.id]);
    const me = { ...newGuest(), token: await createSession(kit.shop.db, customer.id) };
    const before = await kit.call<{ zalo_messages: boolean }>(me, 'GET', '/api/privacy/consents');
    expect(before.body.zalo_messages).toBe(true);
    const znsOf = async (orderId: string) =>
      (await listOutbox(kit.shop.db, 1000)).filter(
        (row) => row.order_id === orderId && row.channel === 'zns',
      );
    // On by default: the account's order has its ZNS.
    expect(await znsOf((await kit.place({}, 'vi', me)).body._id)).toHaveLength(1);

    const stop = await kit.call<{ zalo_messages: boolean; message: string }>(
      me,
      'POST',
      '/api/privacy/zalo-messages',
      { on: false },
    );
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({ zalo_messages: false, message: 'Đã lưu lựa chọn của bạn' });
    // The account's order (to another phone) and a guest's order to the account's phone: no ZNS, the e-mail still.
    const own = (await kit.place({}, 'vi', me)).body;
    expect(await znsOf(own._id)).toEqual([]);
    expect((await kit.mailsOf(own._id)).map((row) => row.channel)).toContain('email');
    const toPhone = (await kit.place({ sdt_nguoi_nhan: '+84 977 000 111' })).body;
    expect(await znsOf(toPhone._id)).toEqual([]);
    // Its code goes by SMS, not by the OTP template; another phone's still by ZNS.
    const queue = (to: string) =>
      kit.shop.app.mail.outbox.queue(kit.shop.db, { to, subject: 'Mã', text: 'Mã 123456', code: '123456' });
    expect((await queue('0977000111')).channel).toBe('sms');
    expect((await queue('0977000222')).channel).toBe('zns');

    // Turned on again, Zalo messages come back.
    const again = await kit.call<{ zalo_messages: boolean }>(me, 'POST', '/api/privacy/zalo-messages', {
      on: true,
    });
    expect(again.body.zalo_messages).toBe(true);
    expect(await znsOf((await kit.place({}, 'vi', me)).body._id)).toHaveLength(1);
    expect((await queue('0977000111')).channel).toBe('zns');
    const refused = await kit.call<{ message: string }>(me, 'POST', '/api/privacy/zalo-messages', {
      on: 'no',
    });
    expect(refused.status).toBe(400);
  });

  it('writes no ZNS for an order without a mobile number', async () => {
    const { _id } = (await kit.place({ sdt_nguoi_nhan: '028 3823 4567' })).body;
    const rows = (await listOutbox(kit.shop.db, 1000)).filter((row) => row.order_id === _id);
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'email']);
  });
});
