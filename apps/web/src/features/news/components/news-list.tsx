import { Trans } from '@lingui/react/macro';
import type { NewsCategory } from '@shop/domain/catalogue';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLanguageStore } from '@/stores/language-store';
import { QueryErrorState } from '@/ui/error-state';
import { newsQueries } from '../api/news-queries';
import { NewsCard } from './news-card';
import { LoadingStatus } from '@/ui/loading-status';

const GRID = 'grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

export function NewsListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <LoadingStatus label={<Trans>Đang tải tin tức…</Trans>}>
      <ul aria-hidden="true" className={GRID}>
        {Array.from({ length: count }, (_, index) => `news-placeholder-${index}`).map((key) => (
          <li key={key} className="overflow-hidden rounded-2xl border border-leaf-100 bg-white">
            <div className="aspect-[16/9] animate-pulse bg-cream-100" />
            <div className="space-y-2 p-4">
              <div className="h-3 w-1/3 animate-pulse rounded bg-leaf-100" />
              <div className="h-5 w-5/6 animate-pulse rounded bg-cream-200" />
              <div className="h-4 w-full animate-pulse rounded bg-cream-100" />
            </div>
          </li>
        ))}
      </ul>
    </LoadingStatus>
  );
}

type NewsListProps = {
  category?: NewsCategory;
  limit?: number;
  /** How many first pictures load at once (the news page's top row); the rest load when near. */
  eagerPictures?: number;
};

/** Articles in the current language, newest first; `limit` cuts the list (the home page shows 3). */
export function NewsList({ category, limit, eagerPictures = 3 }: NewsListProps) {
  const language = useLanguageStore((state) => state.language);
  const { data, isPending, isError, refetch, isRefetching } = useQuery(newsQueries.list(language, category));
  if (isPending) return <NewsListSkeleton count={limit ?? 6} />;
  if (isError) {
    return (
      <QueryErrorState title={<Trans>Không tải được tin tức</Trans>} query={{ refetch, isRefetching }} />
    );
  }
  const articles = limit ? data.slice(0, limit) : data;
  if (articles.length === 0) {
    return (
      <p className="rounded-2xl border border-leaf-200 border-dashed bg-white p-8 text-center text-coffee-700">
        <Trans>Chưa có bài viết nào trong mục này.</Trans>{' '}
        <Link to="/tin-tuc" className="font-semibold text-leaf-700 underline">
          <Trans>Xem tất cả tin tức</Trans>
        </Link>
      </p>
    );
  }
  return (
    <ul className={GRID}>
      {articles.map((article, index) => (
        <li key={article._id}>
          <NewsCard article={article} isAboveFold={index < eagerPictures} />
        </li>
      ))}
    </ul>
  );
}
