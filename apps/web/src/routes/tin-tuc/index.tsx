import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { newsQueries } from '@/features/news/api/news-queries';
import { NewsPage } from '@/features/news/components/news-page';
import { seoPage } from '@/lib/seo/seo-page';
import { newestCover } from '@/features/news/lib/newest-cover';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

export const Route = createFileRoute('/tin-tuc/')({
  // A failed load is left to the page, which shows it with a retry button.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(newsQueries.list(useLanguageStore.getState().language))
      .catch(() => null),
  // The newest article's cover is the picture to share.
  head: async ({ match, loaderData }) =>
    pageHead(seoPage(match, useLanguageStore.getState().language), {
      title: t`Tin tức`,
      description: t`Chuyện mùa vụ, vùng trồng và cách thưởng thức trà, cà phê, nông sản Việt.`,
      image: await newestCover(loaderData),
    }),
  component: () => <NewsPage />,
});
