import { Link } from '@tanstack/react-router';
import { useProductCategories } from '@/lib/product-categories';
import { imageProps } from '../lib/product-image';

const TILE_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-5';

/** The seeded categories' own pictures, for a category given none in the console. */
const PLACEHOLDER_PICTURE = '/images/categories/nong-san.svg';

/**
 * The categories as picture tiles, in the console's order, with the name, picture and alt text
 * the console gave each (decision 030). The root route loads them with every page, so the server's
 * page holds the tiles.
 */
export function CategoryTiles() {
  const tiles = useProductCategories().map((category) => ({
    category: category.slug,
    name: category.name,
    picture: category.picture ?? PLACEHOLDER_PICTURE,
    alt: category.pictureAlt,
  }));
  // Two to a row on a phone: an odd last tile takes the whole row.
  const isWide = (index: number) => tiles.length % 2 === 1 && index === tiles.length - 1;
  return (
    <ul className={TILE_GRID}>
      {tiles.map((tile, index) => (
        <li key={tile.category} className={isWide(index) ? 'col-span-2 sm:col-span-1' : undefined}>
          <Link
            to="/san-pham/$category"
            params={{ category: tile.category }}
            className="group block overflow-hidden rounded-2xl border border-leaf-100 bg-white transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
          >
            <span className="block overflow-hidden bg-cream-100">
              <img
                {...imageProps(tile.picture, 'tile')}
                alt={tile.alt}
                width={320}
                height={200}
                // The first row may be on a phone's first screen: loaded at once, but after the
                // stylesheet and fonts the hero's heading (the home's largest paint) waits for.
                loading={index < 2 ? 'eager' : 'lazy'}
                className={`w-full object-cover transition duration-300 group-hover:scale-[1.04] ${isWide(index) ? 'aspect-[32/10] object-[50%_45%] sm:aspect-[16/10] sm:object-top' : 'aspect-[16/10] object-top'}`}
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
