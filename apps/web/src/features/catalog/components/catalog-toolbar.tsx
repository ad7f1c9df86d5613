import { Trans, useLingui } from '@lingui/react/macro';
import { useProductCategories } from '@/lib/product-categories';
import { CATALOG_SORTS, CATALOG_STARS, type CatalogSort, type CatalogStars } from '../lib/purchase-search';

type CatalogToolbarProps = {
  sort: CatalogSort;
  /** A category's code (ma_nvt), undefined for every product. */
  category: string | undefined;
  /** The least average rating shown, undefined for every product. */
  stars: CatalogStars | undefined;
  onSortChange: (sort: CatalogSort) => void;
  onCategoryChange: (category: string | undefined) => void;
  onStarsChange: (stars: CatalogStars | undefined) => void;
};

const SELECT =
  'mt-1 block min-h-11 w-full rounded-xl border border-leaf-200 bg-white px-3 text-coffee-900 focus-visible:outline-2 focus-visible:outline-leaf-700';

/**
 * Category and rating filters and sort order, as native selects: the phone's own picker, and
 * keyboard-friendly.
 */
export function CatalogToolbar({
  sort,
  category,
  stars,
  onSortChange,
  onCategoryChange,
  onStarsChange,
}: CatalogToolbarProps) {
  const { t } = useLingui();
  const categories = useProductCategories();
  const sortLabels: Record<CatalogSort, string> = {
    newest: t`Mới nhất`,
    'price-asc': t`Giá tăng dần`,
    'price-desc': t`Giá giảm dần`,
    name: t`Tên A – Z`,
    rating: t`Đánh giá cao nhất`,
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
      <label className="block text-coffee-700 text-sm sm:w-52">
        <Trans>Danh mục</Trans>
        <select
          className={SELECT}
          value={category ?? ''}
          onChange={(event) => {
            const value = categories.find((item) => item.code === event.target.value);
            onCategoryChange(value?.code);
          }}
        >
          <option value="">{t`Tất cả`}</option>
          {categories.map((item) => (
            <option key={item.code} value={item.code}>
              {item.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-coffee-700 text-sm sm:w-44">
        <Trans>Đánh giá</Trans>
        <select
          className={SELECT}
          value={stars ?? ''}
          onChange={(event) =>
            onStarsChange(CATALOG_STARS.find((item) => String(item) === event.target.value))
          }
        >
          <option value="">{t`Tất cả`}</option>
          {CATALOG_STARS.map((item) => (
            <option key={item} value={item}>
              {item === 5 ? t`5 sao` : t`Từ ${item} sao`}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-coffee-700 text-sm sm:w-52">
        <Trans>Sắp xếp</Trans>
        <select
          className={SELECT}
          value={sort}
          onChange={(event) => {
            const value = CATALOG_SORTS.find((item) => item === event.target.value);
            if (value) onSortChange(value);
          }}
        >
          {CATALOG_SORTS.map((item) => (
            <option key={item} value={item}>
              {sortLabels[item]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
