import type { StockRow } from '@shop/domain/catalogue';
import type { Locale } from '@shop/domain/primitives';

/** A stock line's name in the console's language: the product, then its option's colour and size. */
export function lineName(row: StockRow, locale: Locale): string {
  const name = locale === 'en' ? row.ten_vt_eng || row.ten_vt : row.ten_vt;
  const label = locale === 'en' ? row.variant_label_eng || row.variant_label : row.variant_label;
  return label ? `${name} (${label})` : name;
}
