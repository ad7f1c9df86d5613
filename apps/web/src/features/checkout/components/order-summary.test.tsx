import type { OrderReply } from '@shop/api-client';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OrderSummary } from './order-summary';

const draft: OrderReply = {
  _id: 'd1',
  details: [],
  t_tien_hang: 190_000,
  t_tien_ck: 0,
  tien_evoucher: 0,
  tien_phi_vc: 0,
  tien_freeship: 0,
  t_tt_nt: 190_000,
};

describe('OrderSummary', () => {
  it("hides reductions of 0 and writes a delivery fee of 0 as 'Miễn phí'", () => {
    renderWithProviders(<OrderSummary draft={draft} />);
    const totals = screen.getByLabelText('Tổng tiền');
    for (const label of ['Khuyến mãi', 'Mã giảm giá', 'Miễn phí vận chuyển']) {
      expect(within(totals).queryByText(label)).toBeNull();
    }
    const fee = within(totals).getByText('Phí vận chuyển').closest('div') as HTMLElement;
    expect(within(fee).getByText('Miễn phí')).toBeTruthy();
  });
});
