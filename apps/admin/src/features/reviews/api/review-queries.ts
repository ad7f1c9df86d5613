import type { ReviewModeration, ReviewSettings, ReviewStatus } from '@shop/domain/reviews';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** The reviews' moderation (decision 047), under ['reviews', …]. */
export const reviewQueries = {
  all: () => ['reviews'] as const,
  list: (status: ReviewStatus, page: number) =>
    queryOptions({
      queryKey: [...reviewQueries.all(), 'list', status, page] as const,
      queryFn: async () => (await getConsoleApi()).reviews({ status, ...(page > 1 ? { page } : {}) }),
      placeholderData: keepPreviousData,
    }),
  settings: () =>
    queryOptions({
      queryKey: [...reviewQueries.all(), 'settings'] as const,
      queryFn: async () => (await getConsoleApi()).reviewSettings(),
    }),
};

/** Publishes, hides and/or replies to one review. */
export async function moderate(id: string, change: ReviewModeration) {
  return (await getConsoleApi()).moderateReview(id, change);
}

/** Saves "publish at once or wait" and the word filter list (the owner's). */
export async function saveSettings(settings: ReviewSettings) {
  return (await getConsoleApi()).saveReviewSettings(settings);
}
