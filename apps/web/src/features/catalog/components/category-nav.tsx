import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useProductCategories } from '@/lib/product-categories';

const CHIP =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border px-4 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2';
const IDLE = {
  className: `${CHIP} border-leaf-200 bg-white text-coffee-800 hover:border-leaf-400 hover:bg-leaf-50`,
};
const ACTIVE = { className: `${CHIP} border-leaf-700 bg-leaf-700 text-white` };

/** "All" and the category pages (the data's, in its order) as chips, sideways on a phone. */
export function CategoryNav() {
  const { t } = useLingui();
  const categories = useProductCategories();
  return (
    <nav aria-label={t`Danh mục sản phẩm`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        <li>
          <Link to="/san-pham" activeOptions={{ exact: true }} activeProps={ACTIVE} inactiveProps={IDLE}>
            <Trans>Tất cả</Trans>
          </Link>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              to="/san-pham/$category"
              params={{ category: category.slug }}
              activeProps={ACTIVE}
              inactiveProps={IDLE}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
