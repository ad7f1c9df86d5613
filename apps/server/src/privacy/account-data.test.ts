import type { AccountExport } from '@shop/domain/privacy';
import { describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, authSuite } from '../accounts/auth.test-kit.js';
import { ADDRESS, buy, callerOf, newGuest } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { multipart } from '../files/multipart.test-kit.js';

describe.each(testBackends())('a shopper downloads their data, then deletes the account (%s)', (backend) => {
  const kit = authSuite(backend, { RATE_LIMIT_CHECKOUT: '1000' });

  const email = 'xoa.toi@example.vn';
  let token = '';
  let orderId = '';

  it('exports profile, addresses, orders, consents and subscriptions, as JSON and as a readable file', async () => {
    expect((await kit().signup({ email, phone: '0977000111', accept_marketing: true })).statusCode).toBe(200);
    const refused = await kit().login(email, STRONG_PASSWORD);
    await kit().get(`/verify-otp/${refused.json<{ _id: string }>()._id}/${await kit().code(email)}`);
    token = (await kit().login(email, STRONG_PASSWORD)).json<{ token: string }>().token;
    const call = callerOf(kit().shop.app, `/api/${kit().shop.env.ID_APP}`, kit().shop.env.PUBLIC_TOKEN);
    const shopper = { ...newGuest(), token };
    const address = await call(shopper, 'POST', 'ecomuser_address', {
      dia_chi: '5 <b>Hàng</b> Bạc',
      xa_phuong: 'Phường Hoàn Kiếm',
      quan_huyen: 'Quận Hoàn Kiếm',
      tinh_thanh: 'Thành phố Hà Nội',
      ten_nguoi_nhan: 'Xóa Tôi',
      sdt_nguoi_nhan: '0977000111',
    });
    expect(address.status).toBe(200);
    const placed = await buy({ call }, shopper, [{ ma_vt: 'CPH-009', sl_xuat: 1 }], {
      ten_nguoi_nhan: 'Xóa Tôi',
      sdt_nguoi_nhan: '0977000111',
      email_nguoi_nhan: email,
    });
    expect(placed.status).toBe(200);
    orderId = placed.body._id;

    const reply = await kit().get(`/api/account/export?access_token=${token}`);
    expect(reply.statusCode).toBe(200);
    const data = reply.json<AccountExport>();
    expect(data.profile).toMatchObject({ email, phone: '0977000111', name: 'Trần Thị Mai', verified: true });
    expect(JSON.stringify(data)).not.toContain('password');
    expect(data.addresses).toHaveLength(1);
    expect(data.orders.map((order) => order._id)).toEqual([orderId]);
    expect(data.consents.map((consent) => [consent.purpose, consent.granted, consent.source])).toEqual([
      ['terms', true, 'signup'],
      ['marketing', true, 'signup'],
    ]);
    expect(data.subscriptions.map((subscription) => subscription.email)).toEqual([email]);

    const html = await kit().get(`/api/account/export?access_token=${token}&format=html`);
    expect(html.headers['content-type']).toContain('text/html');
    expect(html.headers['content-disposition']).toMatch(
      /^attachment; filename="du-lieu-ca-nhan-\d{4}-\d{2}-\d{2}\.html"$/,
    );
    expect(html.body).toContain('Đơn hàng / Orders (1)');
    expect(html.body).toContain('5 &lt;b&gt;Hàng&lt;/b&gt; Bạc');
    expect(html.body).not.toContain('<b>Hàng</b>');
    // Nothing without a login.
    expect((await kit().get('/api/account/export')).statusCode).toBe(401);
  });

  it('refuses a wrong password, then deletes: login refused, sessions end, the order kept without name, phone or e-mail', async () => {
    const wrong = await kit().post(`/api/account/delete?access_token=${token}`, { password: 'Sai12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: 'Mật khẩu không đúng, tài khoản chưa bị xóa' });
    const english = await kit().post(`/api/account/delete?access_token=${token}&lang=en`, {
      password: 'Sai12345',
    });
    expect(english.json()).toMatchObject({ message: 'The password is wrong; the account was not deleted' });

    // A review photo the shopper uploaded: its row, its bytes and its variant on disk.
    const photo = await kit().shop.app.inject({
      method: 'POST',
      url: `/api/${kit().shop.env.ID_APP}/reviews/photos?access_token=${token}`,
      ...(await multipart({
        name: 'IMG_0002.jpg',
        type: 'image/jpeg',
        bytes: await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2b5a8a' } })
          .jpeg()
          .toBuffer(),
      })),
    });
    expect(photo.statusCode, photo.body).toBe(200);
    const photoId = photo.json<{ _id: string }>()._id;
    const { uploads } = kit().shop.app;
    expect(existsSync(uploads.pathOf(photoId))).toBe(true);

    const other = (await kit().login(email, STRONG_PASSWORD)).json<{ token: string }>().token;
    const deleted = await kit().post(`/api/account/delete?access_token=${token}`, {
      password: STRONG_PASSWORD,
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Tài khoản của bạn đã được xóa' });

    expect((await kit().login(email, STRONG_PASSWORD)).statusCode).toBe(401);
    // The review photo went: its row, and its bytes with their variants.
    expect(await kit().shop.db.query('SELECT 1 FROM files WHERE id = $1', [photoId])).toHaveLength(0);
    expect(readdirSync(uploads.dir).filter((name) => name.startsWith(photoId))).toEqual([]);
    expect((await kit().get(`/api/user?access_token=${other}`)).statusCode).toBe(401);

    const [order] = await kit().shop.db.query<{ owner: string; data: Record<string, unknown> }>(
      `SELECT owner, data FROM documents WHERE collection = 'so1' AND id = $1`,
      [orderId],
    );
    expect(order?.data).toMatchObject({
      ten_nguoi_nhan: 'Đã xoá',
      sdt_nguoi_nhan: '',
      email_nguoi_nhan: '',
      dia_chi_nguoi_nhan: '',
      tinh_thanh: ADDRESS.tinh_thanh,
    });
    expect(order?.owner).toMatch(/^deleted:[0-9a-f]{24}$/);
    expect(Number(order?.data.t_tt_nt)).toBeGreaterThan(0);
    // No copy of the name, phone or e-mail left in the order's saved versions, the addresses or the mails.
    for (const needle of ['Xóa Tôi', '0977000111', email]) {
      const versions = await kit().shop.db.query(
        `SELECT collection, data::text FROM document_versions WHERE data::text LIKE '%' || $1 || '%'`,
        [needle],
      );
      expect(versions, needle).toHaveLength(0);
      const documents = await kit().shop.db.query(
        `SELECT collection, data::text FROM documents WHERE data::text LIKE '%' || $1 || '%'`,
        [needle],
      );
      expect(documents, needle).toHaveLength(0);
    }
    expect(await kit().shop.db.query('SELECT 1 FROM outbox WHERE recipient = $1', [email])).toHaveLength(0);
    expect(await kit().shop.db.query('SELECT 1 FROM consents WHERE subject = $1', [email])).toHaveLength(0);
    const requests = await kit().shop.db.query<{ kind: string; done_at: unknown; due_at: Date }>(
      'SELECT kind, done_at, due_at FROM data_requests ORDER BY received_at',
    );
    expect(requests.map((row) => row.kind)).toEqual(['export', 'export', 'delete']);
    expect(requests.every((row) => row.done_at !== null)).toBe(true);
  });
});
