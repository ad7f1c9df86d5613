import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messageText } from '../messages/messages.js';
import { applyVoucher, applyVouchers, normaliseVoucherCode } from './voucher.js';

const now = new Date('2025-07-15T03:00:00Z');
const base = { amount: 500_000, lineDiscount: 0, now };
const tenPercent = { ma: 'GIAM10', ty_le: 10, hieu_luc_tu: '2025-07-01', hieu_luc_den: '2025-07-31' };

describe('applyVoucher: the errors of SPEC §5', () => {
  it("same code twice -> 'Bạn đã thêm mã giảm giá này'", () => {
    const result = applyVoucher({ ...base, code: ' giam10 ', voucher: tenPercent, appliedCodes: ['GIAM10'] });
    expect(result).toEqual({ ok: false, code: 'VOUCHER_DUPLICATE' });
    if (!result.ok) expect(messageText(result.code)).toBe('Bạn đã thêm mã giảm giá này');
  });

  it("unknown or expired -> 'Mã giảm giá không tồn tại hoặc hết hạn sử dụng'", () => {
    const unknown = applyVoucher({ ...base, code: 'NOPE', voucher: null });
    expect(unknown).toEqual({ ok: false, code: 'VOUCHER_NOT_FOUND_OR_EXPIRED' });
    if (!unknown.ok) expect(messageText(unknown.code)).toBe('Mã giảm giá không tồn tại hoặc hết hạn sử dụng');
    const expired = applyVoucher({
      ...base,
      code: 'OLD',
      voucher: { ma: 'OLD', ty_le: 5, hieu_luc_den: '2025-07-14' },
    });
    expect(expired).toEqual({ ok: false, code: 'VOUCHER_NOT_FOUND_OR_EXPIRED' });
  });

  it("missing, not started, used up or empty -> 'Voucher không khả dụng'", () => {
    expect(applyVoucher({ ...base, code: '  ', voucher: tenPercent })).toEqual({
      ok: false,
      code: 'VOUCHER_UNAVAILABLE',
    });
    const later = { ...tenPercent, hieu_luc_tu: '2025-08-01', hieu_luc_den: null };
    expect(applyVoucher({ ...base, code: 'GIAM10', voucher: later })).toEqual({
      ok: false,
      code: 'VOUCHER_UNAVAILABLE',
    });
    const usedUp = { ...tenPercent, so_luong: 100, so_luong_da_dung: 100 };
    expect(applyVoucher({ ...base, code: 'GIAM10', voucher: usedUp })).toEqual({
      ok: false,
      code: 'VOUCHER_UNAVAILABLE',
    });
    const empty = { ma: 'ZERO', ty_le: 0, so_tien: null };
    const result = applyVoucher({ ...base, code: 'ZERO', voucher: empty });
    expect(result).toEqual({ ok: false, code: 'VOUCHER_UNAVAILABLE' });
    if (!result.ok) expect(messageText(result.code)).toBe('Voucher không khả dụng');
  });

  it("below gt_don_hang_toi_thieu -> 'Chưa đạt giá trị đơn hàng tối thiểu'", () => {
    const voucher = { ma: 'MIN300', so_tien: 30_000, gt_don_hang_toi_thieu: 300_000 };
    const result = applyVoucher({ ...base, amount: 320_000, lineDiscount: 30_000, code: 'MIN300', voucher });
    expect(result).toEqual({ ok: false, code: 'VOUCHER_MIN_ORDER' });
    if (!result.ok) expect(messageText(result.code)).toBe('Chưa đạt giá trị đơn hàng tối thiểu');
    expect(applyVoucher({ ...base, amount: 300_000, code: 'MIN300', voucher }).ok).toBe(true);
  });
});

describe('applyVoucher: the reduction', () => {
  it('is the rounded percentage of the subtotal', () => {
    expect(applyVoucher({ ...base, code: 'GIAM10', voucher: tenPercent })).toEqual({
      ok: true,
      ma: 'GIAM10',
      so_tien_giam: 50_000,
    });
    const odd = applyVoucher({ ...base, amount: 123_455, code: 'X', voucher: { ma: 'X', ty_le: 10 } });
    expect(odd).toEqual({ ok: true, ma: 'X', so_tien_giam: 12_346 });
  });

  it('is the fixed amount otherwise, and the percentage wins when both are set', () => {
    expect(applyVoucher({ ...base, code: 'F', voucher: { ma: 'F', so_tien: 40_000 } })).toMatchObject({
      so_tien_giam: 40_000,
    });
    expect(
      applyVoucher({ ...base, code: 'B', voucher: { ma: 'B', ty_le: 20, so_tien: 1_000 } }),
    ).toMatchObject({
      so_tien_giam: 100_000,
    });
  });

  it('is capped at so_tien_max, and at the amount minus line discounts', () => {
    const capped = { ma: 'CAP', ty_le: 50, so_tien_max: 100_000 };
    expect(applyVoucher({ ...base, amount: 1_000_000, code: 'CAP', voucher: capped })).toMatchObject({
      so_tien_giam: 100_000,
    });
    expect(
      applyVoucher({ ...base, code: 'N', voucher: { ma: 'N', ty_le: 50, so_tien_max: 0 } }),
    ).toMatchObject({
      so_tien_giam: 250_000,
    });
    const big = { ma: 'BIG', so_tien: 900_000 };
    expect(
      applyVoucher({ ...base, amount: 200_000, lineDiscount: 50_000, code: 'BIG', voucher: big }),
    ).toMatchObject({
      so_tien_giam: 150_000,
    });
    expect(
      applyVoucher({
        ...base,
        amount: 200_000,
        lineDiscount: 50_000,
        alreadyReduced: 150_000,
        code: 'BIG',
        voucher: big,
      }),
    ).toMatchObject({ ok: true, so_tien_giam: 0 });
  });

  it('compares codes trimmed and case-insensitively', () => {
    expect(normaliseVoucherCode(' giam10 ')).toBe('GIAM10');
  });
});

describe('applyVouchers', () => {
  it('never reduces more than amount minus line discounts, and refuses a repeated code', () => {
    const { results, tien_evoucher } = applyVouchers({
      amount: 300_000,
      lineDiscount: 100_000,
      now,
      entries: [
        { code: 'A', voucher: { ma: 'A', so_tien: 150_000 } },
        { code: 'a', voucher: { ma: 'A', so_tien: 150_000 } },
        { code: 'B', voucher: { ma: 'B', so_tien: 150_000 } },
        { code: 'C', voucher: undefined },
      ],
    });
    expect(results).toEqual([
      { ok: true, ma: 'A', so_tien_giam: 150_000 },
      { ok: false, code: 'VOUCHER_DUPLICATE' },
      { ok: true, ma: 'B', so_tien_giam: 50_000 },
      { ok: false, code: 'VOUCHER_NOT_FOUND_OR_EXPIRED' },
    ]);
    expect(tien_evoucher).toBe(200_000);
  });

  const voucherArb = fc.record({
    ma: fc.constantFrom('A', 'B', 'C', 'D'),
    ty_le: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: undefined }),
    so_tien: fc.option(fc.integer({ min: 0, max: 2_000_000 }), { nil: undefined }),
    so_tien_max: fc.option(fc.integer({ min: 0, max: 500_000 }), { nil: undefined }),
    gt_don_hang_toi_thieu: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
  });
  const draftArb = fc
    .tuple(fc.integer({ min: 0, max: 20_000_000 }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([amount, share]) => ({ amount, lineDiscount: Math.floor(amount * share) }));

  it('property: the vouchers of a draft never reduce more than amount minus line discounts', () => {
    fc.assert(
      fc.property(draftArb, fc.array(voucherArb, { maxLength: 6 }), (draft, vouchers) => {
        const entries = vouchers.map((voucher) => ({ code: voucher.ma, voucher }));
        const { results, tien_evoucher } = applyVouchers({ ...draft, now, entries });
        expect(results).toHaveLength(entries.length);
        expect(tien_evoucher).toBeLessThanOrEqual(draft.amount - draft.lineDiscount);
        let sum = 0;
        for (const result of results) {
          if (!result.ok) continue;
          expect(Number.isSafeInteger(result.so_tien_giam)).toBe(true);
          expect(result.so_tien_giam).toBeGreaterThanOrEqual(0);
          sum += result.so_tien_giam;
        }
        expect(sum).toBe(tien_evoucher);
      }),
    );
  });

  it('property: one reduction never exceeds its cap, its own value or the subtotal', () => {
    fc.assert(
      fc.property(draftArb, voucherArb, (draft, voucher) => {
        const result = applyVoucher({ ...draft, now, code: voucher.ma, voucher });
        if (!result.ok) return;
        const subtotal = draft.amount - draft.lineDiscount;
        expect(result.so_tien_giam).toBeLessThanOrEqual(subtotal);
        if (voucher.so_tien_max) expect(result.so_tien_giam).toBeLessThanOrEqual(voucher.so_tien_max);
        if (!voucher.ty_le) expect(result.so_tien_giam).toBeLessThanOrEqual(voucher.so_tien ?? 0);
        expect(subtotal).toBeGreaterThanOrEqual(voucher.gt_don_hang_toi_thieu ?? 0);
      }),
    );
  });
});
