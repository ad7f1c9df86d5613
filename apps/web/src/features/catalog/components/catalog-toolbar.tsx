import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@shop/domain';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { type CatalogSort, CATALOG_SORTS } from '../lib/purchase-search';

type CatalogToolbarProps = {
  sort: CatalogSort;
  category: ProductCategory | undefined;
  onSortChange: (sort: CatalogSort) => void;
  onCategoryChange: (category: ProductCategory | undefined) => void;
};

const SELECT =
  'mt-1 block min-h-11 w-full rounded-xl border border-leaf-200 bg-white px-3 text-coffee-900 focus-visible:outline-2 focus-visible:outline-leaf-700';

/** Category filter and sort order, as native selects: the phone's own picker, and keyboard-friendly. */
export function CatalogToolbar({ sort, category, onSortChange, onCategoryChange }: CatalogToolbarProps) {
  const { t, i18n } = useLingui();
  const sortLabels: Record<CatalogSort, string> = {
    newest: t`Mới nhất`,
    'price-asc': t`Giá tăng dần`,
    'price-desc': t`Giá giảm dần`,
    name: t`Tên A – Z`,
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
      <label className="block text-coffee-700 text-sm sm:w-52">
        <Trans>Danh mục</Trans>
        <select
          className={SELECT}
          value={category ?? ''}
          onChange={(event) => {
            const value = PRODUCT_CATEGORIES.find((item) => item === event.target.value);
            onCategoryChange(value);
          }}
        >
          <option value="">{t`Tất cả`}</option>
          {PRODUCT_CATEGORIES.map((item) => (
            <option key={item} value={item}>
              {i18n._(CATEGORY_LABELS[item])}
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
