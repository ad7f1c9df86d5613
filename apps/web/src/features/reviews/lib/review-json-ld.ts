import type { ProductReviewsReply } from '@shop/api-client';

/** The aggregate and the reviews a Product's JSON-LD carries (Google's review snippet). */
export type ProductRatingJsonLd = {
  aggregateRating?: Record<string, unknown>;
  review?: Record<string, unknown>[];
};

/** Reviews the JSON-LD lists: the first page's newest, each with its author. */
const LISTED = 5;

/**
 * Google's review snippet on a Product (developers.google.com/search/docs/appearance/structured-data/review-snippet):
 * only published reviews (the reply comes from the server's published list), `aggregateRating`
 * with `ratingValue` and `reviewCount` (1–5 stars), each `review` with its `reviewRating`, its
 * author (a Person's name; a deleted account's review has none and is left out of the list, still
 * counted in the aggregate) and date. The shop's replies are never reviews (no self-serving
 * review). Nothing when no review is published.
 */
export function productRatingJsonLd(reply: ProductReviewsReply | undefined): ProductRatingJsonLd {
  if (!reply || reply.summary.count === 0) return {};
  const review = reply.reviews
    .filter((item) => item.author)
    .slice(0, LISTED)
    .map((item) => ({
      '@type': 'Review',
      reviewRating: { '@type': 'Rating', ratingValue: item.stars, bestRating: 5, worstRating: 1 },
      author: { '@type': 'Person', name: item.author },
      datePublished: item.created_at.slice(0, 10),
      ...(item.text ? { reviewBody: item.text } : {}),
    }));
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reply.summary.average,
      reviewCount: reply.summary.count,
      bestRating: 5,
      worstRating: 1,
    },
    ...(review.length > 0 ? { review } : {}),
  };
}
