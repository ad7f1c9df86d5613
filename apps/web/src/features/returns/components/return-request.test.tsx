import { ApiError } from '@shop/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getApiClient } from '@/lib/api';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { ReturnRequest } from './return-request';

vi.mock('@/lib/api', () => ({ getApiClient: vi.fn() }));

const ORDER = '6650a1b2c3d4e5f6a7b8c9d0';
const lines = [
  { ten_vt: 'Cà phê Robusta 500g', sl_xuat: 2 },
  { ten_vt: 'Mật ong rừng', sl_xuat: 1 },
];
const delivered = '2026-11-29T10:00:00.000Z';

describe('ReturnRequest', () => {
  beforeEach(() => useLanguageStore.getState().setLanguage('vi'));

  it('asks within 48 h of delivery: the units of each line, a reason, a note, refund or exchange', async () => {
    const requestReturn = vi.fn(async () => ({
      return: {},
      message: 'Đã gửi yêu cầu đổi/trả. Cửa hàng sẽ phản hồi sớm',
    }));
    vi.mocked(getApiClient).mockResolvedValue({ requestReturn } as unknown as Awaited<
      ReturnType<typeof getApiClient>
    >);
    renderWithProviders(
      <ReturnRequest
        orderId={ORDER}
        deliveredAt={delivered}
        lines={lines}
        now={new Date('2026-12-01T09:59:00.000Z')}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yêu cầu đổi/trả' }));
    fireEvent.change(screen.getByLabelText('Số lượng trả: Mật ong rừng'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Lý do'), { target: { value: 'wrong-item' } });
    fireEvent.change(screen.getByLabelText('Mô tả thêm'), { target: { value: 'Nhận nhầm mật ong bạc hà' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Đổi hàng' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    await vi.waitFor(() => expect(screen.queryByTestId('return-form')).toBeNull());
    expect(requestReturn).toHaveBeenCalledWith({
      order_id: ORDER,
      lines: [{ line: 1, quantity: 1 }],
      reason: 'wrong-item',
      note: 'Nhận nhầm mật ong bạc hà',
      resolution: 'exchange',
    });
  });

  it("shows the server's refusal as sent", async () => {
    const message = 'Số lượng đổi/trả vượt quá số lượng đã nhận trừ số đã trả trước đó';
    vi.mocked(getApiClient).mockResolvedValue({
      requestReturn: async () => {
        throw new ApiError(message, 409, 'RETURN_QUANTITY_TOO_HIGH', { message });
      },
    } as unknown as Awaited<ReturnType<typeof getApiClient>>);
    renderWithProviders(
      <ReturnRequest
        orderId={ORDER}
        deliveredAt={delivered}
        lines={lines}
        now={new Date('2026-11-30T10:00:00.000Z')}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Yêu cầu đổi/trả' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gửi yêu cầu' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('offers nothing once 48 hours have passed, or without a delivery time', () => {
    const { container } = renderWithProviders(
      <ReturnRequest
        orderId={ORDER}
        deliveredAt={delivered}
        lines={lines}
        now={new Date('2026-12-01T10:00:00.001Z')}
      />,
    );
    expect(container.textContent).toBe('');
    renderWithProviders(<ReturnRequest orderId={ORDER} deliveredAt={undefined} lines={lines} />);
    expect(screen.queryByRole('button', { name: 'Yêu cầu đổi/trả' })).toBeNull();
  });
});
