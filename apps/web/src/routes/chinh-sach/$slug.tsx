import { recordOrNotFound } from '@/lib/route-data';
import { createFileRoute } from '@tanstack/react-router';
import { pageQueries } from '@/features/pages/api/page-queries';
import { ContentPage, ContentPageSkeleton } from '@/features/pages/components/content-page';
import { seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/chinh-sach/$slug')({
  // A failed load is left to the page, which shows it with a retry button.
  loader: ({ context, params }) =>
    // An unknown slug is the not-found page (HTTP 404 from the server).
    recordOrNotFound(
      context.queryClient.ensureQueryData(
        pageQueries.detail('chinh-sach', params.slug, useLanguageStore.getState().language),
      ),
    ),
  head: ({ match, loaderData: page }) =>
    page
      ? pageHead(seoPage(match, useLanguageStore.getState().language), {
          title: page.title,
          description: page.content,
        })
      : {},
  pendingComponent: ContentPageSkeleton,
  component: ContentRoute,
});

function ContentRoute() {
  return <ContentPage loai="chinh-sach" slug={Route.useParams().slug} />;
}
