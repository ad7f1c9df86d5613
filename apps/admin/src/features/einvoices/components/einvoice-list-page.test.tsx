import type { ConsoleEinvoice } from '@shop/domain/invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EinvoiceListPage, readEinvoicesSearch } from './einvoice-list-page';
import { inVietnamese } from '@/test/in-vietnamese';

const issued: ConsoleEinvoice = {
  id: 'e1',
  order_id: 'o1',
  so_ct: 'DH000101',
  kind: 'original',
  provider: 'sepay',
  state: 'issued',
  step: 'done',
  reference_code: 'HD-DH000101',
  invoice_number: '0000101',
  lookup_url: 'https://einvoice.test/HD-DH000101',
  total: 216_000,
  buyer_name: 'Công ty TNHH Mộc Lâm',
  buyer_tax_code: '0314409058',
  error: null,
  reissues: 0,
  sale_at: '2026-11-29T03:00:00.000Z',
  issued_at: '2026-11-29T03:00:05.000Z',
  vat_by_rate: [{ rate: 8, net: 200_000, vat: 16_000, amount: 216_000 }] as ConsoleEinvoice['vat_by_rate'],
};
const failed: ConsoleEinvoice = {
  ...issued,
  id: 'e2',
  order_id: 'o2',
  so_ct: 'DH000102',
  reference_code: 'HD-DH000102',
  state: 'failed',
  step: 'check-create',
  invoice_number: null,
  lookup_url: null,
  error: 'Mã số thuế người mua không đúng',
  issued_at: null,
};
const adjustment: ConsoleEinvoice = {
  ...issued,
  id: 'e3',
  kind: 'adjustment',
  state: 'needs-adjustment',
  reference_code: 'HD-DH000101-DC-1',
  invoice_number: null,
  lookup_url: null,
  total: -20_000,
  vat_by_rate: [],
  issued_at: null,
};

let listed: ConsoleEinvoice[] = [];
const listEinvoices = vi.fn(async (query: { state?: string }) => ({
  provider: 'simulator' as const,
  items: listed.filter((item) => !query.state || item.state === query.state),
  counts: { waiting: 0, issued: 1, failed: 1, 'needs-adjustment': 1 },
}));
const reissueEinvoice = vi.fn(async (id: string) => {
  listed = listed.map((item) =>
    item.id === id ? { ...item, state: 'waiting' as const, error: null } : item,
  );
  return { einvoice: listed.find((item) => item.id === id) };
});
const exportEinvoices = vi.fn(async (from: string, to: string) => ({
  blob: new Blob(['\uFEFFNgày bán'], { type: 'text/csv' }),
  fileName: `hoa-don-${from}_${to}.csv`,
}));
const saveFile = vi.fn();
vi.mock('@/lib/api', () => ({
  getConsoleApi: async () => ({ listEinvoices, reissueEinvoice, exportEinvoices }),
}));
vi.mock('@shop/browser-kit/save-file', () => ({
  saveFile: (blob: Blob, name: string) => saveFile(blob, name),
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  Link: ({ children }: { children: ReactNode }) => <a href="/orders">{children}</a>,
}));

describe('the e-invoices screen (issue 32, decision 059)', () => {
  inVietnamese(() => {
    listed = [issued, failed, adjustment];
  });

  it('lists every invoice with its state, and the tabs with their counts change the filter', async () => {
    const onSearch = vi.fn();
    renderWithProviders(<EinvoiceListPage search={{}} onSearch={onSearch} />);
    const rows = await screen.findAllByTestId('einvoice-row');
    expect(rows).toHaveLength(3);
    expect(listEinvoices).toHaveBeenCalledWith({});
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByTestId('einvoice-state').textContent).toBe('Đã phát hành · số 0000101');
    expect(within(first).getByTestId('einvoice-link').getAttribute('href')).toBe(
      'https://einvoice.test/HD-DH000101',
    );
    expect(first.textContent).toContain('MST 0314409058');
    expect(within(second).getByTestId('einvoice-error').textContent).toBe('Mã số thuế người mua không đúng');
    // A refund's adjustment: the amount refunded and the original it adjusts, for the accountant.
    expect(within(third).getByTestId('einvoice-state').textContent).toMatch(
      /Cần lập hóa đơn điều chỉnh giảm · hoàn 20\.000\s₫/,
    );
    expect(third.textContent).toContain('HD-DH000101 trên trang');
    expect(within(third).queryByRole('button')).toBeNull();

    const tabs = screen.getByRole('navigation', { name: 'Lọc hóa đơn' });
    expect(within(tabs).getByRole('button', { name: /Cần điều chỉnh/ }).textContent).toContain('1');
    fireEvent.click(within(tabs).getByRole('button', { name: /Lỗi/ }));
    expect(onSearch).toHaveBeenCalledWith({ state: 'failed' });
    fireEvent.click(within(tabs).getByRole('button', { name: /Tất cả/ }));
    expect(onSearch).toHaveBeenLastCalledWith({});
  });

  it('asks the server for the filtered list only', async () => {
    renderWithProviders(<EinvoiceListPage search={{ state: 'needs-adjustment' }} onSearch={() => {}} />);
    const rows = await screen.findAllByTestId('einvoice-row');
    expect(rows).toHaveLength(1);
    expect(listEinvoices).toHaveBeenCalledWith({ state: 'needs-adjustment' });
  });

  it('re-issues a failed invoice after asking, and it is then waiting', async () => {
    renderWithProviders(<EinvoiceListPage search={{}} onSearch={() => {}} />);
    const rows = await screen.findAllByTestId('einvoice-row');
    const row = rows[1] as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Phát hành lại' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Gửi lại hóa đơn của đơn DH000102 cho nhà cung cấp?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Phát hành lại' }));
    await waitFor(() => expect(reissueEinvoice).toHaveBeenCalledWith('e2'));
    // The list is asked again and shows it waiting for the provider.
    await waitFor(() => expect(listEinvoices.mock.calls.length).toBeGreaterThanOrEqual(2));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('einvoice-row')[1] as HTMLElement).getByTestId('einvoice-state')
          .textContent,
      ).toBe('Đang chờ nhà cung cấp hóa đơn…'),
    );
  });

  it("downloads the accountant's CSV of the chosen period", async () => {
    renderWithProviders(<EinvoiceListPage search={{}} onSearch={() => {}} />);
    await screen.findAllByTestId('einvoice-row');
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Đến ngày'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tải CSV cho kế toán' }));
    await waitFor(() => expect(exportEinvoices).toHaveBeenCalledWith('2026-11-01', '2026-11-30'));
    await waitFor(() =>
      expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'hoa-don-2026-11-01_2026-11-30.csv'),
    );
  });

  it('reads the filter from the address, unknown or default left out', () => {
    expect(readEinvoicesSearch({ state: 'needs-adjustment' })).toEqual({ state: 'needs-adjustment' });
    expect(readEinvoicesSearch({ state: 'all' })).toEqual({});
    expect(readEinvoicesSearch({ state: 'bogus' })).toEqual({});
  });
});
