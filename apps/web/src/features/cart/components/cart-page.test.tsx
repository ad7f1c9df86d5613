import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { CartPage } from './cart-page';

type Line = { _id: string; ma_vt: string; ten_vt: string; sl_xuat: number; ton: number; tien: number };

const listCart = vi.fn<() => Promise<Line[]>>();
const updateCartLine = vi.fn<(id: string, quantity: number) => Promise<Line & { message?: string }>>();
const notify = vi.fn();

vi.mock('@/lib/api', () => ({
  getApiClient: async () => ({ listCart, updateCartLine, count: async () => 1 }),
}));
vi.mock('@/ui/toast', () => ({
  notify: (message: string) => notify(message),
  notifyCheckout: (_type: string, message: string) => notify(message),
}));

// Each change waits 400 ms before it is sent: leave room on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const tea: Line = { _id: 'l1', ma_vt: 'TRA-002', ten_vt: 'Trà xanh', sl_xuat: 1, ton: 5, tien: 50_000 };

/** A server that keeps at most the stock and prices 50.000 ₫ each. */
const priced = (quantity: number): Line & { message?: string } => {
  const kept = Math.min(quantity, tea.ton);
  return {
    ...tea,
    sl_xuat: kept,
    tien: kept * 50_000,
    ...(kept < quantity ? { message: 'Số lượng bạn chọn lớn hơn sản phẩm tồn kho' } : {}),
  };
};

beforeEach(() => {
  listCart.mockReset().mockResolvedValue([tea]);
  updateCartLine.mockReset().mockImplementation(async (_id, quantity) => priced(quantity));
  notify.mockReset();
});

describe('CartPage quantity', () => {
  it('coalesces rapid plus clicks into one request and settles on the reply', async () => {
    await renderWithRouter(<CartPage />);
    const plus = await screen.findByRole('button', { name: 'Tăng số lượng' });
    for (let click = 0; click < 3; click += 1) fireEvent.click(plus);
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Số lượng' })).toHaveProperty('value', '4'),
    );
    await waitFor(() => expect(screen.getByTestId('cart-line-amount').textContent).toBe('200.000 ₫'));
    expect(updateCartLine).toHaveBeenCalledExactlyOnceWith('l1', 4);
  });

  it('stops plus at the stock with the message, and a typed quantity above it is reset to it', async () => {
    await renderWithRouter(<CartPage />);
    const box = await screen.findByRole('spinbutton', { name: 'Số lượng' });
    fireEvent.change(box, { target: { value: '40' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(box).toHaveProperty('value', '5'));
    expect(notify).toHaveBeenCalledWith('Số lượng bạn chọn lớn hơn sản phẩm tồn kho');
    await waitFor(() => expect(updateCartLine).toHaveBeenCalledWith('l1', 5));
    await waitFor(() => expect(screen.getByTestId('cart-line-amount').textContent).toBe('250.000 ₫'));
    notify.mockReset();
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    expect(notify).toHaveBeenCalledWith('Số lượng bạn chọn lớn hơn sản phẩm tồn kho');
    expect(box).toHaveProperty('value', '5');
  });

  it('shows the server quantity and its message when the server kept less than asked', async () => {
    listCart.mockResolvedValue([{ ...tea, ton: 9 }]);
    await renderWithRouter(<CartPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tăng số lượng' }));
    await waitFor(() => expect(updateCartLine).toHaveBeenCalledWith('l1', 2));
    updateCartLine.mockResolvedValueOnce({ ...priced(9), sl_xuat: 1, tien: 50_000, message: 'Hết' });
    fireEvent.click(screen.getByRole('button', { name: 'Tăng số lượng' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Hết'));
    await waitFor(() =>
      expect(screen.getByRole('spinbutton', { name: 'Số lượng' })).toHaveProperty('value', '1'),
    );
  });
});
