import type { Locale } from '../primitives/locale.js';

/** The option of a line or a variant of a product: colour/type and size, each with an English text. */
export interface VariantNames {
  readonly gia_tri_bien_the_1?: string | null | undefined;
  readonly gia_tri_bien_the_1_eng?: string | null | undefined;
  readonly gia_tri_bien_the_2?: string | null | undefined;
  readonly gia_tri_bien_the_2_eng?: string | null | undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * A variant as every screen, printout, export and mail names it beside the product's name:
 * colour/type then size, joined by ' / ' ('Xanh / 100g', 'Đỏ / L'), in English where an English
 * text was written; '' for a line bought without a variant (thuoc_tinh null or empty).
 */
export function variantLabel(option: VariantNames | null | undefined, locale: Locale = 'vi'): string {
  if (!option) return '';
  const pick = (vi: unknown, en: unknown) => (locale === 'en' && text(en)) || text(vi);
  return [
    pick(option.gia_tri_bien_the_1, option.gia_tri_bien_the_1_eng),
    pick(option.gia_tri_bien_the_2, option.gia_tri_bien_the_2_eng),
  ]
    .filter(Boolean)
    .join(' / ');
}

/**
 * A line's product name with its variant, 'Trà ô long (Xanh / 100g)', the product's English name
 * in English when there is one; the code when the line has no name.
 */
export function lineNameWithVariant(
  line: {
    readonly ma_vt?: string | null | undefined;
    readonly ten_vt?: string | null | undefined;
    readonly ten_vt_eng?: string | null | undefined;
    readonly thuoc_tinh?: VariantNames | null | undefined;
  },
  locale: Locale = 'vi',
): string {
  const name = (locale === 'en' && text(line.ten_vt_eng)) || text(line.ten_vt) || text(line.ma_vt);
  const variant = variantLabel(line.thuoc_tinh, locale);
  return variant ? `${name} (${variant})` : name;
}
