import { describe, expect, it } from 'vitest';
import { ApiError } from './index.js';
import { useConsoleTestShop } from './console.test-kit.js';

describe('api-client staff rights and app join against the real server', () => {
  const kit = useConsoleTestShop();
  const connect = (account?: [string, string]) => kit.connect(account, 'vi');
  const refusal = (error: unknown) => (error instanceof ApiError ? error.code : String(error));

  it('sets a staff member’s rights; the staff member’s next call follows them', async () => {
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    const staff = await connect(['nhanvien@example.com', 'NhanVien123']);
    const member = (await owner.console.team()).find((item) => item.role === 'staff');
    if (!member) throw new Error('no staff member');
    const saved = await owner.console.setStaffRights(member._id, ['customers']);
    expect(saved.member.areas).toEqual(['orders', 'customers']);
    expect((await staff.console.me()).areas).toEqual(['orders', 'customers']);
    expect(refusal(await staff.console.messages({}).catch((error: unknown) => error))).toBe(
      'CONSOLE_FORBIDDEN',
    );
    const owners = await owner.console
      .setStaffRights(member._id, ['customers', 'settings' as 'customers'])
      .catch((error: unknown) => error);
    expect(refusal(owners)).toBe('RIGHTS_OWNER_ONLY');
    await owner.console.setStaffRights(member._id, ['customers', 'messages']);
    expect((await staff.console.messages({})).total).toBe(0);
  });

  it('joins the shop through app/join with the invitation token of the logged-in customer', async () => {
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    await owner.console.invite('khachhang@example.com');
    const [mail] = await kit.shop().db.query<{ body: string }>(
      `SELECT body FROM outbox WHERE recipient = 'khachhang@example.com' AND subject LIKE 'Lời mời%'
       ORDER BY created_at DESC LIMIT 1`,
    );
    const token = mail?.body.match(/token=([\w-]+)/)?.[1] ?? '';
    const guest = await connect();
    expect(refusal(await guest.joinApp(token).catch((error: unknown) => error))).toBe('JOIN_LOGIN_REQUIRED');
    const customer = await connect(['khachhang@example.com', 'MatKhau123']);
    const joined = await customer.joinApp(token);
    expect(joined.user.role).toBe('staff');
    expect((await customer.console.me()).areas).toContain('orders');
    expect(refusal(await customer.joinApp(token).catch((error: unknown) => error))).toBe('INVITE_INVALID');
  });
});
