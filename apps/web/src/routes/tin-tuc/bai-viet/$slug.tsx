import { createFileRoute } from '@tanstack/react-router';
import { newsQueries } from '@/features/news/api/news-queries';
import { ArticlePage, ArticleSkeleton } from '@/features/news/components/article-page';
import { useLanguageStore } from '@/stores/language-store';

/** An article (decision 009): /tin-tuc/bai-viet/{slug}, the same slug in both languages. */
export const Route = createFileRoute('/tin-tuc/bai-viet/$slug')({
  loader: ({ context, params }) =>
    context.queryClient
      .ensureQueryData(newsQueries.detail(params.slug, useLanguageStore.getState().language))
      .catch(() => null),
  pendingComponent: ArticleSkeleton,
  component: ArticleRoute,
});

function ArticleRoute() {
  return <ArticlePage slug={Route.useParams().slug} />;
}
