import type {
  AcceptInviteReply,
  CustomerDetail,
  CustomersReply,
  InviteInfo,
  InviteReply,
  MessageHandledReply,
  MessagesReply,
  StaffInvitation,
  SubscribersReply,
  TeamMember,
} from '@shop/domain/console';
import { DEFAULT_STAFF_RIGHTS } from '@shop/domain/console';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_STAFF } from '../accounts/seed-accounts.js';
import { insertDocument, listVersions } from '../db/documents.js';
import { ADDRESS, buy, type Caller, newGuest } from '../routes/commerce/commerce.test-kit.js';
import { bothBackends, neutralOn } from '../testing.js';
import { type ConsoleKit, type PlacedRow, startConsoleKit } from './console.test-kit.js';
import { safeCell } from './contact-messages.js';
import { createInvitation } from './invitations.js';

describe('CSV cells', () => {
  it('defuse formulas and leave plain text alone', () => {
    expect(safeCell('=HYPERLINK("http://x")')).toBe('\'=HYPERLINK("http://x")');
    expect(safeCell('+84 912')).toBe("'+84 912");
    expect(safeCell('-1')).toBe("'-1");
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('an@example.vn')).toBe('an@example.vn');
  });
});

describe.each(bothBackends())('console customers, messages and staff (%s)', (backend) => {
  let kit: ConsoleKit;
  let first: PlacedRow;
  let second: PlacedRow;
  let cancelled: PlacedRow;
  let phoneOnly: PlacedRow;
  let accountOrder: { _id: string; t_tt_nt: number };
  const ok = async <T>(reply: Promise<{ status: number; body: T }>) => {
    const { status, body } = await reply;
    expect(status, JSON.stringify(body)).toBe(200);
    return body;
  };

  beforeAll(async () => {
    kit = await startConsoleKit(backend);
  }, 120_000);
  afterAll(() => kit?.shop.close());

  // Tests of no engine: on the test command's engine only (the invitations' race runs on both).
  if (neutralOn(backend)) {
    describe('customers', () => {
      beforeAll(async () => {
        // One guest in two browsers, the e-mail typed differently: one customer.
        first = await kit.place({ ten_nguoi_nhan: 'Đặng Thị Thu', email_nguoi_nhan: 'Thu.Dang@Example.vn' });
        second = await kit.place({ ten_nguoi_nhan: 'Đặng Thị Thu', email_nguoi_nhan: 'thu.dang@example.vn' });
        cancelled = await kit.place({
          ten_nguoi_nhan: 'Đặng Thị Thu',
          email_nguoi_nhan: 'thu.dang@example.vn ',
        });
        await ok(
          kit.call(kit.callers.owner, 'POST', `console/orders/${cancelled._id}/cancel`, {
            ly_do_huy: 'Khách gọi điện huỷ đơn',
          }),
        );
        phoneOnly = await kit.place({
          ten_nguoi_nhan: 'Võ Minh',
          email_nguoi_nhan: '',
          sdt_nguoi_nhan: '+84 903 111 222',
        });
        const bought = await buy(kit, kit.callers.customer, [{ ma_vt: 'CPH-009', sl_xuat: 1 }]);
        expect(bought.status).toBe(200);
        accountOrder = bought.body;
      }, 120_000);
      const list = (query = '') =>
        ok(kit.call<CustomersReply>(kit.callers.staff, 'GET', `console/customers${query}`));

      it('groups guest orders by e-mail, else phone, beside the accounts', async () => {
        const body = await list('?limit=100');
        const thu = body.items.find((row) => row.key === 'email:thu.dang@example.vn');
        expect(thu).toMatchObject({
          kind: 'guest',
          name: 'Đặng Thị Thu',
          orders: 3,
          total_spent: Number(first.t_tt_nt) + Number(second.t_tt_nt),
        });
        expect(body.items.find((row) => row.key === 'phone:0903111222')).toMatchObject({
          kind: 'guest',
          orders: 1,
          total_spent: Number(phoneOnly.t_tt_nt),
        });
        const account = body.items.find((row) => row.email === DEMO_CUSTOMER.email);
        expect(account).toMatchObject({ kind: 'account', orders: 1, total_spent: accountOrder.t_tt_nt });
        expect(body.items.some((row) => row.email === DEMO_STAFF.email)).toBe(false);
        expect(body.total).toBe(body.items.length);
      });

      it('searches without diacritics or case, by phone however written, and pages on the server', async () => {
        const keys = async (q: string) =>
          (await list(`?q=${encodeURIComponent(q)}`)).items.map((row) => row.key);
        expect(await keys('dang thi THU')).toEqual(['email:thu.dang@example.vn']);
        expect(await keys('0903-111')).toEqual(['phone:0903111222']);
        expect(await keys("%' OR 1=1 --")).toEqual([]);
        const page = await list('?limit=1&page=2');
        expect(page).toMatchObject({ page: 2, limit: 1 });
        expect(page.items).toHaveLength(1);
        expect(page.total).toBeGreaterThanOrEqual(3);
        expect((await list('?kind=guest')).items.every((row) => row.kind === 'guest')).toBe(true);
      });

      it('finds a customer by a phone of their address book (issue 26 item 13)', async () => {
        const keys = async (q: string) =>
          (await list(`?q=${encodeURIComponent(q)}`)).items.map((row) => row.key);
        const address = { ...ADDRESS, ngam_dinh: false };
        const saved = (caller: Caller, phone: string) =>
          kit.call(caller, 'POST', 'ecomuser_address', { ...address, sdt_nguoi_nhan: phone });
        expect((await saved(kit.callers.customer, '0977 246 813')).status).toBe(200);
        const [account] = (await list(`?q=${encodeURIComponent(DEMO_CUSTOMER.email)}`)).items;
        expect(await keys('+84 977 246 813')).toEqual([account?.key]);
        // A guest's book belongs to the browser that placed their orders.
        expect((await saved(phoneOnly.owner, '0966.135.790')).status).toBe(200);
        expect(await keys('0966135790')).toEqual(['phone:0903111222']);
        expect(await keys('0955 000 111')).toEqual([]);
      });

      it('shows a customer with their orders, addresses and total spent', async () => {
        const detail = await ok(
          kit.call<CustomerDetail>(
            kit.callers.staff,
            'GET',
            'console/customers/detail?key=email:thu.dang@example.vn',
          ),
        );
        expect(detail.orders.map((order) => order._id).sort()).toEqual(
          [first._id, second._id, cancelled._id].sort(),
        );
        expect(detail.orders.find((order) => order._id === cancelled._id)?.trang_thai).toBe('9');
        expect(detail.customer.total_spent).toBe(Number(first.t_tt_nt) + Number(second.t_tt_nt));
        expect(detail.addresses).toHaveLength(1);
        expect(detail.addresses[0]?.dia_chi).toContain('12 Lê Lợi');

        const accounts = await list(`?q=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
        const key = accounts.items[0]?.key ?? '';
        const account = await ok(
          kit.call<CustomerDetail>(kit.callers.staff, 'GET', `console/customers/detail?key=${key}`),
        );
        expect(account.orders.map((order) => order._id)).toEqual([accountOrder._id]);
      });

      it('answers 404 for an unknown customer and 400 for a malformed key', async () => {
        const unknown = await kit.call(
          kit.callers.staff,
          'GET',
          'console/customers/detail?key=email:nobody@example.vn',
        );
        expect(unknown).toMatchObject({ status: 404, body: { error: 'CONSOLE_CUSTOMER_NOT_FOUND' } });
        const bad = await kit.call(kit.callers.staff, 'GET', 'console/customers/detail?key=drop%20table');
        expect(bad.status).toBe(400);
      });
    });

    describe('contact messages and subscribers', () => {
      const idApp = () => kit.shop.env.ID_APP;
      let older: string;
      let newer: string;
      beforeAll(async () => {
        const scope = { idApp: idApp(), collection: 'ecomcontactus' };
        older = (
          await insertDocument(
            kit.shop.db,
            scope,
            { ho_ten: 'Lan', noi_dung: 'Còn trà sen không?' },
            'public',
          )
        )._id;
        await new Promise((resolve) => setTimeout(resolve, 5));
        newer = (
          await insertDocument(
            kit.shop.db,
            scope,
            { ho_ten: 'Hải', noi_dung: 'Giao Hà Nội mất mấy ngày?' },
            'public',
          )
        )._id;
        const subscribe = { idApp: idApp(), collection: 'ecomsubscribe' };
        await insertDocument(kit.shop.db, subscribe, {
          email: 'mai@example.vn',
          date_created: '2026-11-20T01:00:00.000Z',
        });
        // Rows are ordered by created_at, then by a random id: the second must be written later.
        await new Promise((resolve) => setTimeout(resolve, 5));
        await insertDocument(kit.shop.db, subscribe, {
          email: '=HYPERLINK("http://evil")',
          date_created: '2026-11-21',
        });
      });

      it('lists messages newest first, unhandled by default', async () => {
        const body = await ok(kit.call<MessagesReply>(kit.callers.staff, 'GET', 'console/messages'));
        expect(body.items.map((item) => item._id)).toEqual([newer, older]);
        expect(body).toMatchObject({ total: 2, unhandled: 2 });
      });

      it('toggles handled, the change in the history with its author', async () => {
        const done = await ok(
          kit.call<MessageHandledReply>(kit.callers.staff, 'POST', `console/messages/${older}/handled`, {
            handled: true,
          }),
        );
        expect(done.item).toMatchObject({ handled: true, handled_by: DEMO_STAFF.email });
        expect(done.message).toBe('Đã đánh dấu tin nhắn là đã xử lý');
        const unhandled = await ok(
          kit.call<MessagesReply>(kit.callers.staff, 'GET', 'console/messages?handled=no'),
        );
        expect(unhandled.items.map((item) => item._id)).toEqual([newer]);
        expect(unhandled.unhandled).toBe(1);
        const handled = await ok(
          kit.call<MessagesReply>(kit.callers.staff, 'GET', 'console/messages?handled=yes'),
        );
        expect(handled.items.map((item) => item._id)).toEqual([older]);

        const back = await ok(
          kit.call<MessageHandledReply>(
            kit.callers.owner,
            'POST',
            `console/messages/${older}/handled?lang=en`,
            {
              handled: false,
            },
          ),
        );
        expect(back).toMatchObject({
          item: { handled: false },
          message: 'The message is marked as not handled',
        });
        const versions = await listVersions(
          kit.shop.db,
          { idApp: idApp(), collection: 'ecomcontactus' },
          older,
        );
        expect(versions.map((version) => version.changed_by)).toEqual([
          'public',
          DEMO_STAFF.email,
          'chuquan@example.com',
        ]);
      });

      it('refuses a bad toggle and an unknown message', async () => {
        const bad = await kit.call(kit.callers.staff, 'POST', `console/messages/${older}/handled`, {
          handled: 'yes',
        });
        expect(bad.status).toBe(400);
        const missing = await kit.call(
          kit.callers.staff,
          'POST',
          `console/messages/${'a'.repeat(24)}/handled`,
          {
            handled: true,
          },
        );
        expect(missing).toMatchObject({ status: 404, body: { error: 'CONTACT_MESSAGE_NOT_FOUND' } });
      });

      it('answers a message by mail through the outbox and records the reply; the shop hears of new ones (issue 26 item 13)', async () => {
        const outbox = (kind: string) =>
          kit.shop.db.query<{
            recipient: string;
            subject: string;
            body: string;
            next_attempt_at: Date | null;
          }>(
            'SELECT recipient, subject, body, next_attempt_at FROM outbox WHERE kind = $1 ORDER BY created_at',
            [kind],
          );
        const [shop] = await kit.shop.db.query<{ email: string }>(
          `SELECT data->>'email' AS email FROM documents WHERE collection = 'app' AND id = $1`,
          [idApp()],
        );
        expect(shop?.email).toContain('@');
        const sent = await kit.call<{ _id: string }>(kit.callers.guest, 'POST', 'ecomcontactus', {
          ho_ten: 'Trần Bình',
          email: 'binh@example.vn',
          dien_thoai: '0912 000 111',
          noi_dung: 'Trà sen còn hàng không ạ?',
        });
        expect(sent.status).toBe(200);
        const [notice] = await outbox('contact-new');
        expect(notice).toMatchObject({ recipient: shop?.email });
        expect(notice?.subject).toContain('Trần Bình');
        expect(notice?.body).toContain('Trà sen còn hàng không ạ?');

        const reply = (id: string, body: unknown, lang = '') =>
          kit.call<MessageHandledReply & { error?: string }>(
            kit.callers.staff,
            'POST',
            `console/messages/${id}/reply${lang}`,
            body,
          );
        const answered = await reply(sent.body._id, { noi_dung: '  Dạ còn ạ, mời anh đặt trên web.  ' });
        expect(answered.status, JSON.stringify(answered.body)).toBe(200);
        expect(answered.body.message).toBe('Đã gửi trả lời tới binh@example.vn');
        expect(answered.body.item).toMatchObject({
          handled: true,
          handled_by: DEMO_STAFF.email,
          replies: [{ noi_dung: 'Dạ còn ạ, mời anh đặt trên web.', by: DEMO_STAFF.email }],
        });
        const [mail] = await outbox('contact-reply');
        expect(mail).toMatchObject({ recipient: 'binh@example.vn' });
        expect(mail?.body).toContain('Dạ còn ạ, mời anh đặt trên web.');
        expect(mail?.body).toContain('> Trà sen còn hàng không ạ?');
        expect(mail?.next_attempt_at).not.toBeNull();

        // No e-mail to answer to, an empty reply, an unknown message: refused, nothing queued.
        expect(await reply(older, { noi_dung: 'Dạ còn ạ' }, '?lang=en')).toMatchObject({
          status: 409,
          body: { error: 'CONTACT_REPLY_NO_EMAIL', message: 'The sender left no e-mail: call them to reply' },
        });
        expect(await reply(sent.body._id, { noi_dung: ' ' })).toMatchObject({
          status: 400,
          body: { error: 'CONTACT_REPLY_INVALID' },
        });
        expect((await reply('a'.repeat(24), { noi_dung: 'Dạ còn ạ' })).status).toBe(404);
        expect(await outbox('contact-reply')).toHaveLength(1);
        const listed = await ok(
          kit.call<MessagesReply>(kit.callers.staff, 'GET', 'console/messages?handled=yes'),
        );
        expect(listed.items.find((item) => item._id === sent.body._id)?.replies).toHaveLength(1);
      });

      it('lists subscribers and exports them as a safe CSV attachment with a BOM', async () => {
        const list = await ok(kit.call<SubscribersReply>(kit.callers.staff, 'GET', 'console/subscribers'));
        expect(list.total).toBe(2);
        const reply = await kit.shop.app.inject({
          method: 'GET',
          url: `/api/${idApp()}/console/subscribers.csv`,
          headers: { authorization: `Bearer ${kit.callers.staff.token}` },
        });
        expect(reply.statusCode).toBe(200);
        expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(reply.headers['content-disposition']).toMatch(
          /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const bytes = reply.rawPayload;
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const lines = reply.body
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n');
        expect(lines).toEqual([
          'email,date_created',
          'mai@example.vn,2026-11-20T01:00:00.000Z',
          '"\'=HYPERLINK(""http://evil"")",2026-11-21',
        ]);
        const guest = await kit.call(kit.callers.customer, 'GET', 'console/subscribers.csv');
        expect(guest.status).toBe(403);
      });
    });
  }

  describe('staff invitations', () => {
    const tokenMailedTo = async (email: string) => {
      const rows = await kit.shop.db.query<{ body: string }>(
        'SELECT body FROM outbox WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
        [email],
      );
      const token = rows[0]?.body.match(/\/admin\/invite\?token=([\w-]+)/)?.[1];
      if (!token) throw new Error(`no invitation mailed to ${email}`);
      return token;
    };
    const invite = (email: string) =>
      kit.call<InviteReply>(kit.callers.owner, 'POST', 'console/invitations', { email });
    const accept = (body: Record<string, unknown>) =>
      kit.call<AcceptInviteReply>(newGuest(), 'POST', 'console/invite', body);

    if (neutralOn(backend)) {
      it('refuses staff, bad e-mails and e-mails already in the team', async () => {
        const staff = await kit.call(kit.callers.staff, 'POST', 'console/invitations', {
          email: 'x@example.vn',
        });
        expect(staff).toMatchObject({ status: 403, body: { error: 'CONSOLE_FORBIDDEN' } });
        expect((await invite('not-an-email')).status).toBe(400);
        expect(await invite(DEMO_STAFF.email)).toMatchObject({
          status: 409,
          body: { error: 'INVITE_ALREADY_MEMBER' },
        });
      });

      it('mails a single-use link; the invitee sets a name and password and becomes staff', async () => {
        const sent = await invite('Moi.NhanVien@example.vn');
        expect(sent.status, JSON.stringify(sent.body)).toBe(200);
        expect(sent.body.message).toBe('Đã gửi lời mời tới moi.nhanvien@example.vn');
        const pending = await ok(
          kit.call<StaffInvitation[]>(kit.callers.owner, 'GET', 'console/invitations'),
        );
        expect(pending.map((item) => item.email)).toContain('moi.nhanvien@example.vn');
        const token = await tokenMailedTo('moi.nhanvien@example.vn');
        // The expiry in Vietnam time (UTC+7) whatever the server's zone (issue 26; run with TZ=UTC).
        const [mail] = await kit.shop.db.query<{ body: string }>(
          'SELECT body FROM outbox WHERE recipient = $1 ORDER BY created_at DESC, id DESC LIMIT 1',
          ['moi.nhanvien@example.vn'],
        );
        const vietnam = new Date(Date.parse(String(sent.body.invitation.expires_at)) + 7 * 3_600_000);
        const [day, time] = vietnam.toISOString().split('T');
        const [y, m, d] = String(day).split('-');
        const shown = `${d}/${m}/${y} ${String(time).slice(0, 5)}`;
        expect(mail?.body).toContain(`hết hạn lúc ${shown}, giờ Việt Nam`);
        expect(mail?.body).toContain(`expires at ${shown}, Vietnam time`);
        const stored = await kit.shop.db.query<{ token_hash: string }>(
          'SELECT token_hash FROM staff_invitations',
        );
        expect(stored.map((row) => row.token_hash)).not.toContain(token);

        const info = await ok(kit.call<InviteInfo>(newGuest(), 'GET', `console/invite?token=${token}`));
        expect(info).toEqual({ email: 'moi.nhanvien@example.vn', has_account: false });
        expect(await accept({ token, name: 'Mới', password: 'short' })).toMatchObject({
          status: 400,
          body: { error: 'PASSWORD_WEAK' },
        });
        const joined = await accept({ token, name: 'Hồ Mới', password: 'NhanVienMoi123' });
        expect(joined.status, JSON.stringify(joined.body)).toBe(200);
        expect(joined.body.user).toMatchObject({ role: 'staff', name: 'Hồ Mới' });
        const me = await kit.call<{ areas: string[] }>(
          { ...newGuest(), token: joined.body.token },
          'GET',
          'console/me',
        );
        expect(me.body.areas).toEqual(['orders', ...DEFAULT_STAFF_RIGHTS]);

        expect(await accept({ token, name: 'Lần hai', password: 'NhanVienMoi123' })).toMatchObject({
          status: 403,
          body: { error: 'INVITE_INVALID' },
        });
        const team = await ok(kit.call<TeamMember[]>(kit.callers.owner, 'GET', 'console/team'));
        expect(team.map((member) => member.email)).toContain('moi.nhanvien@example.vn');
      });
    }

    it('lets two racing acceptances of one link make one account', async () => {
      await ok(invite('dua@example.vn'));
      const token = await tokenMailedTo('dua@example.vn');
      const replies = await Promise.all([
        accept({ token, name: 'Một', password: 'NhanVienDua123' }),
        accept({ token, name: 'Hai', password: 'NhanVienDua123' }),
      ]);
      expect(replies.map((reply) => reply.status).sort()).toEqual([200, 403]);
    });

    if (neutralOn(backend)) {
      it('refuses an expired or revoked link', async () => {
        const past = new Date(Date.now() - 8 * 24 * 3_600_000);
        const expired = await createInvitation(kit.shop.db, 'cu@example.vn', 'chuquan@example.com', past);
        expect((await kit.call(newGuest(), 'GET', `console/invite?token=${expired.token}`)).status).toBe(403);
        expect((await accept({ token: expired.token, name: 'Cũ', password: 'NhanVienCu123' })).status).toBe(
          403,
        );

        const sent = await ok(invite('thu.hoi@example.vn'));
        const token = await tokenMailedTo('thu.hoi@example.vn');
        const revoked = await kit.call(
          kit.callers.owner,
          'POST',
          `console/invitations/${sent.invitation._id}/revoke`,
          {},
        );
        expect(revoked.status).toBe(200);
        expect(await accept({ token, name: 'Thu Hồi', password: 'NhanVienTh123' })).toMatchObject({
          status: 403,
          body: { error: 'INVITE_INVALID' },
        });
      });

      it('lets a shop account accept with its own password', async () => {
        await ok(invite(DEMO_CUSTOMER.email));
        const token = await tokenMailedTo(DEMO_CUSTOMER.email);
        const info = await ok(kit.call<InviteInfo>(newGuest(), 'GET', `console/invite?token=${token}`));
        expect(info.has_account).toBe(true);
        expect(await accept({ token, password: 'SaiMatKhau123' })).toMatchObject({
          status: 403,
          body: { error: 'INVITE_PASSWORD_WRONG' },
        });
        const joined = await accept({ token, password: DEMO_CUSTOMER.password });
        expect(joined.status, JSON.stringify(joined.body)).toBe(200);
        expect(joined.body.user).toMatchObject({ role: 'staff', name: DEMO_CUSTOMER.name });
      });

      it('revoking a staff member ends their sessions at once; owners cannot be revoked', async () => {
        const team = await ok(kit.call<TeamMember[]>(kit.callers.owner, 'GET', 'console/team'));
        const staff = team.find((member) => member.email === DEMO_STAFF.email);
        const owner = team.find((member) => member.role === 'owner');
        expect((await kit.call(kit.callers.staff, 'GET', 'console/me')).status).toBe(200);
        const byStaff = await kit.call(kit.callers.staff, 'POST', `console/team/${staff?._id}/revoke`, {});
        expect(byStaff.status).toBe(403);
        const done = await kit.call(kit.callers.owner, 'POST', `console/team/${staff?._id}/revoke`, {});
        expect(done.status, JSON.stringify(done.body)).toBe(200);
        // The session is gone: the old token is refused as unknown, on the console and everywhere.
        expect(await kit.call(kit.callers.staff, 'GET', 'console/me')).toMatchObject({
          status: 401,
          body: { error: 'TOKEN_INVALID' },
        });
        const again = await kit.call(kit.callers.owner, 'POST', `console/team/${owner?._id}/revoke`, {});
        expect(again).toMatchObject({ status: 404, body: { error: 'STAFF_NOT_FOUND' } });
      });
    }
  });
});
