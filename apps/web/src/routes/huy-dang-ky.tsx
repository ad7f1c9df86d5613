import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '@/features/privacy/components/unsubscribe-page';

/** The unsubscribe link of a marketing mail: `?t=` is its signed token (decision 063). */
export const Route = createFileRoute('/huy-dang-ky')({
  validateSearch: (search: Record<string, unknown>) => ({ t: typeof search.t === 'string' ? search.t : '' }),
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  return <UnsubscribePage token={Route.useSearch().t} />;
}
