import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '../test/render-with-router';
import { CartBadge } from './cart-badge';
import { CartPopover } from './cart-popover';

const count = vi.fn<(collection: string) => Promise<number>>();

vi.mock('../lib/api', () => ({
  getApiClient: async () => ({ count }),
}));

beforeEach(() => {
  count.mockReset();
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
    expect(screen.getByRole('button', { name: 'Giỏ hàng (4 sản phẩm)' })).toBeTruthy();
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
