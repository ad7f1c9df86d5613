import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { apiQuery } from '@/lib/api-query';
import type { Language } from '@/lib/language';

/** Customer policy pages live under /chinh-sach, guides under /huong-dan (ecompages.loai). */
export type PageType = 'chinh-sach' | 'huong-dan';

/** A content page (collection ecompages): one document per language, linked by `nhom`. */
export type ContentPage = {
  _id: string;
  slug: string;
  nhom?: string | null;
  ngon_ngu: Language;
  loai: PageType;
  title: string;
  content?: string | null;
  sst?: number | null;
};

/**
 * The page of type `loai` known by `slug` in either language, shown in `language`. Slugs differ
 * per language (chinh-sach-bao-mat / privacy-policy) and `nhom` links the translations, so a link
 * in one language keeps working after switching to the other. null when no such page exists; the
 * page itself when it has no translation.
 */
async function fetchPage(loai: PageType, slug: string, language: Language): Promise<ContentPage | null> {
  const client = await getApiClient();
  const found = await client.list<ContentPage>('ecompages', {
    q: { loai, $or: [{ slug }, { nhom: slug }] },
    limit: 10,
  });
  const page = found.find((item) => item.slug === slug) ?? found[0];
  if (!page) return null;
  const group = page.nhom || page.slug;
  const inGroup = (item: ContentPage) => (item.nhom || item.slug) === group;
  const translated = found.find((item) => inGroup(item) && item.ngon_ngu === language);
  if (translated) return translated;
  const [other] = await client.list<ContentPage>('ecompages', {
    q: { loai, nhom: group, ngon_ngu: language },
    limit: 1,
  });
  return other ?? page;
}

export const pageQueries = {
  all: () => ['pages'] as const,
  detail: (loai: PageType, slug: string, language: Language) =>
    queryOptions({
      queryKey: [...pageQueries.all(), 'detail', { loai, slug, language }] as const,
      queryFn: () => fetchPage(loai, slug, language),
    }),
  /** The pages of a type in one language, in their display order, without bodies. */
  list: (loai: PageType, language: Language) =>
    apiQuery([...pageQueries.all(), 'list', { loai, language }], (client) =>
      client.list<ContentPage>('ecompages', {
        q: { loai, ngon_ngu: language },
        sort: { sst: 1 },
        limit: 20,
        fields: ['slug', 'title', 'loai', 'ngon_ngu', 'nhom', 'sst'],
      }),
    ),
};
