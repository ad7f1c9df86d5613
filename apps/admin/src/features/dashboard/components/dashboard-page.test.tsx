import type { DashboardReply } from '@shop/domain/console';
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { DashboardPage } from './dashboard-page';
import { renderWithProviders } from '@/test/render';

const reply: DashboardReply = {
  period: 'today',
  from: '2026-11-28',
  to: '2026-11-28',
  orders: 3,
  revenue: 1_250_000,
  average: 416_667,
  by_payment: [
    { pt_thanh_toan: 'cod', ten: 'Thanh toán khi nhận hàng', ten_eng: 'Cash', orders: 2, revenue: 830_000 },
  ],
  top_products: [
    { ma_vt: 'TRA-001', ten_vt: 'Trà Ô Long', ten_vt_eng: 'Oolong', quantity: 4, revenue: 612_000 },
  ],
  daily: [{ day: '2026-11-28', orders: 3, revenue: 1_250_000 }],
  low_stock: [],
  low_stock_threshold: 5,
  reminders: { cart_sent: 4, stock_sent: 2, orders: 1, revenue: 350_000 },
};
vi.mock('@/lib/api', () => ({
  getConsoleApi: async () => ({
    dashboard: async () => reply,
    codOverview: async () => ({
      owed: [{ carrier: 'ghn', delivered: 2, cod: 490_000, paid: 0, fees: 0, owed: 490_000 }],
      mismatches: [],
    }),
  }),
}));
vi.mock('./revenue-chart', () => ({ default: () => null }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  Link: ({ children }: { children: ReactNode }) => <a href="/orders">{children}</a>,
}));

function renderDashboard() {
  useLanguageStore.setState({ language: 'vi' });
  renderWithProviders(<DashboardPage search={{}} onSearch={() => {}} />);
}

describe('the dashboard', () => {
  beforeAll(() => activateLocale('vi'));

  it('shows the reminders sent and the orders that followed them (decision 064)', async () => {
    renderDashboard();
    const card = await screen.findByTestId('reminders');
    expect(card.textContent).toMatch(/Nhắc giỏ hàng đã gửi4/);
    expect(card.textContent).toMatch(/Báo có hàng đã gửi2/);
    expect(card.textContent).toMatch(/Đơn hàng sau lời nhắc1/);
    expect(card.textContent).toMatch(/Doanh thu sau lời nhắc350\.000\s₫/);
  });

  it('shows the COD each carrier still owes (issue 31), with the way to import a statement', async () => {
    renderDashboard();
    expect((await screen.findByTestId('cod-owed-ghn')).textContent).toMatch(/Còn nợ 490\.000\s₫/);
    expect(screen.getByText('Tiền thu hộ (COD) các hãng vận chuyển còn nợ')).toBeTruthy();
    expect(screen.getByText('Nhập bảng kê COD')).toBeTruthy();
  });

  it("keeps every amount and its '₫' on one line (issue 26 item 13)", async () => {
    renderDashboard();
    await screen.findByTestId('figure-revenue');
    for (const amount of [/^1\.250\.000\s₫$/, /^416\.667\s₫$/, /^830\.000\s₫$/, /^612\.000\s₫$/]) {
      const elements = screen.getAllByText(amount);
      expect(elements.length).toBeGreaterThan(0);
      for (const element of elements) expect(element.className).toContain('whitespace-nowrap');
    }
  });
});
