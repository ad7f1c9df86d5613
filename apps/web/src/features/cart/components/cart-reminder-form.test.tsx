import { ApiError } from '@shop/api-client';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { useSessionStore } from '@/stores/session-store';
import { CartPage } from './cart-page';

const createDocument = vi.fn<(collection: string, body: Record<string, unknown>) => Promise<unknown>>();
const listCart = vi.fn(async () => [
  { _id: 'l1', ma_vt: 'TRA-002', ten_vt: 'Trà xanh', sl_xuat: 1, ton: 5, tien: 50_000 },
]);

vi.mock('@/lib/provider', () => ({
  createDocument: (collection: string, body: Record<string, unknown>) => createDocument(collection, body),
}));
vi.mock('@/lib/api', () => ({
  getApiClient: async () => ({ listCart, count: async () => 1 }),
}));

beforeEach(() => {
  createDocument.mockReset();
  useSessionStore.setState({ status: 'guest', user: undefined, token: undefined });
});

describe('the cart reminder of a guest (decision 064)', () => {
  it('sends the contact and the unticked box; the server refuses and its message shows', async () => {
    const refusal = 'Vui lòng đồng ý nhận lời nhắc trước khi lưu';
    createDocument.mockRejectedValueOnce(new ApiError(refusal, 400, 'REMINDER_CONSENT_REQUIRED', {}));
    await renderWithRouter(<CartPage />);
    const box = await screen.findByRole('checkbox', { name: /Tôi đồng ý nhận lời nhắc về giỏ hàng/ });
    expect(box).toHaveProperty('checked', false);
    fireEvent.change(screen.getByLabelText('Email hoặc số điện thoại'), { target: { value: '0912345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu và nhắc tôi' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(createDocument).toHaveBeenCalledWith('cart/reminder', { lien_he: '0912345678', dong_y: false });
  });

  it('sends the ticked box and shows what the server will do', async () => {
    const saved = 'Đã lưu. Nếu bạn chưa đặt hàng, chúng tôi sẽ nhắc an@example.vn về giỏ hàng này.';
    createDocument.mockResolvedValueOnce({ contact: 'an@example.vn', message: saved });
    await renderWithRouter(<CartPage />);
    fireEvent.change(await screen.findByLabelText('Email hoặc số điện thoại'), {
      target: { value: 'an@example.vn' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: /Tôi đồng ý nhận lời nhắc về giỏ hàng/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Lưu và nhắc tôi' }));
    expect((await screen.findByRole('status')).textContent).toBe(saved);
    expect(createDocument).toHaveBeenCalledWith('cart/reminder', { lien_he: 'an@example.vn', dong_y: true });
  });

  it('is not asked of a signed-in shopper, whose cart is reminded from the first add', async () => {
    useSessionStore.setState({ status: 'user' });
    await renderWithRouter(<CartPage />);
    await screen.findByRole('button', { name: 'Tăng số lượng' });
    expect(screen.queryByRole('button', { name: 'Lưu và nhắc tôi' })).toBeNull();
  });
});
