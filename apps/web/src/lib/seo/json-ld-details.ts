/**
 * JSON-LD documents of one product, article or job (schema.org), apart from json-ld.ts: only their
 * pages need them, and json-ld.ts goes with the shop's first script (Organization, lists, trails).
 */

import { CONTEXT, type JsonLd, PRICE_CURRENCY, type PublisherInput } from './json-ld';
import { cutAtWord } from './text';

export type ProductJsonLdInput = {
  url: string;
  name: string;
  description: string;
  images: readonly string[];
  sku: string;
  brand: string;
  /** What one item costs now, the promotional price when one applies (VND). */
  price: number;
  /** The retail price when a promotion lowers it: shown struck through. */
  retailPrice?: number | undefined;
  /** The last day the promotional price holds (ISO date), when there is one. */
  priceValidUntil?: string | undefined;
  isInStock: boolean;
  category?: string | undefined;
  /** Its published reviews' `aggregateRating` and `review` (decision 047), when it has some. */
  rating?: { aggregateRating?: JsonLd; review?: JsonLd[] } | undefined;
};

/** Product with its Offer: price in VND, availability from stock, the retail price struck through during a promotion. */
export function productJsonLd(input: ProductJsonLdInput): JsonLd {
  const isDiscounted = input.retailPrice !== undefined && input.retailPrice > input.price;
  const offer: JsonLd = {
    '@type': 'Offer',
    url: input.url,
    price: input.price,
    priceCurrency: PRICE_CURRENCY,
    availability: `${CONTEXT}/${input.isInStock ? 'InStock' : 'OutOfStock'}`,
    itemCondition: `${CONTEXT}/NewCondition`,
  };
  if (isDiscounted) {
    offer.priceSpecification = {
      '@type': 'UnitPriceSpecification',
      priceType: `${CONTEXT}/StrikethroughPrice`,
      price: input.retailPrice,
      priceCurrency: PRICE_CURRENCY,
    };
    if (input.priceValidUntil) offer.priceValidUntil = input.priceValidUntil.slice(0, 10);
  }
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: [...input.images],
    sku: input.sku,
    brand: { '@type': 'Brand', name: input.brand },
    ...(input.category ? { category: input.category } : {}),
    offers: offer,
    ...(input.rating?.aggregateRating ? { aggregateRating: input.rating.aggregateRating } : {}),
    ...(input.rating?.aggregateRating && input.rating.review ? { review: input.rating.review } : {}),
  };
}

export type NewsArticleJsonLdInput = {
  url: string;
  headline: string;
  description?: string | undefined;
  images: readonly string[];
  datePublished: string;
  dateModified?: string | undefined;
  language: string;
  publisher: PublisherInput;
};

/** Google shows at most 110 characters of a headline: a longer one is cut at a word. */
export const HEADLINE_MAX = 110;

function organizationRef(publisher: PublisherInput): JsonLd {
  return {
    '@type': 'Organization',
    name: publisher.name,
    url: publisher.url,
    logo: { '@type': 'ImageObject', url: publisher.logo },
  };
}

/** NewsArticle: the shop's articles are written by the shop, which is their author and publisher. */
export function newsArticleJsonLd(input: NewsArticleJsonLdInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': input.url },
    headline: cutAtWord(input.headline, HEADLINE_MAX),
    ...(input.description ? { description: input.description } : {}),
    image: [...input.images],
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    inLanguage: input.language,
    author: organizationRef(input.publisher),
    publisher: organizationRef(input.publisher),
  };
}

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'OTHER';

/**
 * The schema.org employment type of a posting's "hình thức" text, in either language; OTHER when
 * the text names none of them.
 */
export function toEmploymentType(text: string | null | undefined): EmploymentType {
  const value = (text ?? '').toLowerCase();
  if (/bán thời gian|part[- ]?time/.test(value)) return 'PART_TIME';
  if (/toàn thời gian|full[- ]?time/.test(value)) return 'FULL_TIME';
  if (/thực tập|intern/.test(value)) return 'INTERN';
  if (/thời vụ|tạm thời|seasonal|temporary/.test(value)) return 'TEMPORARY';
  if (/hợp đồng|cộng tác|contract|freelance/.test(value)) return 'CONTRACTOR';
  return 'OTHER';
}

export type JobPostingJsonLdInput = {
  url: string;
  title: string;
  /** The posting's whole text, HTML allowed (Google reads <p>, <ul>, <li>, <strong>, <br>). */
  description: string;
  datePosted: string;
  validThrough?: string | undefined;
  employmentType: EmploymentType;
  /** The place of work as written; the country is Việt Nam. */
  location?: string | undefined;
  openings?: number | undefined;
  hiringOrganization: PublisherInput;
};

/** JobPosting: a posting of the shop, with its place of work in Việt Nam. */
export function jobPostingJsonLd(input: JobPostingJsonLdInput): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'JobPosting',
    title: input.title,
    description: input.description,
    datePosted: input.datePosted,
    ...(input.validThrough ? { validThrough: input.validThrough } : {}),
    employmentType: input.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: input.hiringOrganization.name,
      sameAs: input.hiringOrganization.url,
      logo: input.hiringOrganization.logo,
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        ...(input.location ? { streetAddress: input.location } : {}),
        addressCountry: 'VN',
      },
    },
    ...(input.openings ? { totalJobOpenings: input.openings } : {}),
    url: input.url,
  };
}
