import { describe, expect, it } from 'vitest';
import { ApiError, inboxSearchParams } from './index.js';
import { useConsoleTestShop } from './console.test-kit.js';

describe('api-client console calls against the real server', () => {
  const kit = useConsoleTestShop({ RATE_LIMIT_LOGIN: '1000', RATE_LIMIT_CHECKOUT: '1000' });
  const connect = (
    account?: [string, string],
    language: 'vi' | 'en' = 'vi',
    options?: Parameters<typeof kit.connect>[2],
  ) => kit.connect(account, language, options);
  const placeAsGuest = async () => {
    const guest = await connect();
    await guest.addToCart({ ma_vt: 'CPH-009', sl_xuat: 1 });
    const draft = await guest.createDraft();
    const placed = await guest.placeOrder(draft._id, {
      ten_nguoi_nhan: 'Đỗ Văn Bình',
      sdt_nguoi_nhan: '0911222333',
      email_nguoi_nhan: 'binh@example.vn',
      dia_chi: '1 Hàng Bạc',
      xa_phuong: 'Phường Hoàn Kiếm',
      tinh_thanh: 'Thành phố Hà Nội',
      pt_thanh_toan: 'c15eed000000000000000002',
    });
    return { guest, placed };
  };

  it('runs an order from the inbox to the carrier; the shopper reads carrier and tracking code', async () => {
    const { guest, placed } = await placeAsGuest();
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    const inbox = await owner.console.listInbox({ status: '0', q: 'do van binh' });
    expect(inbox.items.map((row) => row.so_ct)).toEqual([placed.so_ct]);
    expect(inbox.tabs.find((tab) => tab.ma === '0')?.count).toBe(1);
    expect((await owner.console.confirmOrder(placed._id)).order.trang_thai).toBe('1');
    const paid = await owner.console.recordTransfer(placed._id, {
      so_tien: placed.t_tt_nt ?? 1,
      ngay: '2026-01-02',
      ghi_chu: '',
    });
    expect(paid.order.trang_thai_tt).toBe('1');
    await owner.console.shipOrder(placed._id, { don_vi_vc: 'GHN', ma_van_don: 'GHN-0001' });
    const [mine] = await guest.listOrders({ q: { _id: placed._id } });
    expect(mine).toMatchObject({ trang_thai: '2', don_vi_vc: 'GHN', ma_van_don: 'GHN-0001' });
    const detail = await owner.console.order(placed._id);
    // The shipping's entry on the timeline (its messages are entries too: decision 061; the e-invoice
    // job may write the invoice's link after it: decision 059).
    const shipped = detail.timeline.filter((entry) => entry.changes.some((c) => c.field === 'ma_van_don'));
    expect(shipped.at(-1)).toMatchObject({ by: 'chuquan@example.com' });
    const history = await owner.console.history('so1', placed._id);
    expect(history.entries[0]).toMatchObject({ kind: 'created' });
    // The shipping is the owner's change; the e-invoice job may write its link after it (decision 059).
    const shipping = [...history.entries]
      .reverse()
      .find((entry) => entry.changes.some((change) => change.field === 'ma_van_don'));
    expect(shipping).toMatchObject({ kind: 'changed', by: 'chuquan@example.com' });
    expect((await owner.console.deliverOrder(placed._id)).actions).toEqual([]);
  });

  it('cancels with a reason, lists filters, and tells the roles apart', async () => {
    const { placed } = await placeAsGuest();
    const staff = await connect(['nhanvien@example.com', 'NhanVien123'], 'en');
    const cancelled = await staff.console.cancelOrder(placed._id, { ly_do_huy: 'Hết hàng tại kho' });
    expect(cancelled.message).toBe('The order is cancelled');
    expect((await staff.console.inboxFilters()).carriers.length).toBeGreaterThan(0);
    expect((await staff.console.me()).areas).not.toContain('staff');
    const refused = await staff.console.team().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
    expect((refused as ApiError).message).toBe('You may not use this part of the owner console');
    const shopper = await connect(['khachhang@example.com', 'MatKhau123']);
    expect(((await shopper.console.me().catch((error: unknown) => error)) as ApiError).status).toBe(403);
    const owner = await connect(['chuquan@example.com', 'ChuQuan123']);
    expect((await owner.console.team()).map((member) => member.role).sort()).toEqual(['owner', 'staff']);
    expect(await owner.console.setupStatus()).toEqual({ needed: false });
  });

  it('confirms a selection in bulk and downloads the filtered list as CSV', async () => {
    const [{ placed: one }, { placed: two }] = [await placeAsGuest(), await placeAsGuest()];
    const staff = await connect(['nhanvien@example.com', 'NhanVien123'], 'en');
    const bulk = await staff.console.confirmOrders([one._id, two._id]);
    expect(bulk).toMatchObject({
      confirmed: 2,
      refused: 0,
      message: 'Confirmed: 2; not confirmed: 0',
    });
    const file = await staff.console.exportOrders({ status: '1', q: 'do van binh', page: '3' });
    expect(file.fileName).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer());
    expect(text.startsWith('\uFEFFOrder code,')).toBe(true);
    expect(text).toContain(`${one.so_ct},`);
    expect(text).toContain(`${two.so_ct},`);
    const guest = await connect();
    const refused = await guest.console.exportOrders().catch((error: unknown) => error);
    expect((refused as ApiError).status).toBe(403);
  });

  it('opens the new-order feed with the token in a header, which streams each order placed', async () => {
    const seen: { url: string; authorization: string | null }[] = [];
    const recording: typeof fetch = (input, init) => {
      seen.push({
        url: String(input instanceof Request ? input.url : input),
        authorization: new Headers(init?.headers).get('authorization'),
      });
      return fetch(input, init);
    };
    const owner = await connect(['chuquan@example.com', 'ChuQuan123'], 'vi', { fetch: recording });
    const feed = owner.console.openOrderEvents();
    const opened = new Promise((resolve, reject) => {
      feed.addEventListener('open', resolve);
      feed.addEventListener('error', reject);
    });
    const event = new Promise<string>((resolve) =>
      feed.addEventListener('order-placed', (message) => resolve(message.data)),
    );
    await opened;
    const { placed } = await placeAsGuest();
    expect(JSON.parse(await event)).toEqual({ orderId: placed._id });
    feed.close();
    const stream = seen.find((request) => request.url.includes('/orders/events'));
    expect(stream?.url).toBe(
      `${kit.baseUrl()}/api/${kit.shop().env.ID_APP}/console/orders/events?trust_key=${kit.shop().env.TRUST_KEY}`,
    );
    expect(stream?.authorization).toMatch(/^Bearer \S{20,}$/);
  });

  it('sends the console token in the Authorization header, never in an address', async () => {
    const requests: Request[] = [];
    const recording: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return fetch(request);
    };
    const owner = await connect(['chuquan@example.com', 'ChuQuan123'], 'vi', { fetch: recording });
    await owner.console.me();
    await owner.console.listInbox({ status: '0' });
    await owner.console.exportOrders();
    await owner.console.confirmOrders([]).catch(() => undefined);
    const consoleCalls = requests.filter((request) => request.url.includes('/console/'));
    expect(consoleCalls.length).toBe(4);
    const token = consoleCalls[0]?.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    expect(token.length).toBeGreaterThan(20);
    for (const request of requests) {
      expect(request.url).not.toContain('access_token');
      expect(request.url).not.toContain(token);
    }
    for (const request of consoleCalls) expect(request.headers.get('authorization')).toBe(`Bearer ${token}`);
    // The shop's way (SPEC §7: the token in the query) is refused for a console call.
    const inQuery = await connect(['chuquan@example.com', 'ChuQuan123'], 'en', { tokenIn: 'query' });
    const refused = await inQuery.console.me().catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 400, code: 'TOKEN_IN_QUERY' });
  });

  it('leaves blank filters out of the query string', () => {
    expect(inboxSearchParams({ status: '', q: 'a', page: '2' })).toEqual({ q: 'a', page: '2' });
  });
});
