import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { usePageMeta } from '@/lib/head';
import { Picture } from '@/ui/picture';
import { useLanguageStore } from '@/stores/language-store';
import { PageErrorState } from '@/ui/error-state';
import { NotFoundNotice } from '@/ui/not-found';
import { newsQueries } from '../api/news-queries';
import { isNewsCategory, NEWS_CATEGORY_LABELS } from '../lib/news-category';
import { RichText } from '@shop/content-render';
import { LoadingStatus } from '@/ui/loading-status';

export function ArticleSkeleton() {
  return (
    <LoadingStatus
      label={<Trans>Đang tải bài viết…</Trans>}
      className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10"
    >
      <div aria-hidden="true" className="space-y-4">
        <div className="h-4 w-40 animate-pulse rounded bg-leaf-100" />
        <div className="h-10 w-5/6 animate-pulse rounded-lg bg-cream-200" />
        <div className="aspect-[16/9] animate-pulse rounded-3xl bg-cream-100" />
        <div className="h-24 animate-pulse rounded-lg bg-cream-100" />
      </div>
    </LoadingStatus>
  );
}

const BACK = 'font-semibold text-leaf-700 underline underline-offset-2';

/** /tin-tuc/bai-viet/{slug}: the article in the current language (same slug in both). */
export function ArticlePage({ slug }: { slug: string }) {
  const { t, i18n } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const query = useQuery(newsQueries.detail(slug, language));
  const article = query.data;
  usePageMeta(
    article ? article.title : article === null ? t`Không tìm thấy bài viết` : undefined,
    article?.summary ?? undefined,
  );

  if (query.isPending) return <ArticleSkeleton />;
  if (query.isError) return <PageErrorState title={<Trans>Không tải được bài viết</Trans>} query={query} />;
  if (!article) {
    return (
      <NotFoundNotice
        title={<Trans>Không tìm thấy bài viết</Trans>}
        action={
          <Link to="/tin-tuc" className={`mt-4 inline-block ${BACK}`}>
            <Trans>Xem các tin tức khác</Trans>
          </Link>
        }
      >
        <Trans>Bài viết này chưa có bằng ngôn ngữ bạn chọn, hoặc đã được gỡ xuống.</Trans>
      </NotFoundNotice>
    );
  }
  const category = isNewsCategory(article.loai_tin_tuc) ? article.loai_tin_tuc : undefined;
  const facts = (article.add_on_data ?? []).filter((item) => item.title || item.summary);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 sm:py-10">
      <p className="flex flex-wrap items-center gap-x-2 text-coffee-600 text-sm">
        {category ? (
          <Link
            to="/tin-tuc/$category"
            params={{ category }}
            className="font-semibold text-leaf-700 uppercase tracking-wide hover:underline"
          >
            {i18n._(NEWS_CATEGORY_LABELS[category])}
          </Link>
        ) : null}
        {article.date_created ? (
          <time dateTime={article.date_created}>{formatDate(article.date_created, language)}</time>
        ) : null}
      </p>
      <h1 className="mt-2 font-bold text-3xl text-coffee-900 leading-tight sm:text-4xl">{article.title}</h1>
      {article.summary ? <p className="mt-3 font-medium text-coffee-700 text-lg">{article.summary}</p> : null}
      {article.picture ? (
        <Picture
          path={article.picture}
          use="cover"
          alt=""
          loading="lcp"
          className="mt-6 aspect-[16/9] w-full rounded-3xl object-cover"
        />
      ) : null}
      {facts.length > 0 ? (
        <dl className="mt-6 grid gap-3 rounded-2xl bg-leaf-50 p-4 sm:grid-cols-2 sm:p-5">
          {facts.map((fact) => (
            <div key={`${fact.title}-${fact.summary}`}>
              <dt className="font-semibold text-leaf-800 text-sm">{fact.title}</dt>
              <dd className="text-coffee-800">{fact.summary}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className="mt-6">
        <RichText source={article.content ?? ''} />
      </div>
      <p className="mt-10 border-leaf-100 border-t pt-6">
        <Link to="/tin-tuc" className={BACK}>
          <Trans>← Xem thêm tin tức</Trans>
        </Link>
      </p>
    </article>
  );
}
