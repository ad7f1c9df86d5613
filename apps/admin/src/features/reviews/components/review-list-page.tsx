import { Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_STATUSES, type ReviewStatus } from '@shop/domain/reviews';
import { useQuery } from '@tanstack/react-query';
import { readStatusSearch, type SearchedList, type StatusSearch, toFilter } from '@/lib/list-search';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { PagedList } from '@/ui/paged-list';
import { PageTitle } from '@/ui/page-title';
import { reviewQueries } from '../api/review-queries';
import { ReviewCard } from './review-card';
import { ReviewSettingsCard } from './review-settings-card';

export type ReviewsSearch = StatusSearch<ReviewStatus>;

/** The console's page of reviews (the server's). */
const PAGE_SIZE = 20;

/** Reads the screen's address: ?status= published or hidden (waiting when absent), ?page=. */
export const readReviewsSearch = readStatusSearch(REVIEW_STATUSES, 'pending');

/**
 * /reviews (issue 33, decision 047): the reviews waiting, published and hidden, newest first, each
 * to publish, hide or answer as the shop; and the settings (the owner's): publish at once or wait,
 * the word filter list.
 */
export function ReviewListPage({
  search,
  onSearch,
  canEditSettings,
}: SearchedList<ReviewsSearch> & { canEditSettings: boolean }) {
  const { t } = useLingui();
  const status = search.status ?? 'pending';
  const page = search.page ?? 1;
  const list = useQuery(reviewQueries.list(status, page));
  const counts = list.data?.counts;
  const labels: Record<ReviewStatus, string> = {
    pending: t`Chờ duyệt`,
    published: t`Đã hiển thị`,
    hidden: t`Đã ẩn`,
  };
  const data = list.data && { ...list.data, limit: PAGE_SIZE };
  return (
    <>
      <PageTitle>
        <Trans>Đánh giá</Trans>
      </PageTitle>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div>
          <ChoiceTabs
            label={t`Lọc đánh giá`}
            value={status}
            onChange={toFilter({ search, onSearch }, 'status', 'pending')}
            choices={REVIEW_STATUSES.map((value) => ({
              value,
              label: labels[value],
              count: counts?.[value],
            }))}
          />
          <PagedList
            list={{ data, error: list.error, isPending: list.isPending }}
            failed={t`Không tải được đánh giá`}
            loading={<Trans>Đang tải đánh giá…</Trans>}
            empty={<Trans>Không có đánh giá nào.</Trans>}
            onPage={(next) => onSearch({ ...search, ...(next > 1 ? { page: next } : { page: undefined }) })}
          >
            {(items) => (
              <ul className="flex flex-col gap-3">
                {items.map((review) => (
                  <ReviewCard
                    key={`${review._id}-${review.updated_at}-${review.reply?.at ?? ''}`}
                    review={review}
                  />
                ))}
              </ul>
            )}
          </PagedList>
        </div>
        <ReviewSettingsCard canEdit={canEditSettings} />
      </div>
    </>
  );
}
