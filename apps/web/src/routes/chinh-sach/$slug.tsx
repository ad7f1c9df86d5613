import { createFileRoute } from '@tanstack/react-router';
import { contentPageHead, loadContentPage } from '@/features/pages/api/content-page-route';
import { ContentPage, ContentPageSkeleton } from '@/features/pages/components/content-page';

export const Route = createFileRoute('/chinh-sach/$slug')({
  loader: ({ context, params }) => loadContentPage(context.queryClient, 'chinh-sach', params.slug),
  head: ({ match, loaderData }) => contentPageHead(match, loaderData),
  pendingComponent: ContentPageSkeleton,
  component: ContentRoute,
});

function ContentRoute() {
  return <ContentPage loai="chinh-sach" slug={Route.useParams().slug} />;
}
