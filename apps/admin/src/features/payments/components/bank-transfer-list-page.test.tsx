import type { BankTransferEntry } from '@shop/domain/payments';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { BankTransferListPage, readTransfersSearch } from './bank-transfer-list-page';
import { OrderTransfers } from './order-transfers';
import { inVietnamese } from '@/test/in-vietnamese';

const unmatched: BankTransferEntry = {
  _id: 't1',
  provider: 'sepay',
  transaction_id: '92704',
  received_at: '2026-11-29T03:00:00.000Z',
  amount: 150_000,
  note: 'CHUYEN TIEN MUA TRA',
  account_number: '0123499999',
  reference: 'MBVCB.3278907687',
  transferred_at: '2026-11-29 10:00:00',
  outcome: 'unmatched',
  order_id: null,
  so_ct: null,
  missing: 0,
  excess: 0,
  handled_by: null,
  handled_at: null,
};
const other: BankTransferEntry = { ...unmatched, _id: 't2', transaction_id: '92705', note: 'LUONG THANG 11' };
let listed: BankTransferEntry[] = [];
const bankTransfers = vi.fn(async (_outcome?: string) => ({ items: listed }));
const assignBankTransfer = vi.fn(async (id: string, soCt: string) => {
  if (soCt !== 'DH000123') throw Object.assign(new Error('ORDER_NOT_FOUND'), { status: 404 });
  listed = listed.filter((entry) => entry._id !== id);
  return {
    entry: { ...unmatched, outcome: 'part' as const, order_id: 'o1', so_ct: 'DH000123', missing: 50_000 },
    message: 'Đã gán giao dịch vào đơn hàng',
  };
});
const markBankTransferNotOurs = vi.fn(async (id: string) => {
  listed = listed.filter((entry) => entry._id !== id);
  return { entry: { ...other, outcome: 'not-ours' as const }, message: 'Đã đánh dấu không phải của shop' };
});
vi.mock('@/lib/api', () => ({
  getConsoleApi: async () => ({ bankTransfers, assignBankTransfer, markBankTransferNotOurs }),
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  Link: ({ children }: { children: ReactNode }) => <a href="/orders">{children}</a>,
}));

describe('the bank transfers screen (issue 30)', () => {
  inVietnamese(() => {
    listed = [unmatched, other];
  });

  it("lists the unmatched transfers, assigns one to an order by its code and sets another aside as not the shop's", async () => {
    renderWithProviders(<BankTransferListPage search={{}} onSearch={() => {}} />);
    const rows = await screen.findAllByTestId('bank-transfer');
    expect(rows).toHaveLength(2);
    expect(bankTransfers).toHaveBeenCalledWith('unmatched');
    const first = rows[0] as HTMLElement;
    expect(first.textContent).toContain('CHUYEN TIEN MUA TRA');
    expect(first.textContent).toContain('SePay');

    // A code that names no order: the refusal under the field, nothing leaves the list.
    fireEvent.change(within(first).getByLabelText('Mã đơn hàng'), { target: { value: 'DH999' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Gán vào đơn' }));
    await waitFor(() => expect(assignBankTransfer).toHaveBeenCalledWith('t1', 'DH999'));
    expect(await within(first).findByText(/./, { selector: '[id$="-error"]' })).toBeTruthy();
    expect(screen.getAllByTestId('bank-transfer')).toHaveLength(2);

    fireEvent.change(within(first).getByLabelText('Mã đơn hàng'), { target: { value: ' DH000123 ' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Gán vào đơn' }));
    await waitFor(() => expect(assignBankTransfer).toHaveBeenLastCalledWith('t1', 'DH000123'));
    expect(await screen.findByText('Đã gán giao dịch vào đơn hàng')).toHaveProperty('role', 'status');
    await waitFor(() => expect(screen.getAllByTestId('bank-transfer')).toHaveLength(1));

    const second = screen.getByTestId('bank-transfer');
    fireEvent.click(within(second).getByRole('button', { name: 'Không phải của shop' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Không phải của shop' }));
    await waitFor(() => expect(markBankTransferNotOurs).toHaveBeenCalledWith('t2'));
    expect(await screen.findByText('Không có giao dịch nào chờ khớp đơn.')).toBeTruthy();
  });

  it('shows what a handled transfer did, with no actions, under its filter', async () => {
    listed = [{ ...unmatched, outcome: 'paid', order_id: 'o1', so_ct: 'DH000123', excess: 20_000 }];
    renderWithProviders(<BankTransferListPage search={{ outcome: 'paid' }} onSearch={() => {}} />);
    const row = await screen.findByTestId('bank-transfer');
    expect(bankTransfers).toHaveBeenCalledWith('paid');
    expect(within(row).getByTestId('transfer-outcome').textContent).toBe('Đã thanh toán đơn');
    expect(row.textContent).toContain('Đơn DH000123');
    expect(row.textContent).toMatch(/Thừa 20\.000\s₫ \(cần hoàn\)/);
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('reads the filter from the address, unknown or default left out', () => {
    expect(readTransfersSearch({ outcome: 'part' })).toEqual({ outcome: 'part' });
    expect(readTransfersSearch({ outcome: 'unmatched' })).toEqual({});
    expect(readTransfersSearch({ outcome: 'bogus' })).toEqual({});
  });
});

/** A transfer matched to order DH000123 with what it did (`outcome`) and its figures. */
const onOrder = (
  outcome: BankTransferEntry['outcome'],
  figures: Partial<BankTransferEntry>,
): BankTransferEntry => ({ ...unmatched, outcome, order_id: 'o1', so_ct: 'DH000123', ...figures });

describe("the order page's bank transfers (issue 30)", () => {
  beforeAll(() => activateLocale('vi'));

  it('shows the part payments, what came in all and what is still missing', () => {
    const part = onOrder('part', { missing: 50_000 });
    renderWithProviders(
      <OrderTransfers
        order={{ t_tt_nt: 300_000, chuyen_khoan_da_nhan: 250_000, chuyen_khoan_con_thieu: 50_000 }}
        transfers={[part, { ...part, _id: 't3', amount: 100_000 }]}
      />,
    );
    expect(screen.getAllByTestId('order-transfer')).toHaveLength(2);
    expect(screen.getByTestId('transfer-summary').textContent).toMatch(/Đã nhận250\.000\s₫/);
    expect(screen.getByTestId('transfer-missing').textContent).toMatch(/Còn thiếu50\.000\s₫/);
    expect(screen.queryByTestId('transfer-excess')).toBeNull();
  });

  it('shows the excess of the transfer that paid, and a late transfer owed back, to refund', () => {
    const paid = onOrder('paid', { excess: 20_000 });
    const late = { ...paid, _id: 't4', outcome: 'refund-due' as const, amount: 70_000, excess: 70_000 };
    renderWithProviders(
      <OrderTransfers
        order={{ chuyen_khoan_da_nhan: 320_000, chuyen_khoan_con_thieu: 0, chuyen_khoan_thua: 20_000 }}
        transfers={[paid, late]}
      />,
    );
    expect(screen.getByTestId('transfer-excess').textContent).toMatch(/Thừa, cần hoàn90\.000\s₫/);
    expect(screen.queryByTestId('transfer-missing')).toBeNull();
  });

  it('is absent from an order no transfer came for', () => {
    const { container } = renderWithProviders(<OrderTransfers order={{}} transfers={[]} />);
    expect(container.textContent).toBe('');
  });
});
