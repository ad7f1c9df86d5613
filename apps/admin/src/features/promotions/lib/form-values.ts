import { moneyInputOrNaN } from '@shop/domain/primitives';
import { toVietnamInputValue } from '@shop/domain/promotions';

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

/** The number fields (`keys`) of a form's values, read with typedNumber: a body's numbers. */
export function typedNumbers<TValues extends Record<TKey, string>, TKey extends keyof TValues>(
  values: TValues,
  keys: readonly TKey[],
): Record<TKey, number | null> {
  return Object.fromEntries(keys.map((key) => [key, typedNumber(values[key])])) as Record<
    TKey,
    number | null
  >;
}

/** A stored number as a form's text ('' when missing). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/** A stored item's window as a form's values: its start and end typed in Vietnam time. */
export function windowValues(
  item: { hieu_luc_tu?: string | null; hieu_luc_den?: string | null } | undefined,
) {
  return {
    hieu_luc_tu: toVietnamInputValue(item?.hieu_luc_tu),
    hieu_luc_den: toVietnamInputValue(item?.hieu_luc_den),
  };
}
