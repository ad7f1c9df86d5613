import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const TAB =
  'flex min-h-11 items-center border-transparent border-b-2 px-3 font-semibold text-coffee-700 text-sm aria-[current=page]:border-leaf-700 aria-[current=page]:text-leaf-800';

/** The catalogue's three lists: products, categories, product lines. */
export function CatalogueTabs({ current }: { current: 'products' | 'categories' | 'lines' }) {
  const { t } = useLingui();
  const mark = (tab: typeof current) => (tab === current ? ('page' as const) : undefined);
  return (
    <nav aria-label={t`Danh mục hàng hoá`} className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-coffee-200 border-b">
        <li>
          <Link to="/products" className={TAB} aria-current={mark('products')}>
            <Trans>Sản phẩm</Trans>
          </Link>
        </li>
        <li>
          <Link
            to="/catalogue/$kind"
            params={{ kind: 'categories' }}
            className={TAB}
            aria-current={mark('categories')}
          >
            <Trans>Danh mục sản phẩm</Trans>
          </Link>
        </li>
        <li>
          <Link to="/catalogue/$kind" params={{ kind: 'lines' }} className={TAB} aria-current={mark('lines')}>
            <Trans>Các dòng sản phẩm</Trans>
          </Link>
        </li>
      </ul>
    </nav>
  );
}
