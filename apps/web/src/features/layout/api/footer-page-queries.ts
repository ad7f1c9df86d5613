import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import type { Language } from '@/lib/language';

/** SPEC §2 Footer and §9: up to 5 links of each kind. */
export const FOOTER_LIST_LIMIT = 5;

/** The two kinds of footer pages, by their type name (ten_loai) and the route that shows them. */
export const FOOTER_PAGE_KINDS = {
  policy: { typeName: 'Chính sách khách hàng', basePath: '/chinh-sach' },
  guide: { typeName: 'Hướng dẫn', basePath: '/huong-dan' },
} as const;
export type FooterPageKind = keyof typeof FOOTER_PAGE_KINDS;

export type FooterPage = { _id: string; slug: string; title: string };

/** Policy and guide links of the footer, in the page language, in the shop's order (sst). */
export const footerPageQueries = {
  all: () => ['ecompages', 'footer'] as const,
  list: (kind: FooterPageKind, language: Language) =>
    queryOptions({
      queryKey: [...footerPageQueries.all(), kind, language] as const,
      queryFn: async () => {
        const client = await getApiClient();
        return client.list<FooterPage>('ecompages', {
          q: { ten_loai: FOOTER_PAGE_KINDS[kind].typeName, ngon_ngu: language },
          sort: { sst: 1 },
          fields: ['_id', 'slug', 'title'],
          limit: FOOTER_LIST_LIMIT,
        });
      },
    }),
};
