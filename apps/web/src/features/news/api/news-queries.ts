import type { NewsCategory } from '@shop/domain/catalogue';
import type { NewsArticle } from '@shop/domain/content';
import { apiQuery } from '@/lib/api-query';
import type { Language } from '@/lib/language';

/** A news document as the pages use it: the schema's fields plus its display fields. */
export type NewsItem = NewsArticle & {
  _id: string;
  summary: string | null;
  content: string | null;
  picture: string | null;
  date_created: string | null;
};

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Documents grow: the display fields are read as text when they are text, else left empty. */
export function toNewsItem(article: NewsArticle): NewsItem {
  return {
    ...article,
    _id: article._id ?? `${article.slug}-${article.ngon_ngu}`,
    summary: textOf(article.summary),
    content: textOf(article.content),
    picture: textOf(article.picture),
    date_created: textOf(article.date_created),
  };
}

/** SPEC §7 "Site queries": the news list is page 1, limit 100, isnews false, shared, in one language. */
const NEWS_LIMIT = 100;
/**
 * The list's cards show no article's body, and the home page's list travels in the page's own HTML:
 * without the bodies, a quarter of its data (the article page fetches its own article whole).
 */
const LIST_LEAVES_OUT = ['content'];

export const newsQueries = {
  all: () => ['news'] as const,
  lists: () => [...newsQueries.all(), 'list'] as const,
  /** Articles of one language (and category), newest first. */
  list: (language: Language, category?: NewsCategory) =>
    apiQuery([...newsQueries.lists(), { language, category: category ?? null }], async (client) =>
      (await client.listNews({ language, category, limit: NEWS_LIMIT, notfields: LIST_LEAVES_OUT })).map(
        toNewsItem,
      ),
    ),
  /** One article by slug in one language (SPEC §7: news detail by slug and ngon_ngu); null if none. */
  detail: (slug: string, language: Language) =>
    apiQuery([...newsQueries.all(), 'detail', { slug, language }], async (client) => {
      const article = await client.getNewsBySlug(slug, language);
      return article ? toNewsItem(article) : null;
    }),
};
