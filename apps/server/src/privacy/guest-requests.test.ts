import type { DataRequestsReply, GuestDataRequestDone } from '@shop/domain/privacy';
import { describe, expect, it } from 'vitest';
import { DEMO_OWNER } from '../accounts/seed-accounts.js';
import { consoleSuite } from '../console/console.test-kit.js';
import { readLatestCode } from '../mail/outbox.js';
import { testBackends } from '../testing.js';
import { listDataRequests } from './data-requests.js';

describe.each(testBackends())('a guest asks about their data by e-mail with a code (%s)', (backend) => {
  const kit = consoleSuite(backend, { OTP_RESEND_SECONDS: '60' });

  const ask = (body: unknown, lang = 'vi') =>
    kit().shop.app.inject({
      method: 'POST',
      url: `/api/privacy/guest-request?lang=${lang}`,
      payload: body as object,
    });
  const confirm = (body: unknown) =>
    kit().shop.app.inject({
      method: 'POST',
      url: '/api/privacy/guest-request/confirm',
      payload: body as object,
    });
  const inbox = (who: 'owner' | 'staff', query = '') =>
    kit().call<DataRequestsReply>(kit().callers[who], 'GET', `console/data-requests${query}`);

  it('mails a code with the same answer whether or not the address bought, then exports its guest orders', async () => {
    const buyer = 'Khach.Le@Example.vn';
    const order = await kit().place({
      ten_nguoi_nhan: 'Khách Lẻ',
      sdt_nguoi_nhan: '0988111222',
      email_nguoi_nhan: buyer,
    });

    const withOrders = await ask({ email: 'khach.le@example.vn', kind: 'export' });
    const without = await ask({ email: 'chua.mua@example.vn', kind: 'export' });
    expect(withOrders.statusCode).toBe(200);
    expect(without.statusCode).toBe(200);
    const shape = (body: string) => ({ ...JSON.parse(body), _id: 'x', message: undefined });
    expect(shape(withOrders.body)).toEqual(shape(without.body));
    expect(withOrders.json().message).toBe(
      'Đã gửi mã xác thực đến khach.le@example.vn. Nhập mã để tiếp tục yêu cầu.',
    );
    // Not listed before the code is confirmed.
    expect((await inbox('owner')).body.total).toBe(0);
    // One code a minute per address.
    expect((await ask({ email: 'khach.le@example.vn', kind: 'export' })).statusCode).toBe(429);

    const id = withOrders.json<{ _id: string }>()._id;
    const code = (await readLatestCode(kit().shop.db, 'khach.le@example.vn')) ?? '';
    const wrong = await confirm({ _id: id, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Mã xác thực không đúng hoặc đã hết hạn');

    const done = await confirm({ _id: id, code });
    expect(done.statusCode).toBe(200);
    const reply = done.json<GuestDataRequestDone>();
    expect(reply.kind).toBe('export');
    expect(reply.data?.orders.map((row) => row._id)).toEqual([order._id]);
    // Used once.
    expect((await confirm({ _id: id, code })).statusCode).toBe(400);

    const listed = await inbox('owner');
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    const [item] = listed.body.items;
    expect(item).toMatchObject({
      kind: 'export',
      channel: 'email',
      subject: 'khach.le@example.vn',
      state: 'done',
    });
    expect(Date.parse(item?.due_at ?? '') - Date.parse(item?.received_at ?? '')).toBe(10 * 86_400_000);
    // The staff cannot see the inbox.
    expect((await inbox('staff')).status).toBe(403);
  });

  it('deletes on request: the guest orders kept without name, phone or e-mail, and no longer the browser’s', async () => {
    const email = 'xoa.khach@example.vn';
    const order = await kit().place({
      ten_nguoi_nhan: 'Khách Xoá',
      sdt_nguoi_nhan: '0988333444',
      email_nguoi_nhan: email,
    });
    const asked = await ask({ email, kind: 'delete' }, 'en');
    expect(asked.json().message).toBe(
      `A verification code was sent to ${email}. Enter it to go on with the request.`,
    );
    const done = await confirm({
      _id: asked.json<{ _id: string }>()._id,
      code: await readLatestCode(kit().shop.db, email),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ kind: 'delete', erased_orders: 1 });
    const [row] = await kit().shop.db.query<{ owner: string; data: Record<string, unknown> }>(
      `SELECT owner, data FROM documents WHERE collection = 'so1' AND id = $1`,
      [order._id],
    );
    expect(row?.data).toMatchObject({ ten_nguoi_nhan: 'Đã xoá', sdt_nguoi_nhan: '', email_nguoi_nhan: '' });
    expect(row?.owner).toMatch(/^deleted:/);
    for (const needle of ['Khách Xoá', '0988333444', email]) {
      const left = await kit().shop.db.query(
        `SELECT 1 FROM document_versions WHERE collection = 'so1' AND id = $1 AND data::text LIKE '%' || $2 || '%'`,
        [order._id, needle],
      );
      expect(left, needle).toHaveLength(0);
    }
    const deletions = await inbox('owner', '?kind=delete');
    expect(
      deletions.body.items.map((item) => [item.channel, item.state, item.subject.startsWith('deleted:')]),
    ).toEqual([['email', 'done', true]]);
  });

  it('refuses a malformed address with the form message', async () => {
    const bad = await ask({ email: 'khong-phai-email', kind: 'export' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Email không hợp lệ');
  });

  it('records a manual request with its deadline, shows it open then overdue, and the owner marks it done', async () => {
    const recorded = await kit().call<{
      item: { _id: string; state: string; due_at: string };
      message: string;
    }>(kit().callers.owner, 'POST', 'console/data-requests', {
      kind: 'delete',
      subject: 'thu.tay@example.vn',
      note: 'Thư gửi ngày 28/11',
    });
    expect(recorded.status).toBe(200);
    expect(recorded.body).toMatchObject({ message: 'Đã ghi nhận yêu cầu', item: { state: 'open' } });
    const empty = await kit().call(kit().callers.owner, 'POST', 'console/data-requests', {
      kind: 'delete',
      subject: '',
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      message: 'Chọn loại yêu cầu và nhập e-mail hoặc số điện thoại của người yêu cầu',
    });
    expect(
      (
        await kit().call(kit().callers.staff, 'POST', 'console/data-requests', {
          kind: 'export',
          subject: 'x@y.vn',
        })
      ).status,
    ).toBe(403);

    const open = await inbox('owner', '?state=open');
    expect(open.body.items.map((item) => item.subject)).toEqual(['thu.tay@example.vn']);
    expect(open.body).toMatchObject({ open: 1, overdue: 0 });
    const later = new Date(Date.parse(recorded.body.item.due_at) + 1000);
    const overdue = await listDataRequests(
      kit().shop.db,
      kit().shop.env.ID_APP,
      { state: 'overdue', kind: 'all', page: 1, limit: 20 },
      later,
    );
    expect(overdue.items.map((item) => [item.subject, item.state])).toEqual([
      ['thu.tay@example.vn', 'overdue'],
    ]);

    expect(
      (await kit().call(kit().callers.staff, 'POST', `console/data-requests/${recorded.body.item._id}/done`))
        .status,
    ).toBe(403);
    const done = await kit().call<{ item: { state: string; done_by: string } }>(
      kit().callers.owner,
      'POST',
      `console/data-requests/${recorded.body.item._id}/done`,
    );
    expect(done.status).toBe(200);
    expect(done.body.item).toMatchObject({ state: 'done', done_by: DEMO_OWNER.email });
    expect((await inbox('owner', '?state=open')).body.total).toBe(0);
    expect((await inbox('owner', '?state=done')).body.total).toBe(3);
  });
});
