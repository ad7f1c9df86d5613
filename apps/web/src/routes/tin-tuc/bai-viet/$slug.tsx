import { loadRecord } from '@/lib/route-data';
import { createFileRoute } from '@tanstack/react-router';
import { newsQueries } from '@/features/news/api/news-queries';
import { ArticlePage, ArticleSkeleton } from '@/features/news/components/article-page';
import { cachedCompany } from '@/lib/seo/cached-company';
import { seoPage } from '@/lib/seo/seo-page';
import { useLanguageStore } from '@/stores/language-store';

/** An article (decision 009): /tin-tuc/bai-viet/{slug}, the same slug in both languages. */
export const Route = createFileRoute('/tin-tuc/bai-viet/$slug')({
  loader: ({ context, params }) =>
    // An unknown slug is the not-found page (HTTP 404 from the server).
    loadRecord(context.queryClient, newsQueries.detail(params.slug, useLanguageStore.getState().language)),
  head: async ({ match, loaderData: article }) => {
    if (!article) return {};
    // Its module loads with the page, not with the shop's first script.
    const [{ pictureUrlAt, sharePictureUrl }, { articleHead }] = await Promise.all([
      import('@/lib/picture-url'),
      import('@/lib/seo/detail-heads'),
    ]);
    const page = seoPage(match, useLanguageStore.getState().language);
    return articleHead(
      page,
      {
        title: article.title,
        summary: article.summary,
        image: pictureUrlAt(article.picture, 1440),
        shareImage: sharePictureUrl(article.picture),
        datePublished: article.date_created,
      },
      cachedCompany(match.context.queryClient, page.language),
    );
  },
  pendingComponent: ArticleSkeleton,
  component: ArticleRoute,
});

function ArticleRoute() {
  return <ArticlePage slug={Route.useParams().slug} />;
}
