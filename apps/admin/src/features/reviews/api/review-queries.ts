import type { ReviewModeration, ReviewSettings, ReviewStatus } from '@shop/domain/reviews';
import { keepPreviousData } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';
import { consoleQuery } from '@/lib/console-query';

const all = ['reviews'] as const;

/** The reviews' moderation (decision 047), under ['reviews', …]. */
export const reviewQueries = {
  all: () => all,
  list: (status: ReviewStatus, page: number) =>
    consoleQuery(
      [...all, 'list', status, page],
      (api) => api.reviews({ status, ...(page > 1 ? { page } : {}) }),
      {
        placeholderData: keepPreviousData,
      },
    ),
  settings: () => consoleQuery([...all, 'settings'], (api) => api.reviewSettings()),
};

/** Publishes, hides and/or replies to one review. */
export async function moderate(id: string, change: ReviewModeration) {
  return (await getConsoleApi()).moderateReview(id, change);
}

/** Saves "publish at once or wait" and the word filter list (the owner's). */
export async function saveSettings(settings: ReviewSettings) {
  return (await getConsoleApi()).saveReviewSettings(settings);
}
