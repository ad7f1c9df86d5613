import { ID_PREFIX, seedId } from '../ids.js';
import type { AddOnData, IsoDateString, Language, NewsArticle, NewsCategoryCode } from '../types.js';

export interface NewsText {
  title: string;
  summary: string;
  paragraphs: string[];
  add_on_data: AddOnData[];
}

export interface NewsDef {
  slug: string;
  loai_tin_tuc: NewsCategoryCode;
  date_created: IsoDateString;
  vi: NewsText;
  en: NewsText;
}

const LANGUAGES: Language[] = ['vi', 'en'];

export function toHtml(paragraphs: string[]): string {
  return paragraphs.map((text) => `<p>${text}</p>`).join('\n');
}

/**
 * Expands each definition into a Vietnamese and an English document with the same slug and
 * `sst` (the position in `defs`); ids are news serials 2k-1 (vi) and 2k (en).
 */
export function defineNews(defs: NewsDef[]): NewsArticle[] {
  return defs.flatMap((def, index) =>
    LANGUAGES.map((language, k): NewsArticle => {
      const text = def[language];
      return {
        _id: seedId(ID_PREFIX.news, index * 2 + k + 1),
        slug: def.slug,
        ngon_ngu: language,
        loai_tin_tuc: def.loai_tin_tuc,
        isnews: false,
        shared: true,
        sst: index + 1,
        title: text.title,
        summary: text.summary,
        content: toHtml(text.paragraphs),
        picture: `/images/news/${def.slug}.svg`,
        date_created: def.date_created,
        add_on_data: text.add_on_data,
      };
    }),
  );
}
