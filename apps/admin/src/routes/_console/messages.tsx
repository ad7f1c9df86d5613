import { createFileRoute } from '@tanstack/react-router';
import { type MessagesSearch, MessagesPage } from '@/features/messages/components/messages-page';

export const Route = createFileRoute('/_console/messages')({
  validateSearch: (search: Record<string, unknown>): MessagesSearch => {
    const out: MessagesSearch = {};
    if (search.handled === 'yes' || search.handled === 'all') out.handled = search.handled;
    const page = Number(search.page);
    if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
    return out;
  },
  component: function Messages() {
    const navigate = Route.useNavigate();
    return <MessagesPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />;
  },
});
