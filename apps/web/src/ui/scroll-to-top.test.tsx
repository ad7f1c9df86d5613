import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ScrollToTop } from './scroll-to-top';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('ScrollToTop', () => {
  it('appears only after more than 400 px of scrolling', () => {
    scrollTo(0);
    renderWithProviders(<ScrollToTop />);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
    scrollTo(400);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
    scrollTo(401);
    expect(screen.getByRole('button', { name: 'Lên đầu trang' })).toBeTruthy();
    scrollTo(120);
    expect(screen.queryByRole('button', { name: 'Lên đầu trang' })).toBeNull();
  });

  it('shows after the first frame on a page opened further down', async () => {
    scrollTo(900);
    renderWithProviders(<ScrollToTop />);
    expect(await screen.findByRole('button', { name: 'Lên đầu trang' })).toBeTruthy();
  });

  it('scrolls back to the top when pressed', async () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    scrollTo(900);
    renderWithProviders(<ScrollToTop />);
    fireEvent.click(await screen.findByRole('button', { name: 'Lên đầu trang' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });
});
