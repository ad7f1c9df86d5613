import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { productQueries } from '../features/catalog/api/product-queries';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { SHOP_NAME } from '../lib/site';

const HOME_PRODUCTS = { limit: 12, sort: { noi_bat: -1, ma_vt: 1 } } as const;

export const Route = createFileRoute('/')({
  // Start the request with the route chunk; the grid shows its skeleton until the data arrives.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productQueries.list(HOME_PRODUCTS));
  },
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <title>{t`${SHOP_NAME} — Trà, cà phê và nông sản Việt`}</title>
      <section aria-labelledby="home-products-heading">
        <p className="font-semibold text-guava-600 text-sm uppercase tracking-wider">
          <Trans>Trà, cà phê và nông sản Việt</Trans>
        </p>
        <h1 id="home-products-heading" className="mt-2 font-bold text-2xl text-coffee-900 sm:text-3xl">
          <Trans>Sản phẩm của chúng tôi</Trans>
        </h1>
        <p className="mt-2 max-w-2xl text-coffee-700">
          <Trans>Chọn từ vườn chè, nương cà phê và những cánh đồng ổi, giao tận nhà trên khắp Việt Nam.</Trans>
        </p>
        <div className="mt-6 sm:mt-8">
          <ProductGrid params={HOME_PRODUCTS} />
        </div>
      </section>
    </div>
  );
}
