import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePurchaseHref } from '@/lib/afflink';
import { useProductCategories } from '@/lib/product-categories';
import { useShopName } from '@/lib/site';
import { AppLink } from '@/ui/app-link';

/**
 * The four pictures beside the headline, each captioned in the colour of its category with the
 * category's name of the data (a category deleted in the console loses its picture here).
 */
const HERO_TILES: { category: string; captionClass: string }[] = [
  { category: 'tra', captionClass: 'text-leaf-800' },
  { category: 'ca-phe', captionClass: 'text-coffee-800' },
  { category: 'nong-san', captionClass: 'text-coffee-700' },
  { category: 'nuoc-ep-oi', captionClass: 'text-guava-800' },
];

/** The first screen: what the shop sells, where it comes from, and the way in. */
export function HomeHero() {
  const purchaseHref = usePurchaseHref();
  const shopName = useShopName();
  const categories = useProductCategories();
  const tiles = HERO_TILES.flatMap((tile) => {
    const category = categories.find((item) => item.code === tile.category);
    return category ? [{ ...tile, name: category.name }] : [];
  });
  return (
    <section className="border-leaf-100 border-b bg-gradient-to-br from-leaf-50 via-cream-50 to-guava-50">
      <div className="mx-auto grid w-full max-w-6xl items-center gap-6 px-4 py-8 sm:px-6 sm:py-12 md:grid-cols-[1.2fr_1fr] lg:py-16">
        <div>
          <p className="font-semibold text-guava-700 text-sm uppercase tracking-wider">
            <Trans>Từ nông trại Việt đến tận nhà bạn</Trans>
          </p>
          <h1 className="mt-2 font-bold text-3xl text-leaf-900 leading-tight sm:text-5xl">
            <Trans>Trà, cà phê và nông sản Việt</Trans>
          </h1>
          <p className="mt-3 max-w-xl text-coffee-700 sm:text-lg">
            <Trans>
              Chọn từ vườn chè, nương cà phê và những cánh đồng ổi, giao tận nhà trên khắp Việt Nam.
            </Trans>
          </p>
          <div className="mt-6 flex flex-wrap gap-3">
            <AppLink
              href={purchaseHref}
              className="inline-flex min-h-12 items-center rounded-full bg-leaf-700 px-6 font-semibold text-white shadow-sm transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
            >
              <Trans>Mua ngay</Trans>
            </AppLink>
            <Link
              to="/gioi-thieu"
              className="inline-flex min-h-12 items-center rounded-full border border-leaf-300 bg-white px-6 font-semibold text-leaf-800 transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
            >
              <Trans>Câu chuyện {shopName}</Trans>
            </Link>
          </div>
        </div>
        {/* Decoration: the categories are links further down. The pictures carry no text; the
            captions are the page's, in its language and font. Hidden on phones: lazy, so a phone
            never downloads them and the server render does not preload them ahead of the page's
            first pictures (React preloads every eager <img> it renders). */}
        <div aria-hidden="true" className="hidden grid-cols-2 gap-3 md:grid">
          {tiles.map(({ category, captionClass, name }, index) => (
            <div
              key={category}
              className={`relative overflow-hidden rounded-3xl shadow-sm ${index % 2 === 1 ? 'translate-y-6' : ''}`}
            >
              <img
                src={`/images/categories/${category}.svg`}
                alt=""
                width={240}
                height={240}
                loading="lazy"
                className="aspect-square w-full object-cover"
              />
              <span
                data-testid="hero-caption"
                className={`absolute inset-x-2 bottom-[12%] text-center font-bold text-xl leading-tight lg:text-2xl ${captionClass}`}
              >
                {name}
              </span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
