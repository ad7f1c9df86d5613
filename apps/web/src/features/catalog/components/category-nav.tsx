import { Trans, useLingui } from '@lingui/react/macro';
import { PRODUCT_CATEGORIES } from '@shop/domain';
import { Link } from '@tanstack/react-router';
import { CATEGORY_LABELS } from '@/lib/category-label';

const CHIP =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border px-4 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2';
const IDLE = {
  className: `${CHIP} border-leaf-200 bg-white text-coffee-800 hover:border-leaf-400 hover:bg-leaf-50`,
};
const ACTIVE = { className: `${CHIP} border-leaf-700 bg-leaf-700 text-white` };

/** "All" and the five category pages as chips (the router marks the current one), sideways on a phone. */
export function CategoryNav() {
  const { t, i18n } = useLingui();
  return (
    <nav aria-label={t`Danh mục sản phẩm`} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        <li>
          <Link to="/san-pham" activeOptions={{ exact: true }} activeProps={ACTIVE} inactiveProps={IDLE}>
            <Trans>Tất cả</Trans>
          </Link>
        </li>
        {PRODUCT_CATEGORIES.map((category) => (
          <li key={category}>
            <Link to="/san-pham/$category" params={{ category }} activeProps={ACTIVE} inactiveProps={IDLE}>
              {i18n._(CATEGORY_LABELS[category])}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
