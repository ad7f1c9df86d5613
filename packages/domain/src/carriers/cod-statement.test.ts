import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codColumnsOf, codProblemOf, readCodRow, readPayoutDate, readVnd } from './cod-statement.js';

describe('COD statements (decision 066)', () => {
  it('finds the columns by their English or Vietnamese names, in any order, and says which are missing', () => {
    expect(codColumnsOf(['Ngày thanh toán', 'Mã vận đơn', 'Tiền thu hộ', 'Phí'])).toEqual({
      ok: true,
      at: { paid_on: 0, tracking_code: 1, collected: 2, fee: 3 },
    });
    expect(
      codColumnsOf(['ma_van_don', 'ma_don_hang', 'tien_thu_ho', 'phi', 'ngay_thanh_toan']),
    ).toMatchObject({
      ok: true,
    });
    expect(codColumnsOf(['ma_van_don', 'phi'])).toEqual({ ok: false, missing: ['collected'] });
    expect(codColumnsOf(undefined)).toEqual({ ok: false, missing: ['tracking_code', 'collected', 'fee'] });
  });

  it('reads a row: amounts as written in Vietnam, dates DD/MM/YYYY or ISO, blank date = not paid yet', () => {
    const at = { tracking_code: 0, order_code: 1, collected: 2, fee: 3, paid_on: 4 };
    expect(readCodRow(['GHN1', 'DH000042', '245.000', '16.500 đ', '30/11/2026'], at)).toEqual({
      ok: true,
      line: {
        trackingCode: 'GHN1',
        orderCode: 'DH000042',
        collected: 245_000,
        fee: 16_500,
        paidOn: '2026-11-30',
      },
    });
    expect(readCodRow(['GHN1', '', '0', '0', ''], at)).toMatchObject({
      ok: true,
      line: { paidOn: undefined },
    });
    expect(readCodRow(['', '', '1', '1', ''], at)).toEqual({ ok: false, reason: 'TRACKING_CODE' });
    expect(readCodRow(['GHN1', '', '-5', '1', ''], at)).toEqual({ ok: false, reason: 'AMOUNT' });
    expect(readCodRow(['GHN1', '', '5', '1', '31/02/2026'], at)).toEqual({ ok: false, reason: 'DATE' });
    expect(readPayoutDate('2026-11-30T08:00:00+07:00')).toBe('2026-11-30');
  });

  it('property: a whole amount reads back as itself however it is grouped', () => {
    fc.assert(
      fc.property(fc.nat(999_999_999), fc.constantFrom('.', ',', ''), (amount, group) => {
        const text = amount.toString().replace(/\B(?=(\d{3})+(?!\d))/g, group);
        expect(readVnd(text)).toBe(amount);
      }),
    );
  });

  it('lists a parcel the shop does not know and an amount other than the COD asked', () => {
    expect(codProblemOf(undefined, 100)).toBe('UNKNOWN_PARCEL');
    expect(codProblemOf(245_000, 240_000)).toBe('AMOUNT_DIFFERS');
    expect(codProblemOf(245_000, 245_000)).toBeUndefined();
  });
});
