import type { ReviewModeration, ReviewSettings, ReviewStatus } from '@shop/domain/reviews';
import { getConsoleApi } from '@/lib/api';
import { consoleQuery, statusListQuery } from '@/lib/console-query';

const all = ['reviews'] as const;

/** The reviews' moderation (decision 047), under ['reviews', …]. */
export const reviewQueries = {
  all: () => all,
  list: (status: ReviewStatus, page: number) =>
    statusListQuery(all, status, page, (api, query) => api.reviews(query)),
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
