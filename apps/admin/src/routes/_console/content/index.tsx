import { CONTENT_KINDS, CONTENT_STATUSES, type ContentKind, type ContentStatus } from '@shop/domain/content';
import { createFileRoute } from '@tanstack/react-router';
import { type ContentSearch, ContentListPage } from '@/features/content/components/content-list-page';

export const Route = createFileRoute('/_console/content/')({
  validateSearch: (search: Record<string, unknown>): ContentSearch => {
    const out: ContentSearch = {};
    if ((CONTENT_KINDS as readonly unknown[]).includes(search.kind)) out.kind = search.kind as ContentKind;
    if (typeof search.q === 'string' && search.q.trim() !== '') out.q = search.q.trim().slice(0, 100);
    if (typeof search.category === 'string' && /^[a-z-]{1,40}$/.test(search.category))
      out.category = search.category;
    if ((CONTENT_STATUSES as readonly unknown[]).includes(search.status))
      out.status = search.status as ContentStatus;
    const page = Number(search.page);
    if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
    return out;
  },
  component: function Content() {
    const navigate = Route.useNavigate();
    return (
      <ContentListPage search={Route.useSearch()} onSearch={(next) => void navigate({ search: next })} />
    );
  },
});
