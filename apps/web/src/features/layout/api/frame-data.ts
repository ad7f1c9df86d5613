import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@/lib/language';
import { companyQueries } from '@/lib/company';
import { productCategoriesModule } from '@/lib/product-categories-module';
import { FOOTER_PAGE_KINDS, type FooterPageKind, footerPageQueries } from './footer-page-queries';

/**
 * The data of the shop's frame on every page: the footer's policy and guide links, the company
 * details and the product categories (the menu's, decision 030). The root route awaits it, so a page rendered on the server holds its whole footer
 * (decision 022). Never rejects: the footer shows what it has.
 */
export async function prefetchFrame(queryClient: QueryClient, language: Language): Promise<void> {
  const kinds = Object.keys(FOOTER_PAGE_KINDS) as FooterPageKind[];
  await Promise.all([
    ...kinds.map((kind) => queryClient.prefetchQuery(footerPageQueries.list(kind, language))),
    queryClient.prefetchQuery(companyQueries.info()),
    // Loaded beside the first script, not in it (the first screen's menu shows no category).
    productCategoriesModule().then(({ categoryQueries }) =>
      queryClient.prefetchQuery(categoryQueries.list()),
    ),
  ]);
}
