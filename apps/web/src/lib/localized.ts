import type { Language } from './language';

/** A product's name in `language`; the Vietnamese one when no English name was entered. */
export function localizedName(
  item: { ten_vt?: string | null; ten_vt_eng?: string | null },
  language: Language,
): string {
  return (language === 'en' && item.ten_vt_eng ? item.ten_vt_eng : item.ten_vt) ?? '';
}

/** A server-named value (status, payment method) in `language`, falling back to Vietnamese. */
export function localizedLabel(
  vi: string | null | undefined,
  en: string | null | undefined,
  language: Language,
) {
  return (language === 'en' && en ? en : vi) ?? '';
}
