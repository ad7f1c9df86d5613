import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cartLineKey,
  cartLineUnitPrice,
  FLASH_SALE_CAMPAIGN,
  hasPromotionBadge,
  isFlashSale,
  isOutOfStock,
  isSameCartLine,
  mergeCartLine,
  mergeCartLines,
  showsStrikeThroughRetail,
} from './cart-line.js';

interface Line {
  ma_vt: string;
  id_app?: string | undefined;
  thuoc_tinh?: { _id: string } | undefined;
  sl_xuat: number;
}

const tea: Line = { ma_vt: 'TRA-01', id_app: 'app', thuoc_tinh: { _id: 'v-500g' }, sl_xuat: 1 };

describe('cart line identity', () => {
  it('is the product code, the app and the attribute id', () => {
    const more: Line = { ...tea, sl_xuat: 4 };
    expect(isSameCartLine(tea, more)).toBe(true);
    expect(isSameCartLine(tea, { ...tea, thuoc_tinh: { _id: 'v-1kg' } })).toBe(false);
    expect(isSameCartLine(tea, { ...tea, ma_vt: 'TRA-02' })).toBe(false);
    expect(isSameCartLine(tea, { ...tea, id_app: 'other' })).toBe(false);
  });

  it('treats a missing, null or empty app or attribute alike', () => {
    expect(cartLineKey({ ma_vt: 'A' })).toBe(cartLineKey({ ma_vt: 'A', id_app: null, thuoc_tinh: null }));
    expect(cartLineKey({ ma_vt: 'A', id_app: '' })).toBe(cartLineKey({ ma_vt: 'A' }));
    expect(cartLineKey({ ma_vt: 'A|B' })).not.toBe(cartLineKey({ ma_vt: 'A', id_app: 'B' }));
  });
});

describe('mergeCartLine', () => {
  it('adds the quantity to an identical line and keeps that line (SPEC §4)', () => {
    const cart = [{ ...tea, _id: 'line-1', sl_xuat: 2 }];
    const merged = mergeCartLine(cart, { ...tea, _id: 'new', sl_xuat: 3 });
    expect(merged).toEqual([{ ...tea, _id: 'line-1', sl_xuat: 5 }]);
    expect(cart[0]?.sl_xuat).toBe(2);
  });

  it('appends a line for another attribute', () => {
    const merged = mergeCartLine([tea], { ...tea, thuoc_tinh: { _id: 'v-1kg' } });
    expect(merged).toHaveLength(2);
  });

  it('collapses duplicates when merging several lines', () => {
    expect(mergeCartLines([], [tea, tea, { ...tea, ma_vt: 'B' }])).toEqual([
      { ...tea, sl_xuat: 2 },
      { ...tea, ma_vt: 'B' },
    ]);
  });

  const lineArb = fc.record({
    ma_vt: fc.constantFrom('A', 'B', 'C'),
    id_app: fc.constantFrom('app', undefined),
    thuoc_tinh: fc.option(fc.record({ _id: fc.constantFrom('x', 'y') }), { nil: undefined }),
    sl_xuat: fc.integer({ min: 1, max: 50 }),
  });
  const quantities = (lines: readonly Line[]) =>
    Object.fromEntries(
      [...new Set(lines.map(cartLineKey))].map((key) => [
        key,
        lines.filter((line) => cartLineKey(line) === key).reduce((sum, line) => sum + line.sl_xuat, 0),
      ]),
    );

  it('property: merging lines in any order gives the same cart', () => {
    fc.assert(
      fc.property(
        fc
          .array(lineArb, { maxLength: 12 })
          .chain((lines) =>
            fc.tuple(
              fc.constant(lines),
              fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
            ),
          ),
        ([lines, shuffled]) => {
          const a = mergeCartLines([], lines);
          const b = mergeCartLines([], shuffled);
          expect(quantities(a)).toEqual(quantities(b));
          expect(new Set(a.map(cartLineKey)).size).toBe(a.length);
        },
      ),
    );
  });

  it('property: merging keeps the total quantity and one line per identity', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        fc.array(lineArb, { maxLength: 6 }),
        (cart, incoming) => {
          const base = mergeCartLines([], cart);
          const merged = mergeCartLines(base, incoming);
          const total = (lines: readonly { sl_xuat: number }[]) =>
            lines.reduce((sum, line) => sum + line.sl_xuat, 0);
          expect(total(merged)).toBe(total(base) + total(incoming));
          expect(new Set(merged.map(cartLineKey)).size).toBe(merged.length);
        },
      ),
    );
  });
});

describe('display rules of a line', () => {
  it('shows the unit price as tien / sl_xuat', () => {
    expect(cartLineUnitPrice({ tien: 240_000, sl_xuat: 3 })).toBe(80_000);
    expect(cartLineUnitPrice({ tien: 100_000, sl_xuat: 3 })).toBe(33_333);
    expect(cartLineUnitPrice({ tien: 100_000, sl_xuat: 0 })).toBe(0);
    expect(cartLineUnitPrice({ sl_xuat: 2 })).toBe(0);
  });

  it("shows 'Khuyến mãi' and the struck-through retail price when tien_ck > 0", () => {
    expect(hasPromotionBadge({ tien_ck: 20_000 })).toBe(true);
    expect(hasPromotionBadge({ tien_ck: 0 })).toBe(false);
    expect(hasPromotionBadge({})).toBe(false);
    expect(showsStrikeThroughRetail({ tien_ck: 20_000, gia_ban_le: 100_000 })).toBe(true);
    expect(showsStrikeThroughRetail({ tien_ck: 0, gia_ban_le: 100_000 })).toBe(false);
    expect(showsStrikeThroughRetail({ tien_ck: 20_000 })).toBe(false);
  });

  it('shows out of stock when ton is falsy', () => {
    expect(isOutOfStock({ ton: 0 })).toBe(true);
    expect(isOutOfStock({ ton: null })).toBe(true);
    expect(isOutOfStock({})).toBe(true);
    expect(isOutOfStock({ ton: -2 })).toBe(true);
    expect(isOutOfStock({ ton: 3 })).toBe(false);
  });

  it('marks flash-sale lines by ma_cs', () => {
    expect(FLASH_SALE_CAMPAIGN).toBe('ecompromotion_flashsales');
    expect(isFlashSale({ discount: [{ ma_cs: 'other' }, { ma_cs: 'ecompromotion_flashsales' }] })).toBe(true);
    expect(isFlashSale({ discount: [{ ma_cs: 'KM-TET' }] })).toBe(false);
    expect(isFlashSale({ discount: null })).toBe(false);
  });
});
