import { FOOTER_LIST_LIMIT, FOOTER_PAGE_KINDS, type FooterPageKind } from '@shop/domain/content';
import { apiQuery } from '@/lib/api-query';
import type { Language } from '@/lib/language';

// The footer's page kinds and limit are the domain's: the console orders these very pages (decision 026).
export { FOOTER_LIST_LIMIT, FOOTER_PAGE_KINDS, type FooterPageKind } from '@shop/domain/content';

export type FooterPage = { _id: string; slug: string; title: string };

/** Policy and guide links of the footer, in the page language, in the shop's order (sst). */
export const footerPageQueries = {
  all: () => ['ecompages', 'footer'] as const,
  list: (kind: FooterPageKind, language: Language) =>
    apiQuery([...footerPageQueries.all(), kind, language], (client) =>
      client.list<FooterPage>('ecompages', {
        q: { ten_loai: FOOTER_PAGE_KINDS[kind].typeName, ngon_ngu: language },
        sort: { sst: 1 },
        fields: ['_id', 'slug', 'title'],
        limit: FOOTER_LIST_LIMIT,
      }),
    ),
};
