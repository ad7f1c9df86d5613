import { moneyInputOrNaN } from '@shop/domain/primitives';

/**
 * A number typed in a form: '' gives null (an empty optional field), '30.000' or '30 000' give
 * 30000 (the thousands separators people type, read by the domain's parseMoneyInput), anything else that is not a number gives NaN,
 * which the domain schema refuses with the field's message.
 */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return moneyInputOrNaN(trimmed);
}

/** A stored number as a form's text ('' when missing). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
