import { Trans, useLingui } from '@lingui/react/macro';
import { NEWS_CATEGORIES, type NewsCategory } from '@shop/domain/catalogue';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '@/lib/head';
import { NEWS_CATEGORY_INTROS, NEWS_CATEGORY_LABELS } from '../lib/news-category';
import { NewsList } from './news-list';

const CHIP =
  'inline-flex min-h-10 shrink-0 items-center whitespace-nowrap rounded-full border px-4 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2';
const IDLE = {
  className: `${CHIP} border-leaf-200 bg-white text-coffee-800 hover:border-leaf-400 hover:bg-leaf-50`,
};
const ACTIVE = { className: `${CHIP} border-leaf-700 bg-leaf-700 text-white` };

/** /tin-tuc and /tin-tuc/{category}: the articles of the current language. */
export function NewsPage({ category }: { category?: NewsCategory }) {
  const { t, i18n } = useLingui();
  const title = category ? t`Tin tức: ${i18n._(NEWS_CATEGORY_LABELS[category])}` : t`Tin tức`;
  const intro = category
    ? i18n._(NEWS_CATEGORY_INTROS[category])
    : t`Chuyện mùa vụ, vùng trồng và cách thưởng thức trà, cà phê, nông sản Việt.`;
  usePageMeta(title, intro);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-10">
      <header className="max-w-3xl">
        <h1 className="font-bold text-3xl text-leaf-900 sm:text-4xl">{title}</h1>
        <p className="mt-2 text-coffee-700 sm:text-lg">{intro}</p>
      </header>
      <nav aria-label={t`Chuyên mục tin tức`} className="-mx-4 mt-5 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 pb-1">
          <li>
            <Link to="/tin-tuc" activeOptions={{ exact: true }} activeProps={ACTIVE} inactiveProps={IDLE}>
              <Trans>Tất cả</Trans>
            </Link>
          </li>
          {NEWS_CATEGORIES.map((item) => (
            <li key={item}>
              <Link
                to="/tin-tuc/$category"
                params={{ category: item }}
                activeProps={ACTIVE}
                inactiveProps={IDLE}
              >
                {i18n._(NEWS_CATEGORY_LABELS[item])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">
        <NewsList category={category} />
      </div>
    </div>
  );
}
