import type { ConsoleActionReply } from '@shop/domain/console';
import { formatPrice } from '@shop/domain/primitives';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER, DEMO_STAFF } from '../accounts/seed-accounts.js';
import { ADDRESS, BANK, COD, newGuest, setStock, stockOf } from '../routes/commerce/commerce.test-kit.js';
import { testBackends } from '../testing.js';
import { type ConsoleKit, ownerOrder, startConsoleKit } from './console.test-kit.js';

type Reply = ConsoleActionReply & { error?: string };

describe.each(testBackends())('console order actions (%s)', (backend) => {
  let kit: ConsoleKit;
  const act = (id: string, action: string, body: unknown = {}, as: 'owner' | 'staff' = 'owner') =>
    kit.call<Reply>(kit.callers[as], 'POST', `console/orders/${id}/${action}`, body);
  beforeAll(async () => {
    kit = await startConsoleKit(backend);
  }, 60_000);
  afterAll(() => kit?.shop.close());

  it('confirms, ships with a tracking code, delivers; the shopper sees carrier and code', async () => {
    const order = await kit.place();
    const confirmed = await act(order._id, 'confirm', {}, 'staff');
    expect(confirmed.body).toMatchObject({ message: 'Đã xác nhận đơn hàng', actions: ['ship', 'cancel'] });
    const shipped = await act(order._id, 'ship', { don_vi_vc: 'GHTK', ma_van_don: 'GHTK-778899' });
    expect(shipped.body.order).toMatchObject({
      trang_thai: '2',
      don_vi_vc: 'GHTK',
      ma_van_don: 'GHTK-778899',
    });
    const own = await kit.call<Record<string, unknown>>(order.owner, 'GET', `so1/${order._id}`);
    expect(own.body).toMatchObject({
      trang_thai: '2',
      ten_trang_thai: 'Đang giao hàng',
      don_vi_vc: 'GHTK',
      ten_dv_vc: 'Giao Hàng Tiết Kiệm',
      ma_van_don: 'GHTK-778899',
    });
    const delivered = await act(order._id, 'deliver');
    expect(delivered.body).toMatchObject({ order: { trang_thai: '3' }, actions: [] });
    const again = await act(order._id, 'confirm');
    expect(again).toMatchObject({ status: 409, body: { error: 'ORDER_ACTION_NOT_ALLOWED' } });
  });

  it('keeps a timeline of who changed what, from the version history', async () => {
    const order = await kit.place();
    await act(order._id, 'confirm', {}, 'staff');
    await act(order._id, 'ship', { don_vi_vc: 'GHN', ma_van_don: 'GHN12345' });
    const detail = await ownerOrder(kit, order._id);
    // The status changes among the timeline's entries (the order's messages are entries too, at
    // about the same times: decision 061).
    const changes = detail.body.timeline.filter((entry) =>
      entry.changes.some((change) => change.field === 'trang_thai'),
    );
    const steps = changes.map((entry) => [
      entry.by,
      entry.changes.find((change) => change.field === 'trang_thai')?.to,
    ]);
    expect(steps.slice(-3)).toEqual([
      ['public', '0'],
      [DEMO_STAFF.email, '1'],
      [DEMO_OWNER.email, '2'],
    ]);
    expect(changes.at(-1)?.changes).toContainEqual({
      field: 'ma_van_don',
      from: null,
      to: 'GHN12345',
    });
    expect(detail.body.order).toMatchObject({ details: expect.any(Array), t_tt_nt: expect.any(Number) });
    expect(detail.body.status_names).toContainEqual({ ma: '0', ten: 'Đơn mới', ten_eng: 'New order' });
  });

  it('keeps the edits made while the order was a draft on its timeline (issue 26 item 13)', async () => {
    const shopper = newGuest();
    expect((await kit.call(shopper, 'POST', 'cart', { ma_vt: 'CPH-009', sl_xuat: 1 })).status).toBe(200);
    const draft = await kit.call<{ _id: string }>(shopper, 'POST', 'so1', { trang_thai: 'LCT' });
    const edit = { ...ADDRESS, ten_nguoi_nhan: 'Lê Văn Bình', details: [{ ma_vt: 'CPH-009', sl_xuat: 2 }] };
    expect((await kit.call(shopper, 'PUT', `so1/${draft.body._id}`, edit)).status).toBe(200);
    const placed = await kit.call(shopper, 'PUT', `so1/${draft.body._id}`, {
      pt_thanh_toan: COD,
      trang_thai: '0',
    });
    expect(placed.status).toBe(200);
    const detail = await ownerOrder(kit, draft.body._id);
    const [created, edited, placing] = detail.body.timeline;
    expect(created?.changes.find((change) => change.field === 'trang_thai')?.to).toBe('LCT');
    expect(edited?.changes).toContainEqual({ field: 'ten_nguoi_nhan', from: '', to: 'Lê Văn Bình' });
    expect(edited?.changes.find((change) => change.field === 'details')).toMatchObject({
      from: [{ ma_vt: 'CPH-009', sl_xuat: 1 }],
      to: [{ ma_vt: 'CPH-009', sl_xuat: 2 }],
    });
    expect(placing?.changes).toContainEqual(expect.objectContaining({ field: 'pt_thanh_toan', to: COD }));
    expect(placing?.changes.find((change) => change.field === 'trang_thai')?.to).toBe('0');
  });

  it('cancels with a reason: stock and voucher use come back; refuses a short reason in English', async () => {
    await setStock(kit, 'CPH-006', 10);
    const order = await kit.place({ evouchers: ['GIAM30K'] }, { ma_vt: 'CPH-006', sl_xuat: 3 });
    expect(await stockOf(kit, 'CPH-006')).toBe(7);
    const uses = async () =>
      Number(
        (
          await kit.shop.db.query<{ n: string }>(
            `SELECT data->>'so_luong_da_dung' AS n FROM documents WHERE collection = 'evoucher' AND data->>'ma' = 'GIAM30K'`,
          )
        )[0]?.n ?? 0,
      );
    const usedBefore = await uses();
    expect(usedBefore).toBeGreaterThan(0);
    const short = await act(order._id, 'cancel?lang=en', { ly_do_huy: 'no' });
    expect(short).toMatchObject({ status: 400, body: { message: 'Please enter more than 5 characters' } });
    const cancelled = await act(order._id, 'cancel', { ly_do_huy: 'Khách gọi điện huỷ' });
    expect(cancelled.body.order).toMatchObject({ trang_thai: '9', ly_do_huy: 'Khách gọi điện huỷ' });
    expect(await stockOf(kit, 'CPH-006')).toBe(10);
    expect(await uses()).toBe(Math.max(usedBefore - 1, 0));
  });

  it('refuses an unknown carrier or a bad tracking code with a clear message', async () => {
    const order = await kit.place();
    await act(order._id, 'confirm');
    const carrier = await act(order._id, 'ship', { don_vi_vc: 'XYZ', ma_van_don: 'ABCD1234' });
    expect(carrier).toMatchObject({ status: 400, body: { error: 'CARRIER_INVALID' } });
    const code = await act(order._id, 'ship?lang=en', { don_vi_vc: 'GHN', ma_van_don: 'a b' });
    expect(code.body).toMatchObject({
      error: 'TRACKING_CODE_INVALID',
      message: expect.stringMatching(/tracking code/),
    });
  });

  it('records a bank transfer once, on bank-transfer orders only', async () => {
    const bank = await kit.place({ pt_thanh_toan: BANK });
    const before = await ownerOrder(kit, bank._id);
    expect(before.body.can_record_transfer).toBe(true);
    const future = await act(bank._id, 'payment', { so_tien: 1000, ngay: '2999-01-01' });
    expect(future).toMatchObject({ status: 400, body: { error: 'TRANSFER_DATE_INVALID' } });
    // A part-payment does not make the order paid: refused, the order still unpaid.
    const due = Number(bank.t_tt_nt);
    const short = await act(bank._id, 'payment', { so_tien: due - 1000, ngay: '2026-01-05' });
    expect(short).toMatchObject({ status: 409, body: { error: 'TRANSFER_AMOUNT_SHORT' } });
    expect(String((short.body as { message?: string }).message)).toContain(formatPrice(due));
    const unpaid = await ownerOrder(kit, bank._id);
    expect(unpaid.body.can_record_transfer).toBe(true);
    const paid = await act(bank._id, 'payment', {
      so_tien: due,
      ngay: '2026-01-05',
      ghi_chu: 'VCB 0912',
    });
    expect(paid.body.order).toMatchObject({
      trang_thai_tt: '1',
      thanh_toan_nhan: { so_tien: due, ngay: '2026-01-05', ghi_chu: 'VCB 0912' },
    });
    expect(paid.body.can_record_transfer).toBe(false);
    expect((await act(bank._id, 'payment', { so_tien: 1, ngay: '2026-01-05' })).status).toBe(409);
    const cod = await kit.place();
    const refused = await act(cod._id, 'payment', { so_tien: 1, ngay: '2026-01-05' });
    expect(refused).toMatchObject({ status: 409, body: { error: 'NOT_BANK_TRANSFER_UNPAID' } });
  });

  it('hides drafts and unknown orders', async () => {
    const missing = await kit.call(kit.callers.owner, 'GET', 'console/orders/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(missing.status).toBe(404);
  });
});
