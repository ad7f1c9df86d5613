import { Trans, useLingui } from '@lingui/react/macro';
import type { ReviewableLine } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { reviewQueries } from '../api/review-queries';
import { ReviewForm } from './review-form';
import { Stars } from './stars';

function LineReview({ line }: { line: ReviewableLine }) {
  const { t, i18n } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const review = line.review;
  const until = review
    ? new Date(review.editable_until).toLocaleDateString(i18n.locale === 'en' ? 'en-GB' : 'vi-VN')
    : '';
  const statusText =
    review?.status === 'published'
      ? t`Đã hiển thị`
      : review?.status === 'hidden'
        ? t`Cửa hàng đã ẩn`
        : t`Chờ cửa hàng duyệt`;
  const canOpen = !review || review.editable;
  return (
    <li className="py-3" data-testid="review-line">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 flex-1 font-medium text-coffee-900">
          {line.ten_vt}
          {line.variant ? <span className="block text-coffee-600 text-xs">{line.variant}</span> : null}
        </p>
        {review ? (
          <span className="flex items-center gap-2 text-sm">
            <Stars value={review.stars} label={t`${review.stars} trên 5 sao`} />
            <span className="text-coffee-700" data-testid="review-status">
              {statusText}
            </span>
          </span>
        ) : null}
        {canOpen && !isOpen ? (
          <button
            type="button"
            onClick={() => setIsOpen(true)}
            className="inline-flex min-h-11 items-center rounded-full border border-leaf-300 px-4 font-semibold text-leaf-800 text-sm hover:bg-leaf-50"
          >
            {review ? <Trans>Sửa đánh giá</Trans> : <Trans>Viết đánh giá</Trans>}
          </button>
        ) : null}
      </div>
      {review?.editable ? (
        <p className="text-coffee-600 text-xs">
          <Trans>Sửa được đến {until}</Trans>
        </p>
      ) : null}
      {isOpen ? <ReviewForm line={line} onDone={() => setIsOpen(false)} /> : null}
    </li>
  );
}

/**
 * The delivered order's "Đánh giá sản phẩm" (issue 33): each line, its review once written (stars,
 * moderation state) and a form to write it, or to edit it within 30 days. Only the lines the
 * server lists as the shopper's delivered ones appear.
 */
export function OrderReviews({ orderId }: { orderId: string }) {
  const query = useQuery(reviewQueries.mine());
  const lines = query.data?.lines.filter((line) => line.order_id === orderId) ?? [];
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby={`reviews-${orderId}`}
      className="mt-4 border-coffee-100 border-t pt-3"
      data-testid="order-reviews"
    >
      <h3 id={`reviews-${orderId}`} className="font-semibold text-coffee-900">
        <Trans>Đánh giá sản phẩm</Trans>
      </h3>
      <ul className="divide-y divide-coffee-100">
        {lines.map((line) => (
          <LineReview key={line.line} line={line} />
        ))}
      </ul>
    </section>
  );
}
