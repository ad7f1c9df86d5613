import type { InboxFilters, TimelineEntry } from '@shop/domain/console';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { OrderTimeline } from './order-timeline';
import { renderWithProviders } from '@/test/render';
import { fakeApi } from '@/test/fake-api';

const inboxFilters = vi.fn<() => Promise<Partial<InboxFilters>>>(async () => ({
  carriers: [],
  payment_methods: [{ value: 'm-bank', ten: 'Chuyển khoản', ten_eng: 'Bank transfer' }],
}));
fakeApi({ console: () => ({ inboxFilters }) });

const line = (sl_xuat: number) => ({
  ma_vt: 'TRA-001',
  ten_vt: 'Trà Ô Long',
  ten_vt_eng: '',
  thuoc_tinh: { gia_tri_bien_the_1: 'Xanh', gia_tri_bien_the_2: '100g' },
  sl_xuat,
});

// A draft edited before it was placed: the lines, a voucher, the recipient and the payment method.
const entries: TimelineEntry[] = [
  {
    version: 2,
    at: '2026-11-28T03:05:00.000Z',
    by: 'public',
    changes: [
      { field: 'details', from: [line(1)], to: [line(2)] },
      { field: 'evouchers', from: [], to: ['GIAM30K'] },
      { field: 'ten_nguoi_nhan', from: 'An', to: 'Lê Văn Bình' },
      { field: 'dia_chi_nguoi_nhan', from: '', to: '12 Lê Lợi, Quận 1' },
      { field: 'pt_thanh_toan', from: '', to: 'm-bank' },
    ],
  },
];

/** The timeline of these entries, in Vietnamese. */
function showTimeline(list: TimelineEntry[]) {
  renderWithProviders(<OrderTimeline entries={list} names={[]} isCod={false} />);
}

describe('the order timeline', () => {
  beforeAll(() => activateLocale('vi'));

  it('says what was edited while the order was a draft', async () => {
    showTimeline(entries);
    expect(screen.getByText('Sản phẩm: Trà Ô Long (Xanh / 100g) × 2')).toBeTruthy();
    expect(screen.getByText('Mã giảm giá: GIAM30K')).toBeTruthy();
    expect(screen.getByText('Người nhận: Lê Văn Bình')).toBeTruthy();
    expect(screen.getByText('Địa chỉ giao hàng: 12 Lê Lợi, Quận 1')).toBeTruthy();
    expect(await screen.findByText('Phương thức thanh toán: Chuyển khoản')).toBeTruthy();
  });

  it("names each message's channel and delivery state (decisions 060, 061)", () => {
    const message = (at: string, to: Record<string, unknown>): TimelineEntry => ({
      version: 0,
      at,
      by: String(to.kenh),
      changes: [{ field: 'tin_nhan', from: null, to }],
    });
    showTimeline([
      message('2026-11-28T04:00:00.000Z', {
        kenh: 'zns',
        loai: 'order-shipped',
        nguoi_nhan: '0912345678',
        trang_thai: 'failed',
        loi: 'zns down: HTTP 503',
      }),
      message('2026-11-28T04:00:01.000Z', {
        kenh: 'sms',
        loai: 'code',
        nguoi_nhan: '0912345678',
        trang_thai: 'sent',
        thay_cho: 'a1',
      }),
    ]);
    expect(
      screen.getByText('Tin nhắn Zalo ZNS (order-shipped) tới 0912345678: gửi thất bại: zns down: HTTP 503'),
    ).toBeTruthy();
    expect(
      screen.getByText('Tin nhắn SMS (code) tới 0912345678: đã gửi (thay cho tin Zalo không gửi được)'),
    ).toBeTruthy();
  });

  it('names each refund: asked of MoMo, then done with its id; a bank refund with its reference (issue 30)', () => {
    const refund = (at: string, from: string | null, to: Record<string, unknown>): TimelineEntry => ({
      version: 3,
      at,
      by: 'owner@example.vn',
      changes: [{ field: 'hoan_tien', from, to }],
    });
    const momo = { so_tien: 20_000, loai: 'gateway', cong: 'momo', ly_do: 'Thiếu một món', ngay: null };
    showTimeline([
      refund('2026-11-28T05:00:00.000Z', null, {
        ...momo,
        trang_thai: 'requested',
        ma_tham_chieu: null,
      }),
      refund('2026-11-28T05:00:05.000Z', 'requested', {
        ...momo,
        trang_thai: 'done',
        ma_tham_chieu: '2000000123',
      }),
      refund('2026-11-28T06:00:00.000Z', null, {
        so_tien: 150_000,
        loai: 'bank',
        cong: 'bank',
        trang_thai: 'done',
        ly_do: 'Khách huỷ đơn',
        ma_tham_chieu: 'FT26333',
        ngay: '2026-11-28',
      }),
    ]);
    expect(
      screen.getByText('Hoàn tiền 20.000 ₫ qua MoMo: đang chờ cổng thanh toán (lý do: Thiếu một món)'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Hoàn tiền 20.000 ₫ qua MoMo: đã hoàn, mã tham chiếu 2000000123 (lý do: Thiếu một món)',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Hoàn tiền 150.000 ₫ qua ngân hàng: đã hoàn, mã tham chiếu FT26333 (lý do: Khách huỷ đơn)',
      ),
    ).toBeTruthy();
  });

  it('names a refund due: a wallet payment the order could not take, and a return refunded by hand (decision 077)', () => {
    const due = (at: string, by: string, to: Record<string, unknown>): TimelineEntry => ({
      version: 0,
      at,
      by,
      changes: [{ field: 'hoan_tien_can_tra', from: null, to }],
    });
    showTimeline([
      due('2026-11-28T05:00:00.000Z', 'momo', {
        so_tien: 90_000,
        ma_giao_dich: '4088',
        ly_do: 'ORDER_CANCELLED',
      }),
      due('2026-11-29T05:00:00.000Z', 'bank', {
        so_tien: 145_000,
        ma_giao_dich: 'return-r1',
        ly_do: 'RETURN',
      }),
    ]);
    expect(
      screen.getByText(
        'Cần hoàn tiền 90.000 ₫ (ví điện tử, mã giao dịch 4088): đơn đã huỷ trước khi tiền đến',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Cần hoàn tiền 145.000 ₫ cho hàng đổi/trả (chuyển khoản hoặc tiền mặt)'),
    ).toBeTruthy();
  });
});
