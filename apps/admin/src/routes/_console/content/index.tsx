import { CONTENT_KINDS, CONTENT_STATUSES } from '@shop/domain/content';
import { createFileRoute } from '@tanstack/react-router';
import {
  readSearch,
  searchChoice,
  searchPage,
  searchPattern,
  searchText,
  useSearchedList,
} from '@/lib/list-search';
import { type ContentSearch, ContentListPage } from '@/features/content/components/content-list-page';

export const Route = createFileRoute('/_console/content/')({
  validateSearch: readSearch<ContentSearch>({
    kind: searchChoice(CONTENT_KINDS),
    q: searchText(),
    category: searchPattern(/^[a-z-]{1,40}$/),
    status: searchChoice(CONTENT_STATUSES),
    page: searchPage,
  }),
  component: function Content() {
    return <ContentListPage {...useSearchedList(Route)} />;
  },
});
