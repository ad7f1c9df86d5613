import { t } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Language } from '@/lib/language';
import { categoryQueries, type ShopCategory, toShopCategories } from '@/lib/product-categories';
import type { SeoPage } from '@/lib/seo/seo-page';
import { sharePictureUrl } from '@/lib/picture-url';
import { categoryHead, productListItems, shareImageOf } from '@/lib/seo/site-heads';
import { productQueries } from '../api/product-queries';
import { loadProductList } from '../api/promotion-queries';
import { categoryProductsParams } from './catalog-params';

// The data and head of /san-pham/{slug} (decision 030), loaded with the page rather than with the
// shop's first script (its route imports this module when the page is asked for).

/**
 * The page's intro and description: the category's own, else a sentence made from its name and the
 * shop's brand (the setting, decision 026 addendum).
 */
export function categoryIntro(category: ShopCategory, shopName: string): string {
  const { name } = category;
  return (
    category.description ||
    t`Sản phẩm ${name} của ${shopName}, chọn từ những vùng trồng Việt Nam và giao tận nhà.`
  );
}

/** The category of the data whose slug is `slug`, read from the cache (the loader put it there). */
export function cachedCategory(
  queryClient: QueryClient,
  slug: string,
  language: Language,
): ShopCategory | undefined {
  const rows = queryClient.getQueryData(categoryQueries.list().queryKey);
  return toShopCategories(rows, language).find((item) => item.slug === slug);
}

/** The category's products with the promotions; a slug of no category is not found (404). */
export async function loadCategoryPage(queryClient: QueryClient, slug: string, language: Language) {
  const rows = await queryClient.ensureQueryData(categoryQueries.list());
  const category = toShopCategories(rows, language).find((item) => item.slug === slug);
  if (!category) throw notFound();
  return loadProductList(queryClient, productQueries.list(categoryProductsParams(category.code)));
}

/** Its head: name, intro, its picture to share, and its products in the page's order as an ItemList. */
export function categoryPageHead(
  page: SeoPage,
  queryClient: QueryClient,
  slug: string,
  products: Parameters<typeof productListItems>[0],
) {
  const category = cachedCategory(queryClient, slug, page.language);
  if (!category) return {};
  return categoryHead(page, {
    title: category.name,
    description: categoryIntro(category, page.brand),
    items: productListItems(products, page.language),
    image: shareImageOf(sharePictureUrl(category.picture), category.pictureAlt || category.name),
  });
}
