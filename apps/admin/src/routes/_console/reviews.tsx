import { createFileRoute } from '@tanstack/react-router';
import { useSearchedList } from '@/lib/list-search';
import { ReviewListPage, readReviewsSearch } from '@/features/reviews';

/** The reviews: waiting, published, hidden; publish, hide, reply; the owner's settings. */
export const Route = createFileRoute('/_console/reviews')({
  validateSearch: readReviewsSearch,
  component: function Reviews() {
    const { me } = Route.useRouteContext();
    return <ReviewListPage {...useSearchedList(Route)} canEditSettings={me.areas.includes('settings')} />;
  },
});
