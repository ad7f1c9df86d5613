import { createFileRoute } from '@tanstack/react-router';
import { ReturnPage } from '@/features/returns';

/** One return or exchange: what comes back, why, the steps and what to do next (issue 33). */
export const Route = createFileRoute('/_console/returns/$returnId')({
  component: function Return() {
    return <ReturnPage returnId={Route.useParams().returnId} />;
  },
});
