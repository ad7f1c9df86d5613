import { screen, within } from '@testing-library/react';
import type { UserInfo } from '@shop/api-client';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { readOverflow } from '../lib/use-chip-strip';
import { ProfileNav } from './profile-nav';

const user: UserInfo = {
  _id: 'u1',
  email: 'an@example.vn',
  phone: '',
  name: 'Nguyễn An',
  picture: '',
  role: 'customer',
  verified: true,
  local: { exfields: { ngay_sinh: '', gioi_tinh: '' } },
};

describe('ProfileNav on a phone', () => {
  it("scrolls the current page's chip into the strip's view", async () => {
    const scrolled: { element: Element; options: unknown }[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element, options) {
      scrolled.push({ element: this, options });
    });
    await renderWithRouter(<ProfileNav user={user} />, '/user-profile/liked-product');
    const strip = screen.getAllByRole('navigation', { name: 'Tài khoản' })[0]!;
    const current = within(strip).getByRole('link', { name: 'Sản phẩm yêu thích' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(scrolled).toContainEqual({ element: current, options: { block: 'nearest', inline: 'center' } });
  });
});

describe('readOverflow', () => {
  it('says which ends of the strip hide chips', () => {
    expect(readOverflow({ scrollLeft: 0, clientWidth: 390, scrollWidth: 390 })).toBe('none');
    expect(readOverflow({ scrollLeft: 0, clientWidth: 390, scrollWidth: 700 })).toBe('end');
    expect(readOverflow({ scrollLeft: 150, clientWidth: 390, scrollWidth: 700 })).toBe('both');
    expect(readOverflow({ scrollLeft: 310, clientWidth: 390, scrollWidth: 700 })).toBe('start');
  });
});
