import { createFileRoute } from '@tanstack/react-router';
import { loadMarketProducts } from '@/features/catalog/api/market-products';
import { MarketPage } from '@/features/catalog/components/market-page';
import { CatalogPageSkeleton } from '@/features/catalog/components/product-grid-skeleton';
import { MARKET_TITLES, marketIntro } from '@/features/catalog/lib/category-intro';
import { i18n } from '@/lib/i18n';
import { seoPage } from '@/lib/seo/seo-page';
import { categoryHead, productListItems } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';
import { withPromotions } from '@/features/catalog/api/promotion-queries';

export const Route = createFileRoute('/noi-dia')({
  loader: ({ context }) =>
    withPromotions(context.queryClient, loadMarketProducts(context.queryClient, 'noi-dia')),
  head: ({ match, loaderData }) => {
    const page = seoPage(match, useLanguageStore.getState().language);
    return categoryHead(page, {
      title: i18n._(MARKET_TITLES['noi-dia']),
      description: marketIntro(i18n, 'noi-dia', page.brand),
      items: productListItems(loaderData ?? [], page.language),
    });
  },
  pendingComponent: CatalogPageSkeleton,
  component: () => <MarketPage market="noi-dia" />,
});
