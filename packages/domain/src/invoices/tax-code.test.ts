import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTaxCode, isTaxCode, taxCodeCheckDigit } from './tax-code.js';

/** Nine digits with a province other than 00, a sequence other than 0000000 and a check digit. */
const validTen = fc
  .tuple(fc.integer({ min: 1, max: 99 }), fc.integer({ min: 1, max: 9_999_999 }))
  .map(([province, sequence]) => `${String(province).padStart(2, '0')}${String(sequence).padStart(7, '0')}`)
  .filter((nine) => taxCodeCheckDigit(nine) !== null)
  .map((nine) => `${nine}${taxCodeCheckDigit(nine)}`);

describe('checkTaxCode (decision 065)', () => {
  it('accepts tax codes in use and writes them in the standard form', () => {
    expect(checkTaxCode('0314409058')).toEqual({ ok: true, taxCode: '0314409058' });
    expect(checkTaxCode('0100233488')).toEqual({ ok: true, taxCode: '0100233488' });
    expect(checkTaxCode('0312687878-001')).toEqual({ ok: true, taxCode: '0312687878-001' });
    expect(checkTaxCode(' 0312687878 001 ')).toEqual({ ok: true, taxCode: '0312687878-001' });
  });

  it('refuses an empty text, a wrong length or parts that are never issued', () => {
    expect(checkTaxCode('  ')).toEqual({ ok: false, code: 'TAX_CODE_REQUIRED' });
    expect(checkTaxCode('031440905')).toEqual({ ok: false, code: 'TAX_CODE_FORMAT' });
    expect(checkTaxCode('031440905812')).toEqual({ ok: false, code: 'TAX_CODE_FORMAT' });
    expect(checkTaxCode('03144090AB')).toEqual({ ok: false, code: 'TAX_CODE_FORMAT' });
    expect(checkTaxCode('0312687878-000')).toEqual({ ok: false, code: 'TAX_CODE_FORMAT' });
    expect(checkTaxCode('0000000019')).toEqual({ ok: false, code: 'TAX_CODE_FORMAT' });
    expect(checkTaxCode('0314409059')).toEqual({ ok: false, code: 'TAX_CODE_CHECK_DIGIT' });
    expect(isTaxCode('0314409059')).toBe(false);
  });

  it('accepts every code whose tenth digit checks the nine before it, with or without a branch', () => {
    fc.assert(
      fc.property(
        validTen,
        fc.option(fc.integer({ min: 1, max: 999 }), { nil: undefined }),
        (ten, branch) => {
          const code = branch === undefined ? ten : `${ten}-${String(branch).padStart(3, '0')}`;
          expect(checkTaxCode(code)).toEqual({ ok: true, taxCode: code });
        },
      ),
    );
  });

  it('refuses every code with one of its first ten digits mistyped', () => {
    fc.assert(
      fc.property(validTen, fc.nat(9), fc.integer({ min: 1, max: 9 }), (ten, position, shift) => {
        const digits = [...ten];
        digits[position] = String((Number(digits[position]) + shift) % 10);
        expect(isTaxCode(digits.join(''))).toBe(false);
      }),
    );
  });
});
