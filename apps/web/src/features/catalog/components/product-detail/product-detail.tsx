import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePurchaseHref } from '@/lib/afflink';
import { usePageMeta } from '@/lib/head';
import { AppLink } from '@/ui/app-link';
import { PageErrorState } from '@/ui/error-state';
import { NotFoundNotice } from '@/ui/not-found';
import { useLanguageStore } from '@/stores/language-store';
import { productQueries } from '../../api/product-queries';
import { getProductName } from '../../lib/product-text';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { type ProductActionsProps, ProductSummary } from './product-summary';

export type ProductDetailProps = ProductActionsProps & { maVt: string };

/** The product page: loading, not found and failure states around the product's summary. */
export function ProductDetail({ maVt, ...actions }: ProductDetailProps) {
  const { t } = useLingui();
  const purchaseHref = usePurchaseHref();
  const query = useQuery(productQueries.detail(maVt));
  const product = query.data;
  const language = useLanguageStore((state) => state.language);
  // The page owns the title: a child's effect would run first and be overwritten by the parent's.
  const description = product
    ? language === 'en' && product.mo_ta_eng
      ? product.mo_ta_eng
      : product.mo_ta
    : '';
  usePageMeta(
    product ? getProductName(product, language) : product === null ? t`Không tìm thấy sản phẩm` : undefined,
    description.slice(0, 160) || undefined,
  );

  if (query.isPending) return <ProductDetailSkeleton />;
  if (query.isError) return <PageErrorState title={<Trans>Không tải được sản phẩm</Trans>} query={query} />;
  if (!product) {
    return (
      <NotFoundNotice
        title={<Trans>Không tìm thấy sản phẩm</Trans>}
        action={
          <AppLink
            href={purchaseHref}
            className="mt-6 inline-flex min-h-11 items-center rounded-full bg-leaf-700 px-5 font-semibold text-white hover:bg-leaf-800"
          >
            <Trans>Xem các sản phẩm khác</Trans>
          </AppLink>
        }
      >
        <Trans>Sản phẩm có mã {maVt} không còn được bán hoặc đường dẫn chưa đúng.</Trans>
      </NotFoundNotice>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-4 sm:px-6 md:py-8">
      <nav aria-label={t`Đường dẫn`} className="mb-4 text-coffee-600 text-sm">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-leaf-700 hover:underline">
              <Trans>Trang chủ</Trans>
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <AppLink href={purchaseHref} className="hover:text-leaf-700 hover:underline">
              <Trans>Mua hàng</Trans>
            </AppLink>
          </li>
        </ol>
      </nav>
      <ProductSummary key={product._id} product={product} {...actions} />
    </div>
  );
}
