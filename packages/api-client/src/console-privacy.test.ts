import { describe, expect, it } from 'vitest';
import { ApiError, createAuthApi } from './index.js';
import { useConsoleTestShop } from './console.test-kit.js';

describe('api-client personal-data request calls against the real server', () => {
  const kit = useConsoleTestShop();
  const connect = (account?: [string, string]) => kit.connect(account, 'vi');

  it('a guest asks by e-mail with the mailed code; the owner lists it, records one by hand and marks it done', async () => {
    const guest = createAuthApi((await connect()).transport);
    const asked = await guest.askGuestDataRequest({ email: 'khach.api@example.vn', kind: 'export' });
    expect(asked.message).toBe('Đã gửi mã xác thực đến khach.api@example.vn. Nhập mã để tiếp tục yêu cầu.');
    const [mail] = await kit
      .shop()
      .db.query<{ body: string }>(
        `SELECT body FROM outbox WHERE recipient = 'khach.api@example.vn' ORDER BY created_at DESC LIMIT 1`,
      );
    const code = mail?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const done = await guest.confirmGuestDataRequest({ _id: asked._id, code });
    expect(done).toMatchObject({ kind: 'export', data: { email: 'khach.api@example.vn', orders: [] } });
    expect(done.html).toContain('Đơn hàng / Orders (0)');

    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    const listed = await owner.console.dataRequests({ state: 'done' });
    expect(listed.items.map((item) => [item.subject, item.channel])).toEqual([
      ['khach.api@example.vn', 'email'],
    ]);
    const recorded = await owner.console.recordDataRequest({ kind: 'delete', subject: '0912 000 111' });
    expect(recorded.item.state).toBe('open');
    expect((await owner.console.dataRequests({ state: 'open' })).open).toBe(1);
    const marked = await owner.console.markDataRequestDone(recorded.item._id);
    expect(marked).toMatchObject({ message: 'Đã đánh dấu yêu cầu là đã xử lý', item: { state: 'done' } });

    const staff = await connect(['nhanvien@example.com', 'NhanVien123']);
    const refused = await staff.console.dataRequests().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).code).toBe('CONSOLE_FORBIDDEN');
  });
});
