import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { usePurchaseHref } from '@/lib/afflink';
import { usePageMeta } from '@/lib/head';
import { AppLink } from '@/ui/app-link';
import type { ProductListParams } from '../api/product-queries';
import { CategoryNav } from './category-nav';
import { ProductGrid } from './product-grid';

type CatalogPageProps = {
  title: string;
  intro: string;
  params: ProductListParams;
  /** Category pages show the category chips; market pages do not need them. */
  showCategories?: boolean;
  eyebrow?: ReactNode;
};

/** A showcase page of products: /san-pham, its categories, /noi-dia and /xuat-khau. */
export function CatalogPage({ title, intro, params, showCategories = true, eyebrow }: CatalogPageProps) {
  usePageMeta(title, intro);
  const purchaseHref = usePurchaseHref();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="max-w-3xl">
        {eyebrow ? (
          <p className="font-semibold text-guava-700 text-sm uppercase tracking-wider">{eyebrow}</p>
        ) : null}
        <h1 className="mt-1 font-bold text-3xl text-leaf-900 leading-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-coffee-700 sm:text-lg">{intro}</p>
      </header>
      {showCategories ? (
        <div className="mt-5">
          <CategoryNav />
        </div>
      ) : null}
      <div className="mt-6">
        <ProductGrid
          params={params}
          empty={
            <div className="rounded-2xl border border-leaf-200 border-dashed bg-white p-8 text-center text-coffee-700">
              <p>
                <Trans>Danh mục này đang được bổ sung sản phẩm.</Trans>
              </p>
              <AppLink
                href={purchaseHref}
                className="mt-3 inline-block font-semibold text-leaf-700 underline"
              >
                <Trans>Xem tất cả sản phẩm đang bán</Trans>
              </AppLink>
            </div>
          }
        />
      </div>
    </div>
  );
}
