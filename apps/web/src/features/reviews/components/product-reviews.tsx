import { Trans, useLingui } from '@lingui/react/macro';
import type { PublicReview, RatingSummary, ReviewOrder } from '@shop/domain/reviews';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewQueries } from '../api/review-queries';
import { Stars } from './stars';

function Summary({
  summary,
  stars,
  onStars,
}: {
  summary: RatingSummary;
  stars: number | null;
  onStars(stars: number | null): void;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="text-center sm:w-40">
        {/* A figure, not a heading: a large bold <p> reads as a heading to assistive tools (axe p-as-heading). */}
        <div className="font-bold text-4xl text-coffee-900" data-testid="rating-average">
          {summary.average.toLocaleString('vi-VN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        </div>
        <Stars value={summary.average} label={t`${summary.average} trên 5 sao`} />
        <p className="text-coffee-700 text-sm" data-testid="rating-count">
          <Trans>{summary.count} đánh giá</Trans>
        </p>
      </div>
      <ul className="flex-1 space-y-1">
        {[5, 4, 3, 2, 1].map((n) => {
          const count = summary.distribution[n - 1] ?? 0;
          const share = summary.count === 0 ? 0 : Math.round((count / summary.count) * 100);
          const active = stars === n;
          return (
            <li key={n}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onStars(active ? null : n)}
                className={`flex min-h-9 w-full items-center gap-2 rounded-lg px-2 text-sm hover:bg-leaf-50 ${active ? 'bg-leaf-100' : ''}`}
              >
                <span className="w-12 text-left text-coffee-800">{t`${n} sao`}</span>
                <span className="h-2 flex-1 overflow-hidden rounded-full bg-coffee-100" aria-hidden="true">
                  <span className="block h-full bg-amber-500" style={{ width: `${share}%` }} />
                </span>
                <span className="w-8 text-right text-coffee-700">{count}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ReviewItem({ review }: { review: PublicReview }) {
  const { t, i18n } = useLingui();
  const date = new Date(review.created_at).toLocaleDateString(i18n.locale === 'en' ? 'en-GB' : 'vi-VN');
  return (
    <li className="border-coffee-100 border-b py-4 last:border-b-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-coffee-900">{review.author ?? t`Khách hàng`}</span>
        <Stars value={review.stars} label={t`${review.stars} trên 5 sao`} />
        <span className="text-coffee-600 text-sm">{date}</span>
        {review.variant ? <span className="text-coffee-600 text-sm">{review.variant}</span> : null}
      </div>
      {/* Text only: React escapes it (decision 047). */}
      {review.text ? <p className="mt-2 whitespace-pre-line text-coffee-800">{review.text}</p> : null}
      {review.photos.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {review.photos.map((photo) => (
            <li key={photo._id}>
              <a href={photo.large} target="_blank" rel="noopener">
                <img
                  src={photo.thumb}
                  alt={t`Ảnh của khách hàng`}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="size-20 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {review.reply ? (
        <div className="mt-3 rounded-lg bg-leaf-50 p-3 text-sm" data-testid="review-reply">
          <p className="font-semibold text-leaf-800">
            <Trans>Phản hồi của cửa hàng</Trans>
          </p>
          <p className="mt-1 whitespace-pre-line text-coffee-800">{review.reply.text}</p>
        </div>
      ) : null}
    </li>
  );
}

/**
 * The product page's reviews (issue 33): the published rating (average, count, distribution; a
 * bar filters by its stars), the reviews newest first or with photos or by stars, ten a page,
 * with the shop's replies. The first page comes with the server's page (the route's loader).
 */
export function ProductReviews({ maVt }: { maVt: string }) {
  const { t } = useLingui();
  const [order, setOrder] = useState<ReviewOrder>('newest');
  const [stars, setStars] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const query = useQuery(
    reviewQueries.product(maVt, { order, ...(stars ? { stars } : {}), ...(page > 1 ? { page } : {}) }),
  );
  const orders: [ReviewOrder, string][] = [
    ['newest', t`Mới nhất`],
    ['photos', t`Có hình ảnh`],
    ['stars-high', t`Nhiều sao trước`],
    ['stars-low', t`Ít sao trước`],
  ];
  const data = query.data;
  return (
    <section
      aria-labelledby="reviews-title"
      className="mx-auto mt-10 max-w-6xl rounded-2xl border border-leaf-100 bg-white p-4 shadow-sm sm:p-6"
      id="danh-gia"
    >
      <h2 id="reviews-title" className="font-bold text-coffee-900 text-xl sm:text-2xl">
        <Trans>Đánh giá sản phẩm</Trans>
      </h2>
      {!data ? (
        <div aria-hidden="true" className="mt-4 h-32 animate-pulse rounded-xl bg-coffee-100" />
      ) : (
        <div className="mt-4 space-y-4">
          <Summary
            summary={data.summary}
            stars={stars}
            onStars={(value) => {
              setStars(value);
              setPage(1);
            }}
          />
          {data.summary.count === 0 ? (
            <p className="text-coffee-700">
              <Trans>Chưa có đánh giá nào cho sản phẩm này.</Trans>
            </p>
          ) : (
            <>
              <label className="flex items-center gap-2 text-sm text-coffee-800">
                <Trans>Sắp xếp</Trans>
                <select
                  value={order}
                  onChange={(event) => {
                    setOrder(event.target.value as ReviewOrder);
                    setPage(1);
                  }}
                  className="min-h-11 rounded-lg border border-coffee-200 bg-white px-2"
                >
                  {orders.map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
              {data.reviews.length === 0 ? (
                <p className="text-coffee-700">
                  <Trans>Không có đánh giá nào với số sao này.</Trans>
                </p>
              ) : (
                <ul>
                  {data.reviews.map((review) => (
                    <ReviewItem key={review._id} review={review} />
                  ))}
                </ul>
              )}
              {data.pages > 1 ? (
                <nav aria-label={t`Trang đánh giá`} className="flex items-center justify-center gap-3">
                  <button
                    type="button"
                    disabled={data.page <= 1}
                    onClick={() => setPage(data.page - 1)}
                    className="min-h-11 rounded-full border border-coffee-200 px-4 disabled:opacity-40"
                  >
                    <Trans>Trước</Trans>
                  </button>
                  <span className="text-coffee-700 text-sm">
                    {data.page} / {data.pages}
                  </span>
                  <button
                    type="button"
                    disabled={data.page >= data.pages}
                    onClick={() => setPage(data.page + 1)}
                    className="min-h-11 rounded-full border border-coffee-200 px-4 disabled:opacity-40"
                  >
                    <Trans>Sau</Trans>
                  </button>
                </nav>
              ) : null}
            </>
          )}
        </div>
      )}
    </section>
  );
}
