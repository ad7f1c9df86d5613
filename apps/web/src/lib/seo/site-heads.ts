import { t } from '@lingui/core/macro';
import type { CompanyDetails } from '../company';
import { defaultDescription, defaultTitle, formatTitle } from '../head';
import type { Language } from '../language';
import { localizedName } from '../localized';
import {
  breadcrumbJsonLd,
  type Crumb,
  itemListJsonLd,
  organizationJsonLd,
  type PublisherInput,
} from './json-ld';
import { buildPageHead, type PageHead, type ShareImage } from './page-head';

/** A page's own head: its links (canonical, alternates) come from the root's, built for the same address. */
export type OwnHead = Pick<PageHead, 'meta' | 'scripts'>;
import { isPrivatePath, type SeoPage } from './seo-page';
import { cutAtWord, DESCRIPTION_MAX, plainText } from './text';
import { absoluteUrl, canonicalUrl } from './urls';

/**
 * The shop's default logo, served with the web app: a 512 px PNG of the favicon (Google wants a
 * raster logo for the Organization; `/favicon.svg` stays the browsers' icon). The owner's logo
 * picture (the company setting) replaces it.
 */
const LOGO_PATH = '/logo.png';

/**
 * The share picture of a page without one of its own (issue 26): the shop's branded card, a
 * 1200 × 630 JPEG the server draws from the company's name (GET /api/share-card.jpg). JPEG: every
 * link preview (Facebook, Zalo, Messenger, X, LinkedIn) draws it; none draws an SVG.
 */
export function brandCard(alt: string): ShareImage {
  return { url: '/api/share-card.jpg', alt, type: 'image/jpeg', width: 1200, height: 630 };
}

/**
 * og:image and twitter:image: the JPEG share variant (decision 032) with its type and size, so a
 * card can be drawn before the picture is fetched. A picture the server makes no variant of (an
 * address elsewhere: its format and size are unknown) gives the shop's branded card (pageHead).
 */
export function shareImageOf(share: string | undefined, alt: string): ShareImage | undefined {
  // The size of SHARE_PICTURE (picture-url.ts), written here to keep that module out of the first script.
  return share ? { url: share, alt, type: 'image/jpeg', width: 1200, height: 630 } : undefined;
}

export function publisherOf(page: SeoPage, company: CompanyDetails | undefined): PublisherInput {
  return {
    name: company?.name || page.brand,
    url: absoluteUrl(page.origin, '/'),
    logo: absoluteUrl(page.origin, page.logo ?? LOGO_PATH),
  };
}

export function urlOf(page: SeoPage, path: string): string {
  return canonicalUrl(page.origin, path, page.language);
}

export function toDescription(text: string | null | undefined): string {
  const plain = plainText(text ?? '');
  return plain ? cutAtWord(plain, DESCRIPTION_MAX) : defaultDescription();
}

/**
 * The head every page starts from (the root route's): the shop's title and description, the
 * canonical and hreflang links of the page shown, the Organization JSON-LD, and `noindex` on
 * accounts, cart and checkout. A page's own head replaces the title, description and share tags.
 */
export function rootHead(page: SeoPage, company: CompanyDetails | undefined): PageHead {
  const publisher = publisherOf(page, company);
  // Every field named, no spread of `page` (heads run in every server render; decision 034).
  const head = buildPageHead({
    origin: page.origin,
    path: page.path,
    search: page.search,
    language: page.language,
    title: defaultTitle(page.brand),
    description: defaultDescription(),
    image: brandCard(publisher.name),
    isNoIndex: isPrivatePath(page.path),
    jsonLd: [
      organizationJsonLd({
        name: publisher.name,
        url: publisher.url,
        logo: publisher.logo,
        address: company?.address,
        phone: company?.phone,
        email: company?.email,
        socials: [company?.facebook, company?.instagram, company?.youtube],
      }),
    ],
  });
  return {
    meta: [{ property: 'og:site_name', content: page.brand }, ...head.meta],
    links: head.links,
    scripts: head.scripts,
  };
}

/**
 * The head of the not-found page (an unknown address, a product or article that is not there): its
 * own title, `noindex`, and no canonical, alternates or share tags, which would name a page that is
 * not there (or, for an unknown address, the home page the root match stands for).
 */
export function notFoundHead(brand: string): PageHead {
  return {
    meta: [
      { property: 'og:site_name', content: brand },
      { title: formatTitle(t`Không tìm thấy trang`, brand) },
      { name: 'description', content: defaultDescription() },
      { name: 'robots', content: 'noindex' },
    ],
    links: [],
    scripts: [],
  };
}

/** Whether a page's matches end in the not-found page (a route's loader found nothing, or no route matched). */
export function isNotFound(matches: readonly { status: string; _notFound?: boolean }[]): boolean {
  return matches.some((match) => match.status === 'notFound' || match._notFound === true);
}

export type PageMetaInput = {
  /** The page's own title, without the shop's name. */
  title: string;
  description?: string | null | undefined;
  /** The page's own share picture; the shop's branded card when it has none. */
  image?: ShareImage | undefined;
  type?: 'website' | 'product' | 'article';
  jsonLd?: readonly object[];
};

/**
 * A page's own head (title, description, Open Graph, Twitter, JSON-LD). Its links (canonical,
 * alternates) come from the root's head, built for the same address: a route adding them again
 * would list them twice.
 */
export function pageHead(page: SeoPage, input: PageMetaInput): OwnHead {
  const { meta, scripts } = buildPageHead({
    origin: page.origin,
    path: page.path,
    search: page.search,
    language: page.language,
    title: formatTitle(input.title, page.brand),
    description: toDescription(input.description),
    // Every tag of the picture is the page's own: none of the root's (its card's size, type) stays.
    image: input.image ?? brandCard(page.brand),
    type: input.type,
    jsonLd: input.jsonLd,
  });
  return { meta, scripts };
}

export function homeCrumb(page: SeoPage): Crumb {
  return { name: t`Trang chủ`, url: urlOf(page, '/') };
}

/** The items of a list of products, for an ItemList: each product's page and name in `language`. */
export function productListItems(
  products: readonly { ma_vt: string; ten_vt?: string | null; ten_vt_eng?: string | null }[],
  language: Language,
): { path: string; name: string }[] {
  return products.map((product) => ({
    path: `/mua-hang/san-pham/${encodeURIComponent(product.ma_vt)}`,
    name: localizedName(product, language),
  }));
}

/** A category page: its products as an ItemList, and the trail home → category. */
export function categoryHead(
  page: SeoPage,
  category: {
    title: string;
    description: string;
    items: readonly { path: string; name: string }[];
    /** The category's picture (its share variant); the branded card otherwise. */
    image?: ShareImage | undefined;
  },
): OwnHead {
  return pageHead(page, {
    title: category.title,
    description: category.description,
    image: category.image,
    jsonLd: [
      itemListJsonLd(
        category.title,
        category.items.map((item) => ({ url: urlOf(page, item.path), name: item.name })),
      ),
      breadcrumbJsonLd([homeCrumb(page), { name: category.title, url: urlOf(page, page.path) }]),
    ],
  });
}
