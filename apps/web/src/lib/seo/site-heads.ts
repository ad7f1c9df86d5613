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
  jobPostingJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  type PublisherInput,
  productJsonLd,
  toEmploymentType,
} from './json-ld';
import { buildPageHead, type PageHead, type ShareImage } from './page-head';

/** A page's own head: its links (canonical, alternates) come from the root's, built for the same address. */
export type OwnHead = Pick<PageHead, 'meta' | 'scripts'>;
import { isPrivatePath, type SeoPage } from './seo-page';
import { cutAtWord, DESCRIPTION_MAX, plainText } from './text';
import { absoluteUrl, canonicalUrl } from './urls';

/** The shop's logo, served with the web app. */
const LOGO_PATH = '/favicon.svg';

function publisherOf(page: SeoPage, company: CompanyDetails | undefined): PublisherInput {
  return {
    name: company?.name || SHOP_NAME,
    url: absoluteUrl(page.origin, '/'),
    logo: absoluteUrl(page.origin, LOGO_PATH),
  };
}

function urlOf(page: SeoPage, path: string): string {
  return canonicalUrl(page.origin, path, page.language);
}

function toDescription(text: string | null | undefined): string {
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
  const head = buildPageHead({
    ...page,
    title: defaultTitle(),
    description: defaultDescription(),
    image: { url: publisher.logo, alt: SHOP_NAME },
    isNoIndex: isPrivatePath(page.path),
    jsonLd: [
      organizationJsonLd({
        ...publisher,
        address: company?.address,
        phone: company?.phone,
        email: company?.email,
        socials: [company?.facebook, company?.instagram, company?.youtube],
      }),
    ],
  });
  return { ...head, meta: [{ property: 'og:site_name', content: SHOP_NAME }, ...head.meta] };
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
    ...page,
    title: formatTitle(input.title),
    description: toDescription(input.description),
    image: input.image,
    type: input.type,
    jsonLd: input.jsonLd,
  });
  return { meta, scripts };
}

/**
 * og:image and twitter:image: the share variant (decision 032) with its size, so a card can be drawn
 * before the picture is fetched; otherwise the page's picture as it is.
 */
function shareImageOf(
  page: SeoPage,
  share: string | undefined,
  fallback: string | undefined,
  alt: string,
): ShareImage | undefined {
  // The size of SHARE_PICTURE (picture-url.ts), written here to keep that module out of the first script.
  if (share) return { url: absoluteUrl(page.origin, share), alt, width: 1200, height: 630 };
  return fallback ? { url: fallback, alt } : undefined;
}

function homeCrumb(page: SeoPage): Crumb {
  return { name: t`Trang chủ`, url: urlOf(page, '/') };
}

export type ProductHeadInput = {
  name: string;
  description: string;
  sku: string;
  /** Absolute or root-relative URLs of the product's pictures, large, the main one first (JSON-LD). */
  images: readonly string[];
  /** The main picture's 1200 × 630 share variant (og:image); else the first of `images`. */
  shareImage?: string | undefined;
  /**
   * The domain's decision for one item now: the price to pay, the retail price, stock. Unknown
   * (the promotions could not be read): no Product JSON-LD rather than one with a wrong price.
   */
  pricing:
    | { price: number; retailPrice: number; promotionEnd?: string | null | undefined; isInStock: boolean }
    | undefined;
  /** Its category's page; undefined when the shop has no such category (then no crumb for it). */
  category: { name: string; path: string } | undefined;
};

/** A product page: Product with its Offer, and the trail home → category → product. */
export function productHead(page: SeoPage, product: ProductHeadInput): OwnHead {
  const url = urlOf(page, page.path);
  const images = product.images.map((image) => absoluteUrl(page.origin, image));
  const first = images[0];
  const { pricing } = product;
  const offered =
    pricing && first
      ? [
          productJsonLd({
            url,
            name: product.name,
            description: toDescription(product.description),
            images,
            sku: product.sku,
            brand: SHOP_NAME,
            price: pricing.price,
            retailPrice: pricing.price < pricing.retailPrice ? pricing.retailPrice : undefined,
            priceValidUntil: pricing.promotionEnd ?? undefined,
            isInStock: pricing.isInStock,
            category: product.category?.name,
          }),
        ]
      : [];
  return pageHead(page, {
    title: product.name,
    description: product.description,
    type: 'product',
    image: shareImageOf(page, product.shareImage, first, product.name),
    jsonLd: [
      ...offered,
      breadcrumbJsonLd([
        homeCrumb(page),
        ...(product.category
          ? [{ name: product.category.name, url: urlOf(page, product.category.path) }]
          : []),
        { name: product.name, url },
      ]),
    ],
  });
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

export type ArticleHeadInput = {
  title: string;
  summary?: string | null | undefined;
  image?: string | undefined;
  /** The cover's 1200 × 630 share variant (og:image); else `image`. */
  shareImage?: string | undefined;
  datePublished?: string | null | undefined;
};

/** An article: NewsArticle by the shop; without a date it has no rich result, only its tags. */
export function articleHead(page: SeoPage, article: ArticleHeadInput, company?: CompanyDetails): OwnHead {
  const image = article.image ? absoluteUrl(page.origin, article.image) : undefined;
  const jsonLd =
    image && article.datePublished
      ? [
          newsArticleJsonLd({
            url: urlOf(page, page.path),
            headline: article.title,
            description: article.summary ?? undefined,
            images: [image],
            datePublished: article.datePublished,
            language: page.language,
            publisher: publisherOf(page, company),
          }),
        ]
      : [];
  return pageHead(page, {
    title: article.title,
    description: article.summary,
    type: 'article',
    image: shareImageOf(page, article.shareImage, image, article.title),
    jsonLd,
  });
}

export type JobHeadInput = {
  title: string;
  summary?: string | null | undefined;
  content?: string | null | undefined;
  datePosted?: string | null | undefined;
  deadline?: string | null | undefined;
  employment?: string | null | undefined;
  location?: string | null | undefined;
  openings?: number | null | undefined;
};

/** A job posting: JobPosting by the shop, when it says when it was posted. */
export function jobHead(page: SeoPage, job: JobHeadInput, company?: CompanyDetails): OwnHead {
  const jsonLd = job.datePosted
    ? [
        jobPostingJsonLd({
          url: urlOf(page, page.path),
          title: job.title,
          description: job.content || job.summary || job.title,
          datePosted: job.datePosted,
          validThrough: job.deadline ?? undefined,
          employmentType: toEmploymentType(job.employment),
          location: job.location ?? undefined,
          openings: job.openings ?? undefined,
          hiringOrganization: publisherOf(page, company),
        }),
      ]
    : [];
  return pageHead(page, { title: job.title, description: job.summary || job.content, jsonLd });
}
