import type { CompanyDetails } from '../company';
import {
  jobPostingJsonLd,
  newsArticleJsonLd,
  type ProductJsonLdInput,
  productJsonLd,
  toEmploymentType,
} from './json-ld-details';
import { breadcrumbJsonLd } from './json-ld';
import type { SeoPage } from './seo-page';
import {
  homeCrumb,
  type OwnHead,
  pageHead,
  publisherOf,
  shareImageOf,
  toDescription,
  urlOf,
} from './site-heads';
import { absoluteUrl } from './urls';

// The heads of one product, article or job: loaded with those pages (their routes' head functions
// import this module), not with the shop's first script, which keeps the heads every page needs.

export type ProductHeadInput = {
  name: string;
  description: string;
  sku: string;
  /** Absolute or root-relative URLs of the product's pictures, large, the main one first (JSON-LD). */
  images: readonly string[];
  /** The main picture's 1200 × 630 share variant (og:image); else the shop's branded card. */
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
  /** Its published reviews' aggregate and newest reviews, as JSON-LD (decision 047). */
  rating?: ProductJsonLdInput['rating'];
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
            brand: page.brand,
            price: pricing.price,
            retailPrice: pricing.price < pricing.retailPrice ? pricing.retailPrice : undefined,
            priceValidUntil: pricing.promotionEnd ?? undefined,
            isInStock: pricing.isInStock,
            category: product.category?.name,
            rating: product.rating,
          }),
        ]
      : [];
  return pageHead(page, {
    title: product.name,
    description: product.description,
    type: 'product',
    image: shareImageOf(product.shareImage, product.name),
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

export type ArticleHeadInput = {
  title: string;
  summary?: string | null | undefined;
  image?: string | undefined;
  /** The cover's 1200 × 630 share variant (og:image); else the shop's branded card. */
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
    image: shareImageOf(article.shareImage, article.title),
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
