import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EINVOICE_SHIPPING_NAME, einvoiceDue, einvoiceOf, orderEinvoiceOf, unitPriceOf } from './einvoice.js';
import {
  ORDER_STATUS_CONFIRMED,
  ORDER_STATUS_DELIVERED,
  ORDER_STATUS_SHIPPING,
} from '../orders/order-status.js';
import { VAT_RATES } from './vat.js';

const lineArb = fc.record({
  ma_vt: fc.string({ minLength: 1, maxLength: 8 }),
  ten_vt: fc.string({ maxLength: 12 }),
  sl_xuat: fc.integer({ min: 1, max: 9_999 }),
  price: fc.integer({ min: 0, max: 2_000_000 }),
  discount: fc.integer({ min: 0, max: 100 }),
  thue_suat: fc.constantFrom(...VAT_RATES, undefined),
});

const orderArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    voucherShare: fc.integer({ min: 0, max: 100 }),
    fee: fc.integer({ min: 0, max: 100_000 }),
    freeShare: fc.integer({ min: 0, max: 100 }),
  })
  .map(({ lines, voucherShare, fee, freeShare }) => {
    const details = lines.map((line) => {
      const tien_hang_nt = line.price * line.sl_xuat;
      return { ...line, tien_hang_nt, tien_ck: Math.floor((tien_hang_nt * line.discount) / 100) };
    });
    const t_tien_nt = details.reduce((sum, line) => sum + line.tien_hang_nt - line.tien_ck, 0);
    const tien_evoucher = Math.floor((t_tien_nt * voucherShare) / 100);
    const tien_freeship = Math.floor((fee * freeShare) / 100);
    const t_tt_nt = t_tien_nt - tien_evoucher + fee - tien_freeship;
    return { details, t_tien_nt, tien_evoucher, tien_phi_vc: fee, tien_freeship, t_tt_nt };
  });

describe('einvoiceOf (decision 059)', () => {
  it('adds up, line by line and rate by rate, to the amount paid', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const invoice = einvoiceOf(order);
        expect(invoice.total).toBe(order.t_tt_nt);
        expect(invoice.net + invoice.vat).toBe(order.t_tt_nt);
        expect(invoice.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(order.t_tt_nt);
        for (const rate of invoice.byRate) {
          const lines = invoice.lines.filter((line) => line.rate === rate.rate);
          expect(lines.reduce((sum, line) => sum + line.net, 0)).toBe(rate.net);
          expect(lines.reduce((sum, line) => sum + line.vat, 0)).toBe(rate.vat);
        }
        for (const line of invoice.lines) {
          expect(line.net + line.vat).toBe(line.amount);
          expect(line.net).toBeGreaterThanOrEqual(0);
          // The provider multiplies: quantity × unit price rounds back to the line's net.
          expect(Math.abs(line.quantity * line.unitPrice - line.net)).toBeLessThan(0.5);
        }
      }),
    );
  });

  it('lists the goods then the delivery charged at 8 %, and the company of hoa_don as the buyer', () => {
    const invoice = einvoiceOf({
      details: [
        { ma_vt: 'CF01', ten_vt: 'Cà phê rang', sl_xuat: 3, tien_hang_nt: 324_000, tien_ck: 0, thue_suat: 8 },
        { ma_vt: 'TIEU', ten_vt: 'Tiêu đen', sl_xuat: 1, tien_hang_nt: 105_000, tien_ck: 0, thue_suat: 5 },
      ],
      t_tien_nt: 429_000,
      tien_evoucher: 0,
      tien_phi_vc: 32_400,
      tien_freeship: 0,
      hoa_don: {
        ten_cong_ty: 'Công ty TNHH Hạt Ngon',
        ma_so_thue: '0314409058',
        dia_chi_cong_ty: '12 Lê Lợi, Quận 1',
        email_hoa_don: 'ketoan@hatngon.vn',
      },
      ten_nguoi_nhan: 'Lan',
    });
    expect(invoice.buyer).toMatchObject({
      type: 'company',
      taxCode: '0314409058',
      email: 'ketoan@hatngon.vn',
    });
    expect(invoice.lines.map((line) => [line.name, line.rate, line.net, line.vat, line.unitPrice])).toEqual([
      ['Cà phê rang', 8, 300_000, 24_000, 100_000],
      ['Tiêu đen', 5, 100_000, 5_000, 100_000],
      [EINVOICE_SHIPPING_NAME, 8, 30_000, 2_400, 30_000],
    ]);
    expect(invoice.total).toBe(461_400);
  });

  it('invoices a shopper without company details as a person', () => {
    const invoice = einvoiceOf({
      details: [{ ma_vt: 'A', sl_xuat: 1, tien_hang_nt: 110_000, tien_ck: 0 }],
      t_tien_nt: 110_000,
      ten_nguoi_nhan: 'Nguyễn Văn A',
      email_nguoi_nhan: 'a@example.com',
      hoa_don: null,
    });
    expect(invoice.buyer).toMatchObject({ type: 'personal', name: 'Nguyễn Văn A', taxCode: '' });
    expect(invoice.lines[0]).toMatchObject({ rate: 10, net: 100_000, vat: 10_000 });
  });
});

describe('unitPriceOf', () => {
  it('keeps four decimals of a net that the quantity does not divide', () => {
    expect(unitPriceOf(100_000, 3)).toBe(33_333.3333);
    expect(unitPriceOf(90_000, 3)).toBe(30_000);
  });
});

describe('einvoiceDue', () => {
  it('is due on delivery, or once paid and handed to the carrier; cash on delivery at delivery only', () => {
    expect(einvoiceDue({ trang_thai: ORDER_STATUS_DELIVERED, trang_thai_tt: '0' }, false)).toBe(true);
    expect(einvoiceDue({ trang_thai: ORDER_STATUS_DELIVERED, trang_thai_tt: '1' }, true)).toBe(true);
    expect(einvoiceDue({ trang_thai: ORDER_STATUS_SHIPPING, trang_thai_tt: '0' }, false)).toBe(false);
    expect(einvoiceDue({ trang_thai: ORDER_STATUS_SHIPPING, trang_thai_tt: '1' }, false)).toBe(true);
    expect(einvoiceDue({ trang_thai: ORDER_STATUS_SHIPPING, trang_thai_tt: '1' }, true)).toBe(false);
    expect(einvoiceDue({ trang_thai: ORDER_STATUS_CONFIRMED, trang_thai_tt: '1' }, false)).toBe(false);
  });
});

describe('orderEinvoiceOf', () => {
  it('reads back what an order shows of its invoice', () => {
    expect(
      orderEinvoiceOf({ so_hoa_don: '12', ma_tra_cuu: 'ABC', link: 'https://x', ngay: '2026-11-29' }),
    ).toEqual({ so_hoa_don: '12', ma_tra_cuu: 'ABC', link: 'https://x', ngay: '2026-11-29' });
    expect(orderEinvoiceOf({ ma_tra_cuu: 'ABC' })).toBeUndefined();
    expect(orderEinvoiceOf(null)).toBeUndefined();
  });
});
