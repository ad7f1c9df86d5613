import type { PaymentsReply } from '@shop/domain/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PaymentsPage, type PaymentsSearch, readPaymentsSearch } from './payments-page';
import { renderWithProviders } from '@/test/render';
import { inVietnamese } from '@/test/in-vietnamese';

vi.mock('@tanstack/react-router', () => ({
  Link: ({ children }: { children: React.ReactNode }) => <a href="/orders">{children}</a>,
}));

const row = {
  provider: 'sepay',
  order_id: 'o1',
  note: '',
  missing: 0,
  excess: 0,
};
const reply: PaymentsReply = {
  from: '2026-11-30',
  to: '2026-11-30',
  is_cut: false,
  items: [
    {
      ...row,
      kind: 'transfer',
      state: 'part',
      at: '2026-11-30T02:00:00.000Z',
      amount: 10_000,
      so_ct: 'DH000042',
      reference: 'FT1',
      note: 'ck DH000042',
      missing: 140_000,
    },
    {
      ...row,
      kind: 'transfer',
      state: 'unmatched',
      at: '2026-11-30T01:00:00.000Z',
      amount: 77_000,
      order_id: null,
      so_ct: null,
      reference: 'FT2',
      note: 'tien nha',
    },
    {
      ...row,
      kind: 'ewallet',
      state: 'waiting',
      provider: 'momo',
      at: '2026-11-30T00:30:00.000Z',
      amount: 150_000,
      so_ct: 'DH000043',
      reference: 'DH000043-1',
    },
    {
      ...row,
      kind: 'refund',
      state: 'done',
      provider: 'bank',
      at: '2026-11-30T00:10:00.000Z',
      amount: 5_000,
      so_ct: 'DH000040',
      reference: 'FT-HOAN-1',
      note: 'Giao thiếu',
    },
  ],
  totals: [
    { kind: 'transfer', state: 'part', count: 1, amount: 10_000 },
    { kind: 'transfer', state: 'unmatched', count: 1, amount: 77_000 },
  ],
};
const payments = vi.fn(async (_query: unknown) => reply);
const exportPayments = vi.fn(async (_query: unknown) => ({
  blob: new Blob(['x']),
  fileName: 'payments.csv',
}));
vi.mock('@/lib/api', () => ({ getConsoleApi: async () => ({ payments, exportPayments }) }));
vi.mock('@shop/browser-kit/save-file', () => ({ saveFile: vi.fn() }));

function show(search: PaymentsSearch, onSearch = vi.fn()) {
  renderWithProviders(<PaymentsPage search={search} onSearch={onSearch} />);
  return onSearch;
}

describe('the Payments screen (issue 30)', () => {
  inVietnamese();

  it("shows the day's transfers, e-wallet payments waiting and refunds with what each did", async () => {
    show({});
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows.map((item) => item.dataset.state)).toEqual(['part', 'unmatched', 'waiting', 'done']);
    expect(within(rows[0] as HTMLElement).getByText('Trả một phần')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText(/Còn thiếu/).textContent).toBe('Còn thiếu 140.000 ₫');
    expect(within(rows[1] as HTMLElement).getByText('Chưa khớp đơn')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(/Ví điện tử · MoMo/)).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText(/Hoàn tiền · Ngân hàng/)).toBeTruthy();
    expect(screen.getByTestId('payment-totals').textContent).toContain(
      'Chuyển khoản · Chưa khớp đơn: 1 · 77.000 ₫',
    );
    expect(payments).toHaveBeenCalledWith({});
  });

  it('filters by days, kind and state through the address, dropping a state of another kind', async () => {
    const onSearch = show({ kind: 'transfer', state: 'unmatched' });
    await screen.findAllByTestId('payment-row');
    expect(payments).toHaveBeenCalledWith({ kind: 'transfer', state: 'unmatched' });
    fireEvent.change(screen.getByLabelText('Từ ngày'), { target: { value: '2026-11-01' } });
    expect(onSearch).toHaveBeenLastCalledWith({ kind: 'transfer', state: 'unmatched', from: '2026-11-01' });
    fireEvent.change(screen.getByLabelText('Loại'), { target: { value: 'refund' } });
    expect(onSearch).toHaveBeenLastCalledWith({ kind: 'refund' });
    expect(readPaymentsSearch({ from: '2026-13-01x', kind: 'cash', state: 'done' })).toEqual({
      state: 'done',
    });
  });

  it('downloads the CSV of what the filters select', async () => {
    show({ kind: 'refund' });
    fireEvent.click(screen.getByRole('button', { name: 'Tải CSV' }));
    await waitFor(() => expect(exportPayments).toHaveBeenCalledWith({ kind: 'refund' }));
  });
});
