import { createFileRoute } from '@tanstack/react-router';
import { readSearch, searchChoice, searchPage, useSearchedList } from '@/lib/list-search';
import { type MessagesSearch, MessagesPage } from '@/features/messages/components/messages-page';

export const Route = createFileRoute('/_console/messages')({
  validateSearch: readSearch<MessagesSearch>({ handled: searchChoice(['yes', 'all']), page: searchPage }),
  component: function Messages() {
    return <MessagesPage {...useSearchedList(Route)} />;
  },
});
