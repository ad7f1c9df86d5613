import type { OwnReturn } from '@shop/domain/returns';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { mockApiClient } from '@/test/api-client';
import { renderWithProviders } from '@/test/render';
import { OrderReturns } from './order-returns';

const ORDER = '6650a1b2c3d4e5f6a7b8c9d0';
const base: OwnReturn = {
  _id: 'r1',
  order_id: ORDER,
  status: 'refunded',
  resolution: 'refund',
  reason: 'damaged',
  note: 'Vỡ nắp',
  lines: [{ line: 1, quantity: 1, amount: 150_000 }],
  refund_amount: 150_000,
  shipping_refund: 0,
  created_at: '2026-11-29T03:00:00.000Z',
  media: [],
  steps: [
    { status: 'new', at: '2026-11-29T03:00:00.000Z', note: '' },
    { status: 'approved', at: '2026-11-29T04:00:00.000Z', note: 'Gửi hàng về cửa hàng: 12 Lý Tự Trọng' },
    { status: 'received', at: '2026-11-30T04:00:00.000Z', note: '' },
    { status: 'refunded', at: '2026-11-30T05:00:00.000Z', note: '' },
  ],
  exchange_order: null,
  instructions: 'send-back',
};

describe('OrderReturns', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('vi'));

  it("shows each of this order's requests with its steps, the exchange order's link and a rejection's reason", async () => {
    mockApiClient({
      myReturns: async () => [
        base,
        {
          ...base,
          _id: 'r2',
          resolution: 'exchange',
          status: 'exchanged',
          steps: [
            { status: 'new', at: '2026-11-29T03:00:00.000Z', note: '' },
            { status: 'approved', at: '2026-11-29T04:00:00.000Z', note: 'Khách giữ lại hàng' },
            { status: 'exchanged', at: '2026-11-29T05:00:00.000Z', note: '' },
          ],
          exchange_order: { _id: 'o2', so_ct: 'DH000077' },
          instructions: 'keep',
        },
        {
          ...base,
          _id: 'r3',
          status: 'rejected',
          instructions: null,
          steps: [
            { status: 'new', at: '2026-11-29T03:00:00.000Z', note: '' },
            { status: 'rejected', at: '2026-11-29T04:00:00.000Z', note: '<i>Ảnh không cho thấy hư hỏng</i>' },
          ],
        },
        { ...base, _id: 'r4', order_id: 'another' },
      ],
    });
    renderWithProviders(<OrderReturns orderId={ORDER} />);
    const cards = await screen.findAllByTestId('order-return');
    expect(cards).toHaveLength(3);
    const [refund, exchange, rejected] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(refund.querySelector('h3')?.textContent?.replace(/\s/g, ' ')).toBe(
      'Yêu cầu trả hàng, hoàn 150.000 ₫',
    );
    expect(
      within(refund)
        .getAllByTestId('return-step')
        .map((step) => step.querySelector('p')?.firstChild?.textContent),
    ).toEqual(['Đã gửi yêu cầu', 'Cửa hàng đã duyệt yêu cầu', 'Cửa hàng đã nhận hàng trả', 'Đã hoàn tiền']);
    expect(refund.textContent).toContain('Gửi hàng về cửa hàng: 12 Lý Tự Trọng');
    const link = within(exchange).getByRole('link', { name: 'Xem đơn đổi hàng DH000077' });
    expect(link.getAttribute('href')).toBe('#order-o2');
    expect(exchange.textContent).toContain('Bạn giữ lại hàng, không cần gửi về.');
    expect(refund.textContent).not.toContain('không cần gửi về');
    expect(refund.textContent).toContain('Vui lòng gửi hàng về cửa hàng.');
    expect(rejected.textContent).not.toContain('gửi hàng về cửa hàng.');
    expect(rejected.textContent).toContain('Yêu cầu bị từ chối');
    expect(rejected.textContent).toContain('<i>Ảnh không cho thấy hư hỏng</i>');
    expect(rejected.querySelector('i')).toBeNull();
  });

  it('shows nothing for an order without requests', async () => {
    const myReturns = vi.fn(async () => [{ ...base, order_id: 'another' }]);
    mockApiClient({ myReturns });
    const { container } = renderWithProviders(<OrderReturns orderId={ORDER} />);
    await vi.waitFor(() => expect(myReturns).toHaveBeenCalled());
    expect(container.textContent).toBe('');
  });
});
