import { createFileRoute } from '@tanstack/react-router';
import { newsQueries } from '@/features/news/api/news-queries';
import { NewsPage } from '@/features/news/components/news-page';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/tin-tuc/')({
  // A failed load is left to the page, which shows it with a retry button.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(newsQueries.list(useLanguageStore.getState().language))
      .catch(() => null),
  component: () => <NewsPage />,
});
