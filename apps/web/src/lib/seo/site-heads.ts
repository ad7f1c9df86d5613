import { t } from '@lingui/core/macro';
import type { CompanyDetails } from '../company';
import { defaultDescription, defaultTitle, formatTitle } from '../head';
import type { Language } from '../language';
import { localizedName } from '../localized';
import { SHOP_NAME } from '../site';
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

/** The shop's logo, served with the web app. */
const LOGO_PATH = '/favicon.svg';

export function publisherOf(page: SeoPage, company: CompanyDetails | undefined): PublisherInput {
  return {
    name: company?.name || SHOP_NAME,
    url: absoluteUrl(page.origin, '/'),
    logo: absoluteUrl(page.origin, LOGO_PATH),
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
    title: defaultTitle(),
    description: defaultDescription(),
    image: { url: publisher.logo, alt: SHOP_NAME },
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
    meta: [{ property: 'og:site_name', content: SHOP_NAME }, ...head.meta],
    links: head.links,
    scripts: head.scripts,
  };
}

/**
 * The head of the not-found page (an unknown address, a product or article that is not there): its
 * own title, `noindex`, and no canonical, alternates or share tags, which would name a page that is
 * not there (or, for an unknown address, the home page the root match stands for).
 */
export function notFoundHead(): PageHead {
  return {
    meta: [
      { property: 'og:site_name', content: SHOP_NAME },
      { title: formatTitle(t`Không tìm thấy trang`) },
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
    title: formatTitle(input.title),
    description: toDescription(input.description),
    image: input.image,
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
  category: { title: string; description: string; items: readonly { path: string; name: string }[] },
): OwnHead {
  return pageHead(page, {
    title: category.title,
    description: category.description,
    jsonLd: [
      itemListJsonLd(
        category.title,
        category.items.map((item) => ({ url: urlOf(page, item.path), name: item.name })),
      ),
      breadcrumbJsonLd([homeCrumb(page), { name: category.title, url: urlOf(page, page.path) }]),
    ],
  });
}
