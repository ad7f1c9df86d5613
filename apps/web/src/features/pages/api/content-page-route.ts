import type { QueryClient } from '@tanstack/react-query';
import { loadRecord } from '@/lib/route-data';
import { type SeoMatch, seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';
import { type ContentPage, type PageType, pageQueries } from './page-queries';

// The loader and head of /chinh-sach/{slug} and /huong-dan/{slug}.

/**
 * The page in the visitor's language. A failed load is left to the page, which shows it with a
 * retry button; an unknown slug is the not-found page (HTTP 404 from the server).
 */
export function loadContentPage(queryClient: QueryClient, loai: PageType, slug: string) {
  return loadRecord(queryClient, pageQueries.detail(loai, slug, useLanguageStore.getState().language));
}

/** Its title, and its text as the description; nothing of its own when it did not load. */
export function contentPageHead(match: SeoMatch, page: ContentPage | undefined) {
  if (!page) return {};
  return pageHead(seoPage(match, useLanguageStore.getState().language), {
    title: page.title,
    description: page.content,
  });
}
