import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@shop/domain/primitives';
import { CardLink } from '@/ui/card-link';
import { useLanguageStore } from '@/stores/language-store';
import { Picture } from '@/ui/picture';
import type { NewsItem } from '../api/news-queries';
import { isNewsCategory, NEWS_CATEGORY_LABELS } from '../lib/news-category';

/** An article in a list: picture, category and date, title linking to the article, summary. */
export function NewsCard({ article, isAboveFold = false }: { article: NewsItem; isAboveFold?: boolean }) {
  const { i18n } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const category = isNewsCategory(article.loai_tin_tuc)
    ? i18n._(NEWS_CATEGORY_LABELS[article.loai_tin_tuc])
    : null;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-leaf-100 bg-white shadow-sm transition hover:shadow-md">
      <div className="aspect-[16/9] overflow-hidden bg-cream-100">
        {article.picture ? (
          <Picture
            path={article.picture}
            use="newsCard"
            alt=""
            loading={isAboveFold ? 'eager' : 'lazy'}
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-x-2 text-coffee-600 text-xs">
          {category ? (
            <span className="font-semibold text-leaf-700 uppercase tracking-wide">{category}</span>
          ) : null}
          {article.date_created ? (
            <time dateTime={article.date_created}>{formatDate(article.date_created, language)}</time>
          ) : null}
        </p>
        <h3 className="font-semibold text-coffee-900 leading-snug sm:text-lg">
          <CardLink
            to="/tin-tuc/bai-viet/$slug"
            params={{ slug: article.slug }}
            className="hover:text-leaf-800"
          >
            {article.title}
          </CardLink>
        </h3>
        {article.summary ? <p className="line-clamp-3 text-coffee-700 text-sm">{article.summary}</p> : null}
      </div>
    </article>
  );
}
