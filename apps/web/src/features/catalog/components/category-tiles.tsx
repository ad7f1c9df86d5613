import { useLingui } from '@lingui/react/macro';
import { PRODUCT_CATEGORIES } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLanguageStore } from '@/stores/language-store';
import { productLineQueries } from '../api/product-line-queries';
import { CATEGORY_LABELS } from '@/lib/category-label';
import { imageProps } from '../lib/product-image';

const TILE_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

/**
 * The five categories as picture tiles. Names and pictures come from the product lines (SPEC §7);
 * while they load, or if they fail, the tiles use the app's own names and the category pictures,
 * so the home page never shows a hole here.
 */
export function CategoryTiles() {
  const { i18n } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const { data: lines } = useQuery(productLineQueries.list());
  const tiles = PRODUCT_CATEGORIES.map((category) => {
    const line = lines?.find((item) => item.ma === category || item.slug === category);
    const name = line
      ? language === 'en' && line.ten_eng
        ? line.ten_eng
        : line.ten
      : i18n._(CATEGORY_LABELS[category]);
    return { category, name, picture: line?.picture || `/images/categories/${category}.svg` };
  });
  return (
    <ul className={TILE_GRID}>
      {tiles.map((tile, index) => (
        <li
          key={tile.category}
          className={index === tiles.length - 1 ? 'col-span-2 sm:col-span-1' : undefined}
        >
          <Link
            to="/san-pham/$category"
            params={{ category: tile.category }}
            className="group block overflow-hidden rounded-2xl border border-leaf-100 bg-white transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
          >
            <span className="block overflow-hidden bg-cream-100">
              <img
                {...imageProps(tile.picture, 'tile')}
                alt=""
                width={320}
                height={200}
                // The first row is on screen on a phone and holds the page's largest picture.
                loading={index < 2 ? 'eager' : 'lazy'}
                fetchPriority={index < 2 ? 'high' : 'auto'}
                className={`w-full object-cover transition duration-300 group-hover:scale-[1.04] ${index === tiles.length - 1 ? 'aspect-[32/10] object-[50%_45%] sm:aspect-[16/10] sm:object-top' : 'aspect-[16/10] object-top'}`}
              />
            </span>
            <span className="flex items-center justify-between gap-2 px-3 py-2.5 font-semibold text-coffee-900">
              {tile.name}
              <span aria-hidden="true" className="text-leaf-600 transition group-hover:translate-x-0.5">
                →
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
