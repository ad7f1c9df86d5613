import type { ProductReviewsReply, PublicReview } from '@shop/api-client';
import { describe, expect, it } from 'vitest';
import { productJsonLd } from '@/lib/seo/json-ld-details';
import { productRatingJsonLd } from './review-json-ld';

const review = (stars: number, author: string | null, text = ''): PublicReview => ({
  _id: `${stars}${author}`.padEnd(24, '0'),
  ma_vt: 'CPH-009',
  stars,
  text,
  author,
  photos: [],
  variant: null,
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  reply: { text: 'Cảm ơn!', at: '2026-11-21T03:00:00.000Z' },
});

const reply = (reviews: PublicReview[], count = reviews.length): ProductReviewsReply => ({
  ma_vt: 'CPH-009',
  summary: { average: 4.5, count, distribution: [0, 0, 0, 1, 1] },
  order: 'newest',
  stars: null,
  page: 1,
  pages: 1,
  total: count,
  reviews,
});

describe('the review snippet of a product (decision 047)', () => {
  it('carries the aggregate and the named reviews, never the shop’s replies', () => {
    const rating = productRatingJsonLd(reply([review(5, 'Mai T.', '<b>Ngon</b>'), review(4, null)]));
    expect(rating.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(rating.review).toEqual([
      {
        '@type': 'Review',
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        author: { '@type': 'Person', name: 'Mai T.' },
        datePublished: '2026-11-20',
        reviewBody: '<b>Ngon</b>',
      },
    ]);
    expect(JSON.stringify(rating)).not.toContain('Cảm ơn!');
    const product = productJsonLd({
      url: 'https://shop.example/mua-hang/san-pham/CPH-009',
      name: 'Cà phê',
      description: 'Cà phê',
      images: ['https://shop.example/a.jpg'],
      sku: 'CPH-009',
      brand: 'Shop',
      price: 150000,
      isInStock: true,
      rating,
    });
    expect(product).toMatchObject({ aggregateRating: { reviewCount: 2 }, review: [{ '@type': 'Review' }] });
  });

  it('says nothing about a product without a published review', () => {
    expect(productRatingJsonLd(reply([], 0))).toEqual({});
    expect(productRatingJsonLd(undefined)).toEqual({});
  });
});
