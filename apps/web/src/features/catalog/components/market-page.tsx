import { useLingui } from '@lingui/react/macro';
import type { ProductMarket } from '@shop/domain/catalogue';
import { useShopName } from '@/lib/site';
import { marketProductsParams } from '../lib/catalog-params';
import { MARKET_TITLES, marketIntro } from '../lib/category-intro';
import { CatalogPage } from './catalog-page';

/** /noi-dia and /xuat-khau: the products of one market, without the category tabs. */
export function MarketPage({ market }: { market: ProductMarket }) {
  const { i18n } = useLingui();
  const shopName = useShopName();
  return (
    <CatalogPage
      title={i18n._(MARKET_TITLES[market])}
      intro={marketIntro(i18n, market, shopName)}
      params={marketProductsParams(market)}
      showCategories={false}
    />
  );
}
