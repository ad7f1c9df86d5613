import { isCategorySlug } from '@shop/domain/catalogue';
import type { Category } from '@shop/domain/contracts';
import { useLingui } from '@lingui/react';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiQuery } from './api-query';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language';
import { localizedLabel } from './localized';

/**
 * The shop's product categories are data (decision 030): the rows of `ecomcategories` with loai
 * 'san-pham', which the console creates, renames, reorders and deletes. The menus, tiles, filters,
 * product cards and the pages /san-pham/{slug} all read them from this one query, in the
 * console's order (sst). The server's renders share it between pages (SHARED_QUERY_KEYS in
 * entry-server.tsx) and drop it with the cached pages when the console writes a category.
 */
export type ShopCategory = {
  /** The code products name in ma_nvt. */
  code: string;
  /** The page's slug: /san-pham/{slug}. */
  slug: string;
  name: string;
  /** The page's intro and meta description; '' when none was written. */
  description: string;
  picture?: string | undefined;
  /** The picture's alt text; '' for a picture that only decorates. */
  pictureAlt: string;
};

export const categoryQueries = {
  all: () => ['product-categories'] as const,
  /** Every product category, in the console's order. */
  list: () => apiQuery([...categoryQueries.all(), 'list'], (client) => client.listCategories('san-pham')),
};

/** The categories in `language`; a row without a usable code or slug is left out (it has no page). */
export function toShopCategories(rows: readonly Category[] | undefined, language: Language): ShopCategory[] {
  const categories: ShopCategory[] = [];
  for (const row of rows ?? []) {
    const slug = row.slug || row.ma;
    if (!isCategorySlug(row.ma) || !isCategorySlug(slug) || !row.ten) continue;
    if (categories.some((category) => category.slug === slug)) continue;
    categories.push({
      code: row.ma,
      slug,
      name: localizedLabel(row.ten, row.ten_eng, language),
      description: localizedLabel(row.mo_ta, row.mo_ta_eng, language),
      picture: row.picture || undefined,
      pictureAlt: localizedLabel(row.picture_alt, row.picture_alt_eng, language),
    });
  }
  return categories;
}

/** The product categories in the page's language ([] while they load or when they failed). */
export function useProductCategories(): ShopCategory[] {
  // The language the page's texts are in (the catalogue Lingui has active), so names never lead them.
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
  const { data } = useQuery(categoryQueries.list());
  return toShopCategories(data, language);
}

/** A product's category (by its ma_nvt), undefined when the shop has no such category. */
export function useCategoryOf(code: string | undefined): ShopCategory | undefined {
  const categories = useProductCategories();
  return code ? categories.find((category) => category.code === code) : undefined;
}

/** A category by its code, read through the cache (for heads); undefined when unknown or unreadable. */
export async function loadCategoryOf(
  queryClient: QueryClient,
  code: string,
  language: Language,
): Promise<ShopCategory | undefined> {
  const rows = await queryClient.ensureQueryData(categoryQueries.list()).catch(() => undefined);
  return toShopCategories(rows, language).find((category) => category.code === code);
}
