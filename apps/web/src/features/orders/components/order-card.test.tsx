import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { OrderView } from '../lib/order-view';
import { OrderCard } from './order-card';
import { mockApiClient } from '@/test/api-client';

// A delivered order's card reads the shopper's reviewable lines; none here.
beforeEach(() => {
  mockApiClient({
    myReviews: async () => ({ lines: [] }),
    myReturns: async () => [],
    returnSettings: async () => ({ return_window_hours: 48 }),
  });
});

const order: OrderView = {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  so_ct: 'DH000042',
  trang_thai: '2',
  ten_trang_thai: 'Đang giao hàng',
  details: [],
  t_tt_nt: 245_000,
};

describe('OrderCard', () => {
  // The card reads its actions only when a button is pressed; none is pressed here.
  const actions = { cancel: {}, pay: {}, rebuy: {} } as never;
  /** The card of `order` with these fields changed. */
  const renderCard = (changes: Partial<OrderView> = {}) =>
    renderWithProviders(<OrderCard order={{ ...order, ...changes }} actions={actions} />);

  it('shows the carrier and the tracking code once the shop has handed the order over', () => {
    renderCard({ don_vi_vc: 'GHTK', ten_dv_vc: 'Giao Hàng Tiết Kiệm', ma_van_don: 'GHTK-1' });
    expect(screen.getByTestId('order-tracking').textContent).toBe(
      'Vận chuyển: Giao Hàng Tiết Kiệm · mã vận đơn GHTK-1 · Theo dõi trên trang của đơn vị vận chuyển',
    );
    // The carrier's own tracking page (decision 058), opened in a new tab.
    const link = screen.getByTestId('order-tracking-link');
    expect(link.getAttribute('href')).toBe('https://i.ghtk.vn/GHTK-1');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('shows the e-invoice issued for the order: its number, lookup code and link (decision 059)', () => {
    renderCard({
      trang_thai: '3',
      hoa_don_dien_tu: {
        so_hoa_don: '12',
        ma_tra_cuu: 'HD-DH000042',
        link: 'https://hd.example/HD',
        ngay: '2026-11-29',
      },
    });
    expect(screen.getByTestId('order-einvoice').textContent).toBe(
      'Hóa đơn điện tử số 12 · mã tra cứu HD-DH000042 · Xem hóa đơn',
    );
    expect(screen.getByTestId('order-einvoice-link').getAttribute('href')).toBe('https://hd.example/HD');
  });

  it('names no tracking page for a carrier the shop is not connected to', () => {
    renderCard({ don_vi_vc: 'VTP', ten_dv_vc: 'Viettel Post', ma_van_don: 'VTP-1' });
    expect(screen.getByTestId('order-tracking').textContent).toBe(
      'Vận chuyển: Viettel Post · mã vận đơn VTP-1',
    );
    expect(screen.queryByTestId('order-tracking-link')).toBeNull();
  });

  it("keeps each amount and its '₫' on one line: lines, totals, cash to collect, transfer (issue 26 item 13)", () => {
    renderCard({
      trang_thai: '1',
      loai_pt_thanh_toan: 'cod',
      trang_thai_tt: '1',
      details: [{ _id: 'l1', ma_vt: 'TRA-001', ten_vt: 'Trà Ô Long', sl_xuat: 2, tien: 158_000 }],
      tempPrice: 158_000,
      tien_phi_vc: 30_000,
      tien_evoucher: 10_000,
      t_tt_nt: 178_000,
    });
    for (const amount of [/^79\.000\s₫$/, /^158\.000\s₫$/, /^30\.000\s₫$/, /^−10\.000\s₫$/])
      for (const element of screen.getAllByText(amount))
        expect(element.className).toContain('whitespace-nowrap');
    expect(screen.getByTestId('order-total').className).toContain('whitespace-nowrap');
    expect(
      screen
        .getAllByText(/^178\.000\s₫$/)
        .every((element) => element.className.includes('whitespace-nowrap')),
    ).toBe(true);
  });

  it('says nothing of a tracking code before that', () => {
    renderCard();
    expect(screen.queryByTestId('order-tracking')).toBeNull();
  });

  it("shows the order's refunds and where each stands (issue 30)", () => {
    const refund = {
      by: 'chuquan@example.com',
      reason: 'Thiếu hàng',
      created_at: '2026-11-30T01:00:00.000Z',
    };
    renderCard({
      trang_thai: '9',
      hoan_tien: [
        { ...refund, _id: 'r1', kind: 'gateway', gateway: 'momo', amount: 20_000, state: 'done' },
        { ...refund, _id: 'r2', kind: 'bank', gateway: 'bank', amount: 5_000, state: 'requested' },
      ],
    });
    const items = screen.getByTestId('order-refunds').querySelectorAll('li');
    expect([...items].map((item) => item.textContent)).toEqual([
      'Hoàn tiền 20.000 ₫ qua MoMo: đã hoàn',
      'Hoàn tiền 5.000 ₫ qua chuyển khoản ngân hàng: đang xử lý',
    ]);
  });
});
