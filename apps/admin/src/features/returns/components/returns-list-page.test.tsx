import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import type { ConsoleReturnItem } from '@shop/domain/returns';
import { ReturnsListPage, readReturnsSearch } from './returns-list-page';
import { inVietnamese } from '@/test/in-vietnamese';

const item: ConsoleReturnItem = {
  _id: 'r1',
  order_id: 'o1',
  so_ct: 'DH000042',
  customer_name: 'Mai Trần',
  note: '',
  shipping_refund: 0,
  status: 'new',
  resolution: 'refund',
  reason: 'damaged',
  refund_amount: 145_000,
  created_at: '2026-11-29T03:00:00.000Z',
  media_count: 2,
};
const counts = { new: 1, approved: 0, received: 2, refunded: 5, exchanged: 1, rejected: 0 };
const consoleReturns = vi.fn(async ({ status }: { status: string; page?: number }) => {
  const items = status === 'new' ? [item] : [];
  return { items, total: items.length, page: 1, pages: 1, counts };
});
vi.mock('@/lib/api', () => ({ getConsoleApi: async () => ({ returns: consoleReturns }) }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  Link: ({ children, params }: { children: ReactNode; params: { returnId: string } }) => (
    <a href={`/admin/returns/${params.returnId}`}>{children}</a>
  ),
}));

describe('the returns inbox (issue 33)', () => {
  inVietnamese();

  it('reads its tab and page from the address: new by default', () => {
    expect(readReturnsSearch({})).toEqual({});
    expect(readReturnsSearch({ status: 'received', page: '3' })).toEqual({ status: 'received', page: 3 });
    expect(readReturnsSearch({ status: 'new' })).toEqual({});
    expect(readReturnsSearch({ status: 'lost' })).toEqual({});
  });

  it('lists the new requests with a tab per status and its count; a tab changes the address', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<ReturnsListPage search={{}} onSearch={onSearch} />);
    const row = await screen.findByRole('link');
    expect(consoleReturns).toHaveBeenCalledWith({ status: 'new' });
    expect(row.getAttribute('href')).toBe('/admin/returns/r1');
    expect(row.textContent).toContain('Đơn DH000042 · Mai Trần');
    expect(row.textContent).toContain('Hoàn tiền · Hàng bị hỏng, vỡ');
    expect(row.textContent).toContain('2 ảnh/video');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('145.000 ₫');
    const tabs = screen.getByRole('navigation', { name: 'Lọc yêu cầu đổi trả' });
    expect(
      within(tabs)
        .getAllByRole('button')
        .map((tab) => tab.textContent),
    ).toEqual(['Mới1', 'Đã duyệt0', 'Đã nhận hàng2', 'Đã hoàn tiền5', 'Đã đổi hàng1', 'Từ chối0']);
    fireEvent.click(within(tabs).getByRole('button', { name: 'Đã nhận hàng 2' }));
    expect(onSearch).toHaveBeenCalledWith({ status: 'received' });
  });

  it('says so when a tab is empty, in English too', async () => {
    await act(() => activateLocale('en'));
    useLanguageStore.setState({ language: 'en' });
    renderWithProviders(<ReturnsListPage search={{ status: 'approved' }} onSearch={() => {}} />);
    expect(await screen.findByText('No requests.')).toBeTruthy();
    expect(consoleReturns).toHaveBeenCalledWith({ status: 'approved' });
    expect(screen.getByRole('button', { name: 'Received 2' })).toBeTruthy();
    await act(() => activateLocale('vi'));
  });
});
