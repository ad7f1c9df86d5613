import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../accounts/seed-accounts.js';
import { createSession } from '../../accounts/sessions.js';
import { findUserByAccount } from '../../accounts/users.js';
import { orderLinkSigner } from '../../commerce/order-link.js';
import { type MailKit, startMailKit } from '../../mail/mail.test-kit.js';
import { testBackends } from '../../testing.js';
import { ADDRESS, BANK, COD, newGuest } from '../commerce/commerce.test-kit.js';

const TIMEOUT = 240_000;

type Reply = { status: number; body: Record<string, unknown> & { error?: string; message?: string } };

describe.each(testBackends())('guest order lookup (%s)', (backend) => {
  let kit: MailKit;
  let ipCount = 0;
  /** Each call from its own client address unless one is given, so the per-address limit stays apart. */
  const freshIp = () => {
    ipCount += 1;
    return `10.0.${ipCount}.1`;
  };
  const post = async (path: string, body: unknown, ip = freshIp()): Promise<Reply> => {
    const reply = await kit.shop.app.inject({
      method: 'POST',
      url: `/api/${kit.shop.env.ID_APP}/${path}?access_token=${kit.shop.env.PUBLIC_TOKEN}`,
      remoteAddress: ip,
      headers: { uid: newGuest().uid },
      payload: body as object,
    });
    return { status: reply.statusCode, body: reply.json() };
  };
  const lookup = (soCt: string, contact: string, ip?: string) =>
    post('order-lookup', { so_ct: soCt, lien_he: contact }, ip);

  beforeAll(async () => {
    kit = await startMailKit(backend, { RATE_LIMIT_ORDER_LOOKUP: '6', RATE_LIMIT_ORDER_LOOKUP_CODE: '4' });
  }, TIMEOUT);
  afterAll(() => kit?.shop.close());

  it('finds an order by its code and the phone or e-mail given, however typed, and masks the receiver', async () => {
    const placed = await kit.place({ pt_thanh_toan: BANK });
    const soCt = placed.body.so_ct;
    const byPhone = await lookup(` ${soCt.toLowerCase()} `, '+84 912 345 678');
    expect(byPhone.status).toBe(200);
    expect(byPhone.body).toMatchObject({
      so_ct: soCt,
      trang_thai: '0',
      ten_trang_thai: 'Đơn mới',
      t_tt_nt: placed.body.t_tt_nt,
      loai_pt_thanh_toan: 'bank-transfer',
      nguoi_nhan: { ten: 'N. V. An', sdt: '•••••••678', email: 'a•••@example.vn' },
    });
    expect(byPhone.body.vietqr).toMatchObject({
      memo: soCt,
      qr_image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    expect(byPhone.body.details).toEqual([
      expect.objectContaining({ ma_vt: 'CPH-009', sl_xuat: 2, ten_vt: expect.any(String) }),
    ]);
    // Nothing of the receiver beyond the masks and the area: no street, no full phone or e-mail.
    const text = JSON.stringify(byPhone.body);
    for (const secret of [
      ADDRESS.dia_chi,
      ADDRESS.sdt_nguoi_nhan,
      ADDRESS.email_nguoi_nhan,
      ADDRESS.ten_nguoi_nhan,
    ])
      expect(text).not.toContain(secret);
    expect(byPhone.body).not.toHaveProperty('owner');
    expect(byPhone.body).not.toHaveProperty('user_created');

    const byEmail = await lookup(soCt, '  AN@Example.VN ');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.so_ct).toBe(soCt);
    expect((await lookup(soCt, '0912 345 678')).status).toBe(200);
  });

  it('answers a wrong contact and an unknown code alike, and a missing field with its own message', async () => {
    const placed = await kit.place();
    const wrongContact = await lookup(placed.body.so_ct, '0987654321');
    const wrongEmail = await lookup(placed.body.so_ct, 'someone@example.vn');
    const unknownCode = await lookup('DH999999', ADDRESS.sdt_nguoi_nhan);
    for (const reply of [wrongContact, wrongEmail, unknownCode]) {
      expect(reply.status).toBe(404);
      expect(reply.body).toEqual(wrongContact.body);
    }
    expect(wrongContact.body).toMatchObject({ error: 'ORDER_LOOKUP_NOT_FOUND' });
    expect(wrongContact.body.message).toBe(
      'Không tìm thấy đơn hàng khớp với mã đơn hàng và số điện thoại hoặc e-mail này',
    );
    const empty = await lookup(placed.body.so_ct, '  ');
    expect(empty).toMatchObject({ status: 400, body: { error: 'ORDER_LOOKUP_INPUT' } });
  });

  it('limits lookups per client address and per order code from any address', async () => {
    const ip = '10.9.9.9';
    const replies: number[] = [];
    for (let n = 0; n < 7; n += 1) replies.push((await lookup(`DH90000${n}`, '0900000000', ip)).status);
    expect(replies).toEqual([404, 404, 404, 404, 404, 404, 429]);

    const placed = await kit.place();
    const soCt = placed.body.so_ct;
    const guesses: number[] = [];
    for (let n = 0; n < 4; n += 1) guesses.push((await lookup(soCt, `090000000${n}`)).status);
    expect(guesses).toEqual([404, 404, 404, 404]);
    // The fifth try on this code is refused from a fresh address, even with the right phone.
    const refused = await lookup(soCt, ADDRESS.sdt_nguoi_nhan);
    expect(refused).toMatchObject({ status: 429, body: { error: 'RATE_LIMITED' } });
    // Another code from that same address still answers.
    const other = await kit.place();
    expect((await lookup(other.body.so_ct, ADDRESS.sdt_nguoi_nhan)).status).toBe(200);
  });

  it("a guest's mail opens the order through a signed link; expired or tampered links are refused", async () => {
    const placed = await kit.place({ pt_thanh_toan: COD }, 'en');
    await kit.shop.app.mail.deliverDue();
    const mail = (await kit.mailsOf(placed.body._id)).find((row) => row.kind === 'order-placed');
    const link = mail?.text.match(/View your order: (\S+)/)?.[1] ?? '';
    expect(link).toMatch(/^http:\/\/[^/]+\/tra-cuu-don-hang\?lang=en#so_ct=/);
    expect(mail?.html).toContain('/tra-cuu-don-hang?lang=en#so_ct=');
    const parts = Object.fromEntries(new URLSearchParams(link.split('#')[1]));
    expect(parts.so_ct).toBe(placed.body.so_ct);

    const opened = await post('order-lookup/link', parts);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ so_ct: placed.body.so_ct, ten_trang_thai_eng: 'New order' });

    const other = await kit.place();
    const tampered = [
      { ...parts, so_ct: other.body.so_ct },
      { ...parts, het_han: String(Number(parts.het_han) + 86_400) },
      { ...parts, chu_ky: `${parts.chu_ky?.slice(0, -2)}AA` },
      { so_ct: parts.so_ct },
    ];
    for (const body of tampered) {
      const reply = await post('order-lookup/link', body);
      expect(reply, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: 'ORDER_LINK_INVALID' },
      });
    }
    const signer = orderLinkSigner(kit.shop.db, kit.shop.env);
    const old = await signer.sign(placed.body.so_ct, new Date(Date.now() - 91 * 86_400_000));
    const expired = await post('order-lookup/link', old);
    expect(expired).toMatchObject({ status: 410, body: { error: 'ORDER_LINK_EXPIRED' } });
    // The same key signs after a restart: it is kept in the database, not in this process.
    const again = orderLinkSigner(kit.shop.db, kit.shop.env);
    expect(await again.check(parts)).toEqual({ ok: true, soCt: placed.body.so_ct });
  });

  it("a customer's mails keep leading to their account's history", async () => {
    const user = await findUserByAccount(kit.shop.db, DEMO_CUSTOMER.email);
    if (!user) throw new Error('the demo customer was not seeded');
    const customer = { ...newGuest(), token: await createSession(kit.shop.db, user.id) };
    await kit.call(customer, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 });
    const draft = await kit.call<{ _id: string }>(customer, 'POST', 'so1', { trang_thai: 'LCT' });
    const placed = await kit.call<{ _id: string }>(customer, 'PUT', `so1/${draft.body._id}`, {
      ...ADDRESS,
      pt_thanh_toan: COD,
      trang_thai: '0',
    });
    expect(placed.status).toBe(200);
    await kit.shop.app.mail.deliverDue();
    const mail = (await kit.mailsOf(placed.body._id)).find((row) => row.kind === 'order-placed');
    expect(mail?.text).toMatch(/Xem đơn hàng: http:\/\/[^/]+\/user-profile\/purchased-return/);
    expect(mail?.text).not.toContain('tra-cuu-don-hang');
  });
});
