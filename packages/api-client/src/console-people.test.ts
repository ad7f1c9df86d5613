import { describe, expect, it } from 'vitest';
import { ApiError } from './index.js';
import { useConsoleTestShop } from './console.test-kit.js';

describe('api-client console people calls against the real server', () => {
  const kit = useConsoleTestShop();
  const connect = (account?: [string, string]) => kit.connect(account, 'vi');

  it('reads the dashboard, customers, messages and the subscribers CSV as staff', async () => {
    const staff = await connect(['nhanvien@example.com', 'NhanVien123']);
    const dashboard = await staff.console.dashboard({ period: '7d' });
    expect(dashboard).toMatchObject({ period: '7d', orders: 0, revenue: 0 });
    expect(dashboard.daily).toHaveLength(7);
    const customers = await staff.console.customers({ q: 'khachhang' });
    expect(customers.items.map((row) => row.email)).toEqual(['khachhang@example.com']);
    const detail = await staff.console.customer(customers.items[0]?.key ?? '');
    expect(detail.orders).toEqual([]);
    expect(await staff.console.messages({ handled: 'all' })).toMatchObject({ total: 0, unhandled: 0 });
    const csv = await staff.console.subscribersCsv();
    expect(await csv.text()).toContain('email,date_created');
    const refused = await staff.console.invite('someone@example.vn').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('CONSOLE_FORBIDDEN');
  });

  it('invites, reads and accepts an invitation, then revokes the new staff member', async () => {
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    const sent = await owner.console.invite('ban.moi@example.vn');
    expect((await owner.console.invitations()).map((item) => item._id)).toContain(sent.invitation._id);
    const [mail] = await kit
      .shop()
      .db.query<{ body: string }>(
        `SELECT body FROM outbox WHERE recipient = 'ban.moi@example.vn' ORDER BY created_at DESC LIMIT 1`,
      );
    const token = mail?.body.match(/token=([\w-]+)/)?.[1] ?? '';
    const guest = await connect();
    expect(await guest.console.invitation(token)).toEqual({
      email: 'ban.moi@example.vn',
      has_account: false,
    });
    const joined = await guest.console.acceptInvitation({ token, name: 'Bạn Mới', password: 'BanMoi12345' });
    expect(joined.user.role).toBe('staff');
    const done = await owner.console.revokeStaff(joined.user._id);
    expect(done.message).toContain('Đã thu hồi');
  });
});
