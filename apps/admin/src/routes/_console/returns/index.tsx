import { createFileRoute } from '@tanstack/react-router';
import { ReturnsListPage, readReturnsSearch } from '@/features/returns';
import { useSearchedList } from '@/lib/list-search';

/** The returns and exchanges, a tab per status (issue 33). */
export const Route = createFileRoute('/_console/returns/')({
  validateSearch: readReturnsSearch,
  component: function Returns() {
    return <ReturnsListPage {...useSearchedList(Route)} />;
  },
});
