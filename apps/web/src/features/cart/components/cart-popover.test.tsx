import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLabelInName } from '@/test/label-in-name';
import { renderWithRouter } from '@/test/render-with-router';
import { CartBadge } from '@/ui/cart-badge';
import { CartPopover } from './cart-popover';
import { mockApiClient } from '@/test/api-client';

// The panel and the pay flow go through lazy parts and a few requests: room on a busy machine.
configure({ asyncUtilTimeout: 4000 });

const count = vi.fn<(collection: string) => Promise<number>>();
const listCart = vi.fn<() => Promise<unknown[]>>();
const listDrafts = vi.fn<(userCreated: string) => Promise<{ _id: string }[]>>();
const deleteDraft = vi.fn<(id: string) => Promise<unknown>>();
const createDraft = vi.fn<() => Promise<{ _id: string }>>();

beforeEach(() => {
  mockApiClient({ count, listCart, listDrafts, deleteDraft, createDraft });
  for (const mock of [count, listCart, listDrafts, deleteDraft, createDraft]) mock.mockReset();
});

const line = (id: string, name: string, tien: number, date: string) => ({
  _id: id,
  ma_vt: id.toUpperCase(),
  ten_vt: name,
  ten_vt_eng: `${name} (en)`,
  sl_xuat: 1,
  tien,
  picture: '',
  date_created: date,
});

describe('CartBadge', () => {
  it('shows nothing for an empty cart', () => {
    const { container } = render(<CartBadge count={0} />);
    expect(container.textContent).toBe('');
  });

  it('shows the number of lines, and 99+ beyond 99', () => {
    const { rerender } = render(<CartBadge count={3} />);
    expect(screen.getByTestId('cart-badge').textContent).toBe('3');
    rerender(<CartBadge count={120} />);
    expect(screen.getByTestId('cart-badge').textContent).toBe('99+');
  });
});

describe('CartPopover', () => {
  it('counts the cart lines of the caller through the cart collection', async () => {
    count.mockResolvedValue(4);
    await renderWithRouter(<CartPopover />);
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('4'));
    expect(count).toHaveBeenCalledWith('cart');
    expect(screen.getByRole('button', { name: 'Giỏ hàng, 4 sản phẩm' })).toBeTruthy();
  });

  it('names the button with the text of its badge, 99+ included (Label in Name)', async () => {
    count.mockResolvedValue(120);
    await renderWithRouter(<CartPopover />);
    await waitFor(() => expect(screen.getByTestId('cart-badge').textContent).toBe('99+'));
    const button = screen.getByRole('button', { name: 'Giỏ hàng, 99+ sản phẩm' });
    expectLabelInName(button);
  });

  it('shows 0 (no badge) when the cart cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    count.mockRejectedValue(new Error('HTTP 404'));
    await renderWithRouter(<CartPopover />);
    await waitFor(() => expect(count).toHaveBeenCalled());
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    expect(screen.getByRole('button', { name: 'Giỏ hàng' })).toBeTruthy();
  });
});

describe('mini-cart', () => {
  it('lists the lines oldest first with the subtotal, and paying closes the panel, replaces the draft, opens /checkout', async () => {
    count.mockResolvedValue(2);
    listCart.mockResolvedValue([
      line('b', 'Cà phê phin', 120_000, '2026-11-02T00:00:00Z'),
      line('a', 'Trà sen', 80_000, '2026-11-01T00:00:00Z'),
    ]);
    listDrafts.mockResolvedValue([{ _id: 'old-draft' }]);
    deleteDraft.mockResolvedValue({});
    createDraft.mockResolvedValue({ _id: 'new-draft' });
    const { router } = await renderWithRouter(<CartPopover />);
    fireEvent.click(await screen.findByRole('button', { name: 'Giỏ hàng, 2 sản phẩm' }));
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Trà sen'),
      expect.stringContaining('Cà phê phin'),
    ]);
    expect(screen.getByTestId('mini-cart-subtotal').textContent).toBe('200.000 ₫');
    fireEvent.click(screen.getByRole('button', { name: 'Thanh toán' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(listDrafts).toHaveBeenCalledWith('public');
    expect(deleteDraft).toHaveBeenCalledWith('old-draft');
    expect(createDraft).toHaveBeenCalledTimes(1);
    // The panel closes as the page changes; on a loaded machine that render may come a tick later.
    await waitFor(() => expect(screen.queryByTestId('mini-cart-subtotal')).toBeNull());
  });

  it('names the variant of each line, so two sizes of one product are told apart', async () => {
    count.mockResolvedValue(2);
    const sized = (id: string, size: string, date: string) => ({
      ...line(id, 'Trà Ô Long', 150_000, date),
      ma_vt: 'TRA-001',
      thuoc_tinh: { _id: id, gia_tri_bien_the_1: 'Xanh', gia_tri_bien_the_2: size },
    });
    listCart.mockResolvedValue([
      sized('v1', '100g', '2026-11-01T00:00:00Z'),
      sized('v2', '250g', '2026-11-02T00:00:00Z'),
    ]);
    await renderWithRouter(<CartPopover />);
    fireEvent.click(await screen.findByRole('button', { name: 'Giỏ hàng, 2 sản phẩm' }));
    await screen.findAllByRole('listitem');
    expect(screen.getAllByTestId('mini-cart-variant').map((node) => node.textContent)).toEqual([
      'Xanh / 100g',
      'Xanh / 250g',
    ]);
  });

  it('shows an empty cart without a pay button when the cart cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    count.mockResolvedValue(0);
    listCart.mockRejectedValue(new Error('HTTP 500'));
    await renderWithRouter(<CartPopover />);
    fireEvent.click(await screen.findByRole('button', { name: 'Giỏ hàng' }));
    expect(await screen.findByText('Giỏ hàng của bạn đang trống.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Thanh toán' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Xem giỏ hàng' }).getAttribute('href')).toBe('/cart');
  });
});
