import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { OrderLines } from './order-lines';
import { OrderTotals } from './order-totals';
import { PrintDocument } from './print-document';

// Two sizes of one product bought under a flash sale: 79.000 ₫ charged against 98.000 and 150.000 ₫
// at retail. The server stores each line's amount, tien, at the price charged; tien_ck is what that
// saved against retail (decision 007), not a second discount.
const order = {
  so_ct: 'DH000042',
  ngay_ct: '2026-11-28T03:00:00.000Z',
  trang_thai: '1',
  ten_pt_thanh_toan: 'Chuyển khoản',
  details: [
    {
      ma_vt: 'TRA-001',
      ten_vt: 'Trà Ô Long Mộc Lam',
      thuoc_tinh: { _id: 'v1', gia_tri_bien_the_1: 'Xanh', gia_tri_bien_the_2: '100g' },
      sl_xuat: 2,
      gia_ban_le: 98_000,
      tien: 158_000,
      tien_ck: 38_000,
    },
    {
      ma_vt: 'TRA-001',
      ten_vt: 'Trà Ô Long Mộc Lam',
      thuoc_tinh: { _id: 'v2', gia_tri_bien_the_1: 'Xanh', gia_tri_bien_the_2: '250g' },
      sl_xuat: 1,
      gia_ban_le: 150_000,
      tien: 79_000,
      tien_ck: 71_000,
    },
  ],
  t_tien_nt: 237_000,
  t_tt_nt: 237_000,
};

const company = { info: { name: 'Mộc Lam' }, contact: {} };

describe('order lines in the console and on paper', () => {
  beforeAll(() => activateLocale('vi'));

  it('names each line with its variant and shows the price charged, not retail less the saving again', () => {
    render(
      <I18nProvider i18n={i18n}>
        <OrderLines order={order} />
      </I18nProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Trà Ô Long Mộc Lam (Xanh / 100g)');
    expect(items[0]?.textContent).toMatch(/2 × 79\.000\s₫/);
    expect(items[0]?.textContent).toMatch(/158\.000\s₫/);
    expect(items[0]?.textContent).not.toMatch(/120\.000\s₫/);
    expect(items[1]?.textContent).toContain('Trà Ô Long Mộc Lam (Xanh / 250g)');
    expect(items[1]?.textContent).toMatch(/1 × 79\.000\s₫/);
  });

  it('prints the variant on the packing slip and the invoice, and the invoice at the price charged', () => {
    for (const doc of ['slip', 'invoice'] as const) {
      const { unmount } = render(
        <I18nProvider i18n={i18n}>
          <PrintDocument order={order} doc={doc} locale="vi" company={company} />
        </I18nProvider>,
      );
      const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
      expect(rows[0]?.textContent).toContain('(Xanh / 100g)');
      expect(rows[1]?.textContent).toContain('(Xanh / 250g)');
      if (doc === 'invoice') {
        expect(rows[0]?.textContent).toMatch(/79\.000\s₫.*158\.000\s₫/);
        expect(rows[1]?.textContent).toMatch(/79\.000\s₫.*79\.000\s₫/);
      }
      unmount();
    }
  });

  it("keeps each amount and its '₫' on one line on screen and on paper (issue 26 item 13)", () => {
    const onScreen = render(
      <I18nProvider i18n={i18n}>
        <OrderTotals
          order={{ ...order, tien_phi_vc: 30_000, tien_evoucher: 10_000, t_tt_nt: 257_000 }}
          locale="vi"
        />
      </I18nProvider>,
    );
    for (const amount of [/^30\.000\s₫$/, /^−10\.000\s₫$/, /^257\.000\s₫$/])
      expect(screen.getByText(amount).className).toContain('whitespace-nowrap');
    onScreen.unmount();
    const cod = { ...order, loai_pt_thanh_toan: 'cod', trang_thai_tt: '1', trang_thai: '2' };
    for (const doc of ['slip', 'invoice'] as const) {
      const { unmount } = render(
        <I18nProvider i18n={i18n}>
          <PrintDocument order={cod} doc={doc} locale="vi" company={company} />
        </I18nProvider>,
      );
      // The amount the carrier collects, in large type on both documents.
      const collect = within(screen.getByTestId('print-cod-amount')).getByText(/^237\.000\s₫$/);
      expect(collect.className).toContain('whitespace-nowrap');
      if (doc === 'invoice')
        for (const element of screen.getAllByText(/^237\.000\s₫$/))
          expect(element.className).toContain('whitespace-nowrap');
      unmount();
    }
  });

  it('shows the VAT the total includes at each rate, on screen and on the printed invoice (decision 065)', () => {
    const taxed = {
      ...order,
      thue_gtgt: [
        { rate: 5, amount: 105_000, net: 100_000, vat: 5_000 },
        { rate: 8, amount: 132_000, net: 122_222, vat: 9_778 },
      ],
    };
    const onScreen = render(
      <I18nProvider i18n={i18n}>
        <OrderTotals order={taxed} locale="vi" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('vat-5').textContent).toMatch(
      /^Gồm thuế GTGT 5% \(trên 100\.000\s₫ chưa thuế\)5\.000\s₫$/,
    );
    expect(screen.getByTestId('vat-8').textContent).toMatch(/122\.222\s₫ chưa thuế\)9\.778\s₫$/);
    onScreen.unmount();
    render(
      <I18nProvider i18n={i18n}>
        <PrintDocument order={taxed} doc="invoice" locale="vi" company={company} />
      </I18nProvider>,
    );
    // The document's language comes from the print page's own Lingui instance (decision 019).
    expect(screen.getByTestId('vat-8').textContent).toMatch(
      /^Gồm thuế GTGT 8% \(trên 122\.222\s₫ chưa thuế\)9\.778\s₫$/,
    );
  });
});
