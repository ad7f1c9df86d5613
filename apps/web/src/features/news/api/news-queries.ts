import type { NewsArticle, NewsCategory } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '../../../lib/api';
import type { Language } from '../../../lib/language';

/** A news document as the pages use it: the schema's fields plus the seed's display fields. */
export type NewsItem = NewsArticle & {
  _id: string;
  summary?: string | null;
  content?: string | null;
  picture?: string | null;
  date_created?: string | null;
};

/** The loai_tin_tuc of job postings, which share the news collection. */
export const JOB_CATEGORY = 'tuyen-dung';

/** SPEC §7 "Site queries": the news list is page 1, limit 100, isnews false, shared, in one language. */
const NEWS_LIMIT = 100;

export const newsQueries = {
  all: () => ['news'] as const,
  lists: () => [...newsQueries.all(), 'list'] as const,
  /** Articles of one language (and category), newest first; without their bodies. */
  list: (language: Language, category?: NewsCategory) =>
    queryOptions({
      queryKey: [...newsQueries.lists(), { language, category: category ?? null }] as const,
      queryFn: async () =>
        (await getApiClient()).list<NewsItem>('news', {
          q: {
            isnews: false,
            shared: true,
            ngon_ngu: language,
            loai_tin_tuc: category ?? { $ne: JOB_CATEGORY },
          },
          sort: { date_created: -1, sst: 1 },
          limit: NEWS_LIMIT,
          notfields: ['content'],
        }),
    }),
  /** One article by slug in one language (SPEC §7: news detail by slug and ngon_ngu); null if none. */
  detail: (slug: string, language: Language) =>
    queryOptions({
      queryKey: [...newsQueries.all(), 'detail', { slug, language }] as const,
      queryFn: async () => {
        const [article] = await (await getApiClient()).list<NewsItem>('news', {
          q: { slug, ngon_ngu: language },
          limit: 1,
        });
        return article ?? null;
      },
    }),
};
