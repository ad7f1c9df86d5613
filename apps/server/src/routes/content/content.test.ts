import { describe, expect, it } from 'vitest';
import { companyContactId } from '../../content/company-records.js';
import { companyContact, companyInfo } from '../../seed/data/index.js';
import { testBackends } from '../../testing.js';
import { dataApiSuite } from '../../suite.test-kit.js';

describe.each(testBackends())('content routes on %s', (backend) => {
  const { shop, base, auth } = dataApiSuite(backend);

  // Each call from its own client address (the socket's: X-Forwarded-For is not trusted by
  // default), so the rate limits only bite in the test about them.
  let client = 0;
  const post = (
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = `198.51.100.${++client % 250}`,
  ) => shop().app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

  it('serves the company info and, apart, the record with phone and facebook', async () => {
    const info = await shop().app.inject({ url: `/api/app/${shop().env.ID_APP}?${auth()}` });
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({ ...companyInfo, _id: shop().env.ID_APP });
    expect(info.json()).not.toHaveProperty('phone');
    const contactId = info.json<{ contact_id: string }>().contact_id;
    expect(contactId).toBe(companyContactId(shop().env.ID_APP));
    for (const url of [
      `/api/app/${shop().env.ID_APP}?contact=1&${auth()}`,
      `/api/app/${contactId}?${auth()}`,
    ]) {
      const contact = await shop().app.inject({ url });
      expect(contact.statusCode).toBe(200);
      expect(contact.json()).toMatchObject({ ...companyContact, _id: contactId });
    }
    const unknown = await shop().app.inject({ url: `/api/app/${'0'.repeat(24)}?${auth()}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'APP_NOT_FOUND', message: 'Không tìm thấy ứng dụng' });
  });

  it('takes a contact message, replies with its id only, and lets nobody read it back', async () => {
    const message = {
      ho_ten: 'Nguyễn An',
      email: 'an@example.vn',
      dien_thoai: '0912345678',
      noi_dung: 'Tôi muốn đặt 20 hộp trà.',
    };
    const reply = await post(`${base()}/ecomcontactus?${auth()}`, message);
    expect(reply.statusCode).toBe(200);
    const body = reply.json<{ _id: string; message: string }>();
    expect(body._id).toMatch(/^[0-9a-f]{24}$/);
    expect(body.message).toBe('Gửi thông tin thành công');
    expect(body).not.toHaveProperty('noi_dung');
    const stored = await shop().db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM documents WHERE collection = 'ecomcontactus' AND id = $1`,
      [body._id],
    );
    expect(stored[0]?.data).toMatchObject({ ...message, dia_chi: '', user_created: 'public' });
    expect((await shop().app.inject({ url: `${base()}/ecomcontactus?${auth()}` })).statusCode).toBe(403);
    expect(
      (await shop().app.inject({ url: `${base()}/ecomcontactus/${body._id}?${auth()}` })).statusCode,
    ).toBe(403);
  });

  it('refuses a contact message with the messages of SPEC §5, in English when asked', async () => {
    const cases: [object, string, string][] = [
      [{ email: 'an@x.vn', noi_dung: 'x' }, 'Vui lòng nhập họ tên của quý khách', 'Please enter your name'],
      [{ ho_ten: 'An', noi_dung: 'x' }, 'Vui lòng nhập email để cửa hàng liên hệ với quý khách', ''],
      [{ ho_ten: 'An', email: 'an tra@x', noi_dung: 'x' }, 'Email không hợp lệ', ''],
      [
        { ho_ten: 'An', email: 'an@x.vn', noi_dung: '  ' },
        'Vui lòng nhập nội dung',
        'Please enter your message',
      ],
    ];
    for (const [form, vi, en] of cases) {
      const reply = await post(`${base()}/ecomcontactus?${auth()}`, form);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual({ error: 'VALIDATION_FAILED', message: vi });
      if (en) {
        const english = await post(`${base()}/ecomcontactus?${auth()}`, form, { 'accept-language': 'en' });
        expect(english.json<{ message: string }>().message).toBe(en);
      }
    }
    const notObject = await post(`${base()}/ecomcontactus?${auth()}`, [1, 2]);
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json<{ error: string }>().error).toBe('BODY_INVALID');
    const count = await shop().db.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM documents WHERE collection = 'ecomcontactus'`,
    );
    expect(Number(count[0]?.n)).toBe(1);
  });

  it('subscribes an e-mail once; a second subscription answers with the same record', async () => {
    const first = await post(`${base()}/ecomsubscribe?${auth()}`, { email: 'Binh@Example.vn' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      email: 'binh@example.vn',
      already_subscribed: false,
      message: 'Đăng ký nhận tin tức thành công',
    });
    const again = await post(`${base()}/ecomsubscribe?${auth()}`, { email: 'binh@example.vn ' });
    expect(again.json()).toMatchObject({ _id: first.json<{ _id: string }>()._id, already_subscribed: true });
    const invalid = await post(`${base()}/ecomsubscribe?${auth()}`, { email: 'binh@' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({ error: 'VALIDATION_FAILED', message: 'Email không hợp lệ' });
    expect((await shop().app.inject({ url: `${base()}/ecomsubscribe?${auth()}` })).statusCode).toBe(403);
  });

  it('limits contact messages per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const reply = await post(
        `${base()}/ecomcontactus?${auth()}`,
        { ho_ten: 'Spam', email: 's@x.vn', noi_dung: `#${i}` },
        {},
        '203.0.113.77',
      );
      statuses.push(reply.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('refuses another app id', async () => {
    const reply = await post(`/api/${'1'.repeat(24)}/ecomsubscribe?${auth()}`, { email: 'a@b.vn' });
    expect(reply.statusCode).toBe(404);
  });
});
