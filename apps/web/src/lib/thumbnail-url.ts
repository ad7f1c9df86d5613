import { getImageUrl } from './image-url';

/**
 * A small rendition of a stored picture (GET /api/images/{path}?size=s, 240 px), for cart, order
 * and wishlist rows; absolute URLs are used as they are.
 */
export function thumbnailUrl(path: string | null | undefined): string | undefined {
  const url = getImageUrl(path);
  if (!url?.startsWith('/')) return url;
  const relative = url.replace(/^\/+/, '').replace(/^images\//, '');
  return `/api/images/${relative.split('/').map(encodeURIComponent).join('/')}?size=s`;
}
