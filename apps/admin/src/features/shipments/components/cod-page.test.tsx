import type { CodOverview, CodStatementBody } from '@shop/domain/carriers';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { CodOwedCard } from './cod-owed-card';
import { CodPage } from './cod-page';

let overview: CodOverview = { owed: [], mismatches: [] };
const codOverview = vi.fn(async () => overview);
const importCodStatement = vi.fn(async (_body: CodStatementBody) => {
  overview = {
    owed: [{ carrier: 'ghn', delivered: 2, cod: 490_000, paid: 245_000, fees: 16_500, owed: 245_000 }],
    mismatches: [
      {
        carrier: 'ghn',
        statement: 'BK-2026-11',
        tracking_code: 'GHNX0001',
        so_ct: 'DH000043',
        expected: 300_000,
        collected: 250_000,
        fee: 16_500,
        paid_on: '2026-11-30',
        problem: 'AMOUNT_DIFFERS',
      },
      {
        carrier: 'ghn',
        statement: 'BK-2026-11',
        tracking_code: 'LAQUA99',
        so_ct: '',
        expected: null,
        collected: 90_000,
        fee: 0,
        paid_on: null,
        problem: 'UNKNOWN_PARCEL',
      },
    ],
  };
  return {
    imported: 3,
    mismatches: overview.mismatches,
    message: 'Đã nhập 3 dòng bảng kê COD, 2 dòng chênh lệch',
  };
});
vi.mock('@/lib/api', () => ({ getConsoleApi: async () => ({ codOverview, importCodStatement }) }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  Link: ({ children }: { children: ReactNode }) => <a href="/admin/cod">{children}</a>,
}));

const CSV = 'Mã vận đơn,Tiền thu hộ,Phí,Ngày thanh toán\nGHNX0001,250.000,16.500,30/11/2026\n';

describe('the COD screen (issue 31 "COD money")', () => {
  beforeEach(() => {
    overview = { owed: [], mismatches: [] };
    useLanguageStore.setState({ language: 'vi' });
    activateLocale('vi');
  });

  it('imports a statement chosen as a file, then lists its mismatches and what the carrier still owes', async () => {
    renderWithProviders(<CodPage />);
    expect(await screen.findByText('Mọi dòng bảng kê đã khớp với vận đơn của cửa hàng.')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Nhập bảng kê' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Đơn vị vận chuyển'), { target: { value: 'ghn' } });
    const file = new File([CSV], 'BK-2026-11.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Tệp bảng kê (CSV)'), { target: { files: [file] } });
    await waitFor(() =>
      expect((screen.getByLabelText('Nội dung bảng kê') as HTMLTextAreaElement).value).toBe(CSV),
    );
    expect((screen.getByLabelText('Tên hoặc số bảng kê') as HTMLInputElement).value).toBe('BK-2026-11');
    fireEvent.click(submit);
    await waitFor(() =>
      expect(importCodStatement).toHaveBeenCalledWith({ carrier: 'ghn', statement: 'BK-2026-11', csv: CSV }),
    );
    expect(await screen.findByText('Đã nhập 3 dòng bảng kê COD, 2 dòng chênh lệch')).toBeTruthy();
    const mismatches = await screen.findByTestId('cod-mismatches');
    expect(within(mismatches).getByText('Số tiền thu hộ khác với vận đơn')).toBeTruthy();
    expect(within(mismatches).getByText('Vận đơn không có trong cửa hàng')).toBeTruthy();
    expect(mismatches.textContent).toMatch(/Hãng thu 250\.000\s₫ · Vận đơn ghi 300\.000\s₫/);
    const owed = await screen.findByTestId('cod-owed-ghn');
    expect(owed.textContent).toMatch(/Giao Hàng Nhanh \(GHN\)/);
    expect(owed.textContent).toMatch(/Còn nợ 245\.000\s₫/);
    expect(owed.textContent).toMatch(/Đơn đã giao có thu hộ2/);
  });

  it("shows the server's refusal of a statement in the shopper's language", async () => {
    importCodStatement.mockRejectedValueOnce(new Error('COD_IMPORT_HEADER'));
    renderWithProviders(<CodPage />);
    fireEvent.change(await screen.findByLabelText('Tên hoặc số bảng kê'), { target: { value: 'BK-1' } });
    fireEvent.change(screen.getByLabelText('Nội dung bảng kê'), { target: { value: 'a,b\n1,2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Nhập bảng kê' }));
    expect(await screen.findByText(/Dòng đầu của bảng kê thiếu cột/)).toBeTruthy();
  });
});

describe('the dashboard card "COD owed by each carrier"', () => {
  it('lists each carrier with what it still owes, in English too', async () => {
    overview = {
      owed: [
        { carrier: 'ghn', delivered: 3, cod: 735_000, paid: 0, fees: 0, owed: 735_000 },
        { carrier: 'ghtk', delivered: 1, cod: 120_000, paid: 120_000, fees: 22_000, owed: 0 },
      ],
      mismatches: [],
    };
    useLanguageStore.setState({ language: 'en' });
    activateLocale('en');
    renderWithProviders(<CodOwedCard withImportLink />);
    expect(await screen.findByText('COD owed by each carrier')).toBeTruthy();
    expect((await screen.findByTestId('cod-owed-ghn')).textContent).toMatch(/Still owed 735,000\s₫/);
    expect(screen.getByTestId('cod-owed-ghtk').textContent).toMatch(/Carrier fees22,000\s₫/);
    expect(screen.getByText('Import a COD statement')).toBeTruthy();
  });
});
