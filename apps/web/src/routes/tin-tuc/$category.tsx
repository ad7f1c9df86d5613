import { createFileRoute, notFound } from '@tanstack/react-router';
import { newsQueries } from '@/features/news/api/news-queries';
import { NewsPage } from '@/features/news/components/news-page';
import { isNewsCategory } from '@/features/news/lib/news-category';
import { useLanguageStore } from '@/stores/language-store';

/** /tin-tuc/tra, /tin-tuc/ca-phe, /tin-tuc/nong-san; any other slug is not found. */
export const Route = createFileRoute('/tin-tuc/$category')({
  loader: ({ context, params }) => {
    if (!isNewsCategory(params.category)) throw notFound();
    const language = useLanguageStore.getState().language;
    return context.queryClient.ensureQueryData(newsQueries.list(language, params.category)).catch(() => null);
  },
  component: NewsCategoryPage,
});

function NewsCategoryPage() {
  const { category } = Route.useParams();
  return isNewsCategory(category) ? <NewsPage category={category} /> : null;
}
