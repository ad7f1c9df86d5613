import { Trans, useLingui } from '@lingui/react/macro';
import { useProductCategories } from '@/lib/product-categories';
import { type CatalogSort, CATALOG_SORTS } from '../lib/purchase-search';

type CatalogToolbarProps = {
  sort: CatalogSort;
  /** A category's code (ma_nvt), undefined for every product. */
  category: string | undefined;
  onSortChange: (sort: CatalogSort) => void;
  onCategoryChange: (category: string | undefined) => void;
};

const SELECT =
  'mt-1 block min-h-11 w-full rounded-xl border border-leaf-200 bg-white px-3 text-coffee-900 focus-visible:outline-2 focus-visible:outline-leaf-700';

/** Category filter and sort order, as native selects: the phone's own picker, and keyboard-friendly. */
export function CatalogToolbar({ sort, category, onSortChange, onCategoryChange }: CatalogToolbarProps) {
  const { t } = useLingui();
  const categories = useProductCategories();
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
