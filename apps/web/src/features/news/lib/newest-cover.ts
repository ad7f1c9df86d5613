import type { ShareImage } from '@/lib/seo/page-head';
import { shareImageOf } from '@/lib/seo/site-heads';

/**
 * The share picture of a list of articles (the news pages): the cover of the newest article that
 * has one (the list is newest first), as its JPEG share variant; undefined (the shop's branded card)
 * when none has. The picture module loads with the page, not with the shop's first script.
 */
export async function newestCover(
  articles: readonly { title: string; picture: string | null }[] | null | undefined,
): Promise<ShareImage | undefined> {
  const article = articles?.find((item) => item.picture);
  if (!article) return undefined;
  const { sharePictureUrl } = await import('@/lib/picture-url');
  return shareImageOf(sharePictureUrl(article.picture), article.title);
}
