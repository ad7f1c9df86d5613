import { pictureUrlAt } from './picture-url';

/**
 * A small rendition of a stored picture (its 240 px WebP variant, decision 032), for cart, order,
 * checkout and wishlist rows; seed pictures and uploads alike, absolute URLs as they are.
 */
export function thumbnailUrl(path: string | null | undefined): string | undefined {
  return pictureUrlAt(path, 240);
}
