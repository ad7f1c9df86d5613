import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import type { OrderView } from '../lib/order-view';
import { OrderTotals } from './order-totals';

const order: OrderView = {
  _id: '6650a1b2c3d4e5f6a7b8c9d0',
  details: [],
  tempPrice: 290_000,
  tien_phi_vc: 35_000,
  tien_freeship: 0,
  tien_evoucher: 0,
  t_tt_nt: 325_000,
};

const rowOf = (label: string) => screen.getByText(label).closest('div') as HTMLElement;

describe('OrderTotals', () => {
  it('shows no free-shipping or voucher line of 0, and keeps the delivery fee', () => {
    renderWithProviders(<OrderTotals order={order} />);
    expect(screen.queryByText('Miễn phí vận chuyển')).toBeNull();
    expect(screen.queryByText('Mã giảm giá')).toBeNull();
    expect(within(rowOf('Phí vận chuyển')).getByText(/^35\.000\s₫$/)).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toMatch(/^325\.000\s₫$/);
  });

  it('shows free shipping and a voucher as reductions when they apply', () => {
    renderWithProviders(<OrderTotals order={{ ...order, tien_freeship: 30_000, tien_evoucher: 20_000 }} />);
    expect(within(rowOf('Miễn phí vận chuyển')).getByText(/^−30\.000\s₫$/)).toBeTruthy();
    expect(within(rowOf('Mã giảm giá')).getByText(/^−20\.000\s₫$/)).toBeTruthy();
  });

  it('shows the VAT the total includes at each rate, with its price before tax', () => {
    renderWithProviders(
      <OrderTotals
        order={{
          ...order,
          thue_gtgt: [
            { rate: 5, amount: 105_000, net: 100_000, vat: 5_000 },
            { rate: 8, amount: 220_000, net: 203_704, vat: 16_296 },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('vat-5').textContent).toMatch(
      /^Gồm thuế GTGT 5% \(trên 100\.000\s₫ chưa thuế\)$/,
    );
    expect(
      within(screen.getByTestId('vat-8').closest('div') as HTMLElement).getByText(/^16\.296\s₫$/),
    ).toBeTruthy();
  });

  it("says 'Miễn phí' for a delivery fee of 0", () => {
    renderWithProviders(<OrderTotals order={{ ...order, tien_phi_vc: 0 }} />);
    expect(within(rowOf('Phí vận chuyển')).getByText('Miễn phí')).toBeTruthy();
  });
});
