import { describe, expect, it } from 'vitest';
import { isDraftOfCart } from './draft-freshness';

const tea = { ma_vt: 'TRA-001', sl_xuat: 2, thuoc_tinh: { _id: 'v1' } };
const coffee = { ma_vt: 'CPH-004', sl_xuat: 1, thuoc_tinh: null };

describe('isDraftOfCart', () => {
  it('is true for the same lines in any order', () => {
    expect(isDraftOfCart([tea, coffee], [coffee, tea])).toBe(true);
    expect(isDraftOfCart([], [])).toBe(true);
  });

  it('is false once the cart changed: a quantity, an option, a line more or less', () => {
    expect(isDraftOfCart([tea, coffee], [{ ...tea, sl_xuat: 3 }, coffee])).toBe(false);
    expect(isDraftOfCart([tea], [{ ...tea, thuoc_tinh: { _id: 'v2' } }])).toBe(false);
    expect(isDraftOfCart([tea], [tea, coffee])).toBe(false);
    expect(isDraftOfCart([tea, coffee], [tea])).toBe(false);
  });
});
