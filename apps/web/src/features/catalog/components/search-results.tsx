import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePurchaseHref } from '@/lib/afflink';
import { usePageMeta } from '@/lib/head';
import { AppLink } from '@/ui/app-link';
import { type KeywordSearch, keywordListParams, PAGE_LINK_ACTIVE } from '../lib/purchase-search';
import { CategoryNav } from './category-nav';
import { PagedProducts } from './paged-products';

const LINK = 'font-semibold text-leaf-700 underline underline-offset-2';

/** /mua-hang/tim-kiem?keyword=: products whose name (either language) or code contains the keyword. */
export function SearchResults({ search }: { search: KeywordSearch }) {
  const { t } = useLingui();
  const purchaseHref = usePurchaseHref();
  const { keyword } = search;
  usePageMeta(
    keyword ? t`Kết quả tìm kiếm “${keyword}”` : t`Tìm kiếm sản phẩm`,
    t`Tìm trà, cà phê, nông sản, nước tăng lực và nước ép ổi theo tên sản phẩm.`,
  );

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="font-bold text-2xl text-leaf-900 sm:text-3xl">
        {keyword ? (
          <Trans>
            Kết quả tìm kiếm cho <q className="text-guava-700">{keyword}</q>
          </Trans>
        ) : (
          <Trans>Tìm kiếm sản phẩm</Trans>
        )}
      </h1>
      {keyword ? (
        <div className="mt-6">
          <PagedProducts
            params={keywordListParams(search)}
            page={search.page}
            renderPageLink={(page, props) => (
              <Link
                to="/mua-hang/tim-kiem"
                search={{ ...search, page }}
                activeOptions={PAGE_LINK_ACTIVE}
                {...props}
              />
            )}
            empty={
              <div className="rounded-2xl border border-leaf-200 border-dashed bg-white p-6 text-coffee-700 sm:p-8">
                <p className="font-semibold text-coffee-900">
                  <Trans>Không tìm thấy sản phẩm nào phù hợp.</Trans>
                </p>
                <p className="mt-1">
                  <Trans>
                    Hãy thử từ khóa ngắn hơn, ví dụ “trà”, “cà phê” hay “ổi”, hoặc chọn một danh mục:
                  </Trans>
                </p>
                <div className="mt-4">
                  <CategoryNav />
                </div>
              </div>
            }
            pastEnd={<Trans>Trang này không còn kết quả.</Trans>}
          />
        </div>
      ) : (
        <p className="mt-3 text-coffee-700">
          <Trans>Nhập tên sản phẩm vào ô tìm kiếm ở đầu trang, hoặc</Trans>{' '}
          <AppLink href={purchaseHref} className={LINK}>
            <Trans>xem tất cả sản phẩm</Trans>
          </AppLink>
          .
        </p>
      )}
    </div>
  );
}
