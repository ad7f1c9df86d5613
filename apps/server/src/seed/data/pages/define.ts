import { ID_PREFIX, seedId } from '../ids.js';
import type { ContentPage, Language, PageType } from '../types.js';

export interface PageText {
  slug: string;
  title: string;
  /** HTML blocks, joined with line breaks. */
  blocks: string[];
}

export interface PageDef {
  vi: PageText;
  en: PageText;
}

export const p = (text: string): string => `<p>${text}</p>`;
export const h = (text: string): string => `<h3>${text}</h3>`;
export const ul = (items: string[]): string => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

const TYPE_NAMES: Readonly<
  Record<PageType, { ten_loai: ContentPage['ten_loai']; ten_loai_eng: ContentPage['ten_loai_eng'] }>
> = {
  'chinh-sach': { ten_loai: 'Chính sách khách hàng', ten_loai_eng: 'Customer policy' },
  'huong-dan': { ten_loai: 'Hướng dẫn', ten_loai_eng: 'Guides' },
};

const LANGUAGES: Language[] = ['vi', 'en'];

/**
 * Expands page definitions into one document per language. `nhom` (the Vietnamese slug) links
 * the translations; `sst` is the position in `defs`; ids continue from `firstSerial`.
 */
export function definePages(loai: PageType, defs: PageDef[], firstSerial: number): ContentPage[] {
  return defs.flatMap((def, index) =>
    LANGUAGES.map(
      (language, k): ContentPage => ({
        _id: seedId(ID_PREFIX.page, firstSerial + index * 2 + k),
        slug: def[language].slug,
        nhom: def.vi.slug,
        ngon_ngu: language,
        loai,
        ...TYPE_NAMES[loai],
        title: def[language].title,
        content: def[language].blocks.join('\n'),
        sst: index + 1,
        shared: true,
      }),
    ),
  );
}
