import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { usePurchaseHref } from '../../../lib/afflink';
import { AppLink } from '../../../ui/app-link';

/** The first screen: what the shop sells, where it comes from, and the way in. */
export function HomeHero() {
  const purchaseHref = usePurchaseHref();
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
              <Trans>Câu chuyện Mộc Lam</Trans>
            </Link>
          </div>
        </div>
        <div aria-hidden="true" className="hidden grid-cols-2 gap-3 md:grid">
          {['tra', 'ca-phe', 'nong-san', 'nuoc-ep-oi'].map((category, index) => (
            <img
              key={category}
              src={`/images/categories/${category}.svg`}
              alt=""
              width={240}
              height={240}
              className={`aspect-square w-full rounded-3xl object-cover shadow-sm ${index % 2 === 1 ? 'translate-y-6' : ''}`}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
