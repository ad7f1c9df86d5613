import { t } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { newsQueries } from '@/features/news/api/news-queries';
import { NewsPage } from '@/features/news/components/news-page';
import {
  isNewsCategory,
  NEWS_CATEGORY_INTROS,
  NEWS_CATEGORY_LABELS,
} from '@/features/news/lib/news-category';
import { i18n } from '@/lib/i18n';
import { seoPage } from '@/lib/seo/seo-page';
import { newestCover } from '@/features/news/lib/newest-cover';
import { categoryHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

/** /tin-tuc/tra, /tin-tuc/ca-phe, /tin-tuc/nong-san; any other slug is not found. */
export const Route = createFileRoute('/tin-tuc/$category')({
  loader: ({ context, params }) => {
    if (!isNewsCategory(params.category)) throw notFound();
    const language = useLanguageStore.getState().language;
    return context.queryClient.ensureQueryData(newsQueries.list(language, params.category)).catch(() => null);
  },
  // The category's articles, newest first as the page lists them, as an ItemList; the newest
  // cover is the picture to share.
  head: async ({ match, params, loaderData }) => {
    if (!isNewsCategory(params.category)) return {};
    const page = seoPage(match, useLanguageStore.getState().language);
    return categoryHead(page, {
      image: await newestCover(loaderData),
      title: t`Tin tức: ${i18n._(NEWS_CATEGORY_LABELS[params.category])}`,
      description: i18n._(NEWS_CATEGORY_INTROS[params.category]),
      items: (loaderData ?? []).map((article) => ({
        path: `/tin-tuc/bai-viet/${article.slug}`,
        name: article.title,
      })),
    });
  },
  component: NewsCategoryPage,
});

function NewsCategoryPage() {
  const { category } = Route.useParams();
  return isNewsCategory(category) ? <NewsPage category={category} /> : null;
}
