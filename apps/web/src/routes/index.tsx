import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { type ProductListParams, productQueries } from '../features/catalog/api/product-queries';
import { ProductGrid } from '../features/catalog/components/product-grid';
import { SHOP_NAME } from '../lib/site';

// Featured products first, then by code: a stable order for the home page.
const HOME_PRODUCTS: ProductListParams = { limit: 12, sort: { noi_bat: -1, ma_vt: 1 } };

export const Route = createFileRoute('/')({
  // Starts the request alongside the route chunk; the grid shows its skeleton until data arrives.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(productQueries.list(HOME_PRODUCTS));
  },
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  return (
    <>
      <title>{t`${SHOP_NAME} — Trà, cà phê và nông sản Việt`}</title>
      <section className="border-leaf-100 border-b bg-gradient-to-b from-leaf-50 to-cream-50">
        <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
          <p className="font-semibold text-guava-700 text-sm uppercase tracking-wider">
            <Trans>Từ nông trại Việt đến tận nhà bạn</Trans>
          </p>
          <h1 className="mt-2 max-w-2xl font-bold text-3xl text-leaf-900 leading-tight sm:text-4xl">
            <Trans>Trà, cà phê và nông sản Việt</Trans>
          </h1>
          <p className="mt-3 max-w-2xl text-coffee-700 sm:text-lg">
            <Trans>
              Chọn từ vườn chè, nương cà phê và những cánh đồng ổi, giao tận nhà trên khắp Việt Nam.
            </Trans>
          </p>
        </div>
      </section>
      <section
        aria-labelledby="home-products"
        className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12"
      >
        <h2 id="home-products" className="font-bold text-2xl text-coffee-900">
          <Trans>Sản phẩm của chúng tôi</Trans>
        </h2>
        <div className="mt-5 sm:mt-6">
          <ProductGrid params={HOME_PRODUCTS} />
        </div>
      </section>
    </>
  );
}
