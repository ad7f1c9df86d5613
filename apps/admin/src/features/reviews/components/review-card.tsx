import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleReview, ReviewModeration } from '@shop/domain/reviews';
import { REVIEW_REPLY_MAX } from '@shop/domain/reviews';
import { formatDateTime } from '@shop/domain/primitives';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { PhotoThumbs } from '@/ui/photo-thumbs';
import { TextAreaField } from '@/ui/field';
import { showToast } from '@/ui/toast';
import { moderate, reviewQueries } from '../api/review-queries';
import { submitWith } from '@/ui/form';

/**
 * One review as the console moderates it: the product, the order, the author, stars, text and
 * photos (text as typed: React escapes it, decision 047), the word that held it back, the shop's
 * reply; publish, hide, reply.
 */
export function ReviewCard({ review }: { review: ConsoleReview }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [reply, setReply] = useState(review.reply?.text ?? '');
  const change = useMutation({
    mutationFn: (body: ReviewModeration) => moderate(review._id, body),
    onSuccess: (_saved, body) => {
      showToast(
        body.status === 'published'
          ? t`Đã hiển thị đánh giá`
          : body.status === 'hidden'
            ? t`Đã ẩn đánh giá`
            : body.reply === ''
              ? t`Đã xoá trả lời`
              : t`Đã gửi trả lời`,
      );
      return queryClient.invalidateQueries({ queryKey: reviewQueries.all() });
    },
  });
  const stars = `${'★'.repeat(review.stars)}${'☆'.repeat(5 - review.stars)}`;
  return (
    <li className="rounded-xl border border-coffee-100 bg-white p-4" data-testid="console-review">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{review.ten_vt}</p>
          <p className="text-coffee-700 text-sm">
            {review.variant ? `${review.variant} · ` : ''}
            <Trans>
              Đơn {review.so_ct} · {review.author ?? t`Khách hàng`} · {formatDateTime(review.created_at)}
            </Trans>
          </p>
        </div>
        <span role="img" aria-label={t`${review.stars} trên 5 sao`} className="text-amber-500 text-lg">
          {stars}
        </span>
      </div>
      {review.held_for ? (
        <p className="mt-2 inline-block rounded-full bg-guava-50 px-3 py-1 text-guava-700 text-sm">
          <Trans>Chứa từ trong danh sách lọc: {review.held_for}</Trans>
        </p>
      ) : null}
      {review.text ? (
        <p className="mt-2 whitespace-pre-line break-words" data-testid="console-review-text">
          {review.text}
        </p>
      ) : null}
      <PhotoThumbs
        photos={review.photos.map((photo) => ({ id: photo._id, thumb: photo.thumb, full: photo.large }))}
        size={80}
        className="mt-2"
      />
      <form className="mt-3 flex flex-col gap-2" onSubmit={submitWith(() => change.mutate({ reply }))}>
        <TextAreaField
          label={t`Trả lời của cửa hàng`}
          value={reply}
          maxLength={REVIEW_REPLY_MAX}
          onChange={(event) => setReply(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" disabled={change.isPending || reply.trim() === ''}>
            <Trans>Gửi trả lời</Trans>
          </Button>
          {review.reply ? (
            <Button
              variant="secondary"
              disabled={change.isPending}
              onClick={() => {
                setReply('');
                change.mutate({ reply: '' });
              }}
            >
              <Trans>Xoá trả lời</Trans>
            </Button>
          ) : null}
          {review.status !== 'published' ? (
            <Button disabled={change.isPending} onClick={() => change.mutate({ status: 'published' })}>
              <Trans context="review action">Hiển thị</Trans>
            </Button>
          ) : null}
          {review.status !== 'hidden' ? (
            <Button
              variant="danger"
              disabled={change.isPending}
              onClick={() => change.mutate({ status: 'hidden' })}
            >
              <Trans>Ẩn</Trans>
            </Button>
          ) : null}
        </div>
      </form>
      {change.error ? <Alert>{errorText(change.error, locale, t`Không lưu được thay đổi`)}</Alert> : null}
    </li>
  );
}
