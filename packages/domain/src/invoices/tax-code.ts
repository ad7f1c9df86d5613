/**
 * Vietnamese tax codes (mã số thuế, MST) of enterprises (decision 065): 10 digits, or 13 for a
 * branch written 'NNNNNNNNNN-NNN' (its first ten are the parent's). The first two digits are a
 * province code (never 00), the next seven a sequence (never 0000000), the tenth checks the nine
 * before it, and a branch number is 001..999.
 */

/** The weights of the first nine digits in the check digit's sum (modulo 11). */
export const TAX_CODE_WEIGHTS = [31, 29, 23, 19, 17, 13, 7, 5, 3] as const;

export type TaxCodeRefusal = 'TAX_CODE_REQUIRED' | 'TAX_CODE_FORMAT' | 'TAX_CODE_CHECK_DIGIT';

export type TaxCodeDecision = { ok: true; taxCode: string } | { ok: false; code: TaxCodeRefusal };

/**
 * The check digit of nine digits: 10 − (Σ digit × weight mod 11). null when that is 10 (the
 * tax office issues no code with such a sequence: no tenth digit can check it).
 */
export function taxCodeCheckDigit(nineDigits: string): number | null {
  let sum = 0;
  TAX_CODE_WEIGHTS.forEach((weight, index) => {
    sum += Number(nineDigits[index]) * weight;
  });
  const digit = 10 - (sum % 11);
  return digit === 10 ? null : digit;
}

/**
 * A typed tax code checked and written in its standard form: spaces, dots and dashes are
 * ignored, then 10 digits give 'NNNNNNNNNN' and 13 give 'NNNNNNNNNN-NNN'. Refusals: empty
 * (TAX_CODE_REQUIRED), not 10 or 13 digits, province 00, sequence 0000000 or branch 000
 * (TAX_CODE_FORMAT), a tenth digit that does not check the nine before it (TAX_CODE_CHECK_DIGIT).
 */
export function checkTaxCode(input: string): TaxCodeDecision {
  const compact = input.replace(/[\s.-]/g, '');
  if (compact === '') return { ok: false, code: 'TAX_CODE_REQUIRED' };
  if (!/^(\d{10}|\d{13})$/.test(compact)) return { ok: false, code: 'TAX_CODE_FORMAT' };
  const province = compact.slice(0, 2);
  const sequence = compact.slice(2, 9);
  const branch = compact.slice(10);
  if (province === '00' || sequence === '0000000' || branch === '000')
    return { ok: false, code: 'TAX_CODE_FORMAT' };
  if (taxCodeCheckDigit(compact) !== Number(compact[9])) return { ok: false, code: 'TAX_CODE_CHECK_DIGIT' };
  return { ok: true, taxCode: branch ? `${compact.slice(0, 10)}-${branch}` : compact };
}

/** Whether the text is a valid tax code (see {@link checkTaxCode}). */
export function isTaxCode(input: string): boolean {
  return checkTaxCode(input).ok;
}
