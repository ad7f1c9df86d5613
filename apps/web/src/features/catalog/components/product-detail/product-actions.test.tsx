import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProductActions } from './product-actions';

const render = (props: Partial<Parameters<typeof ProductActions>[0]> = {}) => {
  const onToggleWishlist = vi.fn();
  renderWithProviders(
    <ProductActions canBuy onAddToCart={() => {}} onToggleWishlist={onToggleWishlist} {...props} />,
  );
  return onToggleWishlist;
};

describe('ProductActions wishlist toggle', () => {
  it('offers to add a product that is not kept, as an unpressed toggle with an outlined heart', () => {
    const onToggle = render();
    const button = screen.getByRole('button', { name: 'Thêm vào yêu thích' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.querySelector('svg')?.getAttribute('fill')).toBe('none');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('shows a kept product as pressed, with a filled heart, and the same button takes it out', () => {
    const onToggle = render({ isInWishlist: true });
    expect(screen.queryByRole('button', { name: 'Thêm vào yêu thích' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Đã yêu thích' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.querySelector('svg')?.getAttribute('fill')).toBe('currentColor');
    fireEvent.click(button);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('ignores presses while the change is on its way', () => {
    const onToggle = render({ isInWishlist: true, isTogglingWishlist: true });
    const button = screen.getByRole('button', { name: 'Đang bỏ…' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
