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
  it.each([
    {
      shows: 'offers to add a product that is not kept, as an unpressed toggle with an outlined heart',
      props: {},
      name: 'Thêm vào yêu thích',
      pressed: 'false',
      heart: 'none',
      notShown: 'Đã yêu thích',
    },
    {
      shows: 'shows a kept product as pressed, with a filled heart, and the same button takes it out',
      props: { isInWishlist: true },
      name: 'Đã yêu thích',
      pressed: 'true',
      heart: 'currentColor',
      notShown: 'Thêm vào yêu thích',
    },
  ])('$shows', ({ props, name, pressed, heart, notShown }) => {
    const onToggle = render(props);
    expect(screen.queryByRole('button', { name: notShown })).toBeNull();
    const button = screen.getByRole('button', { name });
    expect(button.getAttribute('aria-pressed')).toBe(pressed);
    expect(button.querySelector('svg')?.getAttribute('fill')).toBe(heart);
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
