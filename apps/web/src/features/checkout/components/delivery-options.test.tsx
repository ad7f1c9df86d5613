import type { Carrier, PaymentMethod, ShippingQuote } from '@shop/api-client';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CarrierOptions, PaymentOptions } from './delivery-options';

const carriers: Carrier[] = [
  { _id: 'c1', ma_dv_vc: 'GHN', ten_dv_vc: 'Giao Hàng Nhanh', ten_goi_cuoc: 'Giao chuẩn', so_ngay_giao: 3 },
  {
    _id: 'c2',
    ma_dv_vc: 'GHTK',
    ten_dv_vc: 'Giao Hàng Tiết Kiệm',
    ten_goi_cuoc: 'Giao tiết kiệm',
    so_ngay_giao: 5,
  },
];

const optionOf = (name: RegExp) => screen.getByRole('radio', { name }).closest('label') as HTMLElement;

describe('CarrierOptions', () => {
  it("shows each carrier's live fee and expected date, and the fee table's amount beside a service it prices, said plainly", () => {
    const quotes: ShippingQuote[] = [
      {
        ma_dv_vc: 'GHN',
        ten_dv_vc: 'Giao Hàng Nhanh',
        ten_goi_cuoc: 'Giao chuẩn',
        phi_vc: 30_000,
        nguon: 'table',
      },
      {
        ma_dv_vc: 'GHTK',
        ten_dv_vc: 'Giao Hàng Tiết Kiệm',
        ten_goi_cuoc: 'Giao tiết kiệm',
        phi_vc: 27_000,
        ngay_du_kien: '2026-12-02',
        nguon: 'ghtk',
      },
    ];
    renderWithProviders(
      <CarrierOptions carriers={carriers} value="GHTK|Giao tiết kiệm" onChange={() => {}} quotes={quotes} />,
    );
    const ghtk = optionOf(/Giao Hàng Tiết Kiệm/);
    expect(within(ghtk).getByTestId('carrier-quote').textContent).toBe(
      '27.000 ₫ · Dự kiến giao ngày 02/12/2026',
    );
    const ghn = optionOf(/Giao Hàng Nhanh/);
    expect(within(ghn).getByTestId('carrier-table-fee').textContent).toBe(
      '30.000 ₫ · Phí theo bảng giá của cửa hàng',
    );
    expect(within(ghn).queryByTestId('carrier-quote')).toBeNull();
    expect(within(ghn).getByText('Giao trong khoảng 3 ngày')).toBeTruthy();
  });

  it('says it is asking while the quotes come, and falls back to the fee table for all when asking failed', () => {
    const { unmount } = renderWithProviders(
      <CarrierOptions carriers={carriers} value="" onChange={() => {}} isQuoting />,
    );
    expect(screen.getAllByText('Đang hỏi giá vận chuyển…')).toHaveLength(2);
    unmount();
    renderWithProviders(<CarrierOptions carriers={carriers} value="" onChange={() => {}} quotesFailed />);
    expect(screen.getAllByTestId('carrier-table-fee')).toHaveLength(2);
    expect(screen.queryByTestId('carrier-quote')).toBeNull();
  });
});

describe('PaymentOptions', () => {
  it('checks the chosen method, in the page language, and a tap on another chooses it', () => {
    const methods = [
      { _id: 'm1', ten: 'Thanh toán khi nhận hàng', ten_eng: 'Cash on delivery' },
      { _id: 'm2', ten: 'Chuyển khoản ngân hàng', mo_ta: 'Quét mã VietQR' },
    ] as PaymentMethod[];
    const onChange = vi.fn();
    renderWithProviders(<PaymentOptions methods={methods} value="m1" onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Chọn phương thức thanh toán' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('name')),
    ).toEqual(['payment', 'payment']);
    expect(screen.getByRole('radio', { name: /Thanh toán khi nhận hàng/ })).toHaveProperty('checked', true);
    const transfer = screen.getByRole('radio', { name: /Chuyển khoản ngân hàng/ });
    expect(transfer).toHaveProperty('checked', false);
    expect(transfer.closest('label')?.textContent).toContain('Quét mã VietQR');
    fireEvent.click(transfer);
    expect(onChange).toHaveBeenCalledWith('m2');
  });
});
