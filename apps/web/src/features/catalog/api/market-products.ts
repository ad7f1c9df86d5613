import type { ProductMarket } from '@shop/domain/catalogue';
import type { QueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { type SeoMatch, seoPage } from '@/lib/seo/seo-page';
import { categoryHead, productListItems } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';
import { marketProductsParams } from '../lib/catalog-params';
import { MARKET_TITLES, marketIntro } from '../lib/category-intro';
import { productQueries } from './product-queries';
import { loadProductList } from './promotion-queries';

// A market route's (/noi-dia, /xuat-khau) loader and head. Apart from the page's module, so the
// route's loader stays small.

/** Its products start loading with the route, and the page shows its skeleton until they come. */
export function loadMarketProducts(queryClient: QueryClient, market: ProductMarket) {
  return loadProductList(queryClient, productQueries.list(marketProductsParams(market)));
}

/** The market's title and intro, and its products as an ItemList. */
export function marketHead(
  match: SeoMatch,
  market: ProductMarket,
  products: Parameters<typeof productListItems>[0] | null | undefined,
) {
  const page = seoPage(match, useLanguageStore.getState().language);
  return categoryHead(page, {
    title: i18n._(MARKET_TITLES[market]),
    description: marketIntro(i18n, market, page.brand),
    items: productListItems(products ?? [], page.language),
  });
}
