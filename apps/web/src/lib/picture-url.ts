import { getImageUrl } from './image-url';

/**
 * The widths of the server's WebP variants (decision 032; apps/server/src/pictures/variants.ts):
 * the shop's layouts at 1x and 2x. Seed pictures get them from GET /api/images/{path}?w=, uploads
 * from GET /api/{id_app}/file?q={id}&w=.
 */
export const PICTURE_WIDTHS = [240, 480, 720, 960, 1440] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The share picture of Open Graph and Twitter (`&share=1`). */
export const SHARE_PICTURE = { width: 1200, height: 630 } as const;

/**
 * Where a picture is shown: the widths offered, the `sizes` that tell the browser the layout width
 * before any CSS has loaded (from the page's grid: max-w-6xl = 1152 px less its padding), and the
 * picture's box (its aspect ratio, for width/height: no layout shift). The layouts are in
 * picture-layouts.ts; the gallery's is here, for the product route's preload (first script).
 */
export type PictureLayout = {
  widths: readonly PictureWidth[];
  sizes: string;
  box: readonly [number, number];
};

/** The product page's main picture: the whole phone, half of the page from 768 px. */
export const GALLERY_LAYOUT: PictureLayout = {
  widths: [480, 720, 960, 1440],
  sizes: '(min-width: 1152px) 532px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 32px)',
  box: [1, 1],
};

/** A file API link (`/api/{id_app}/file?q=…`): its variants are query parameters of that link. */
const isUpload = (url: string) => /^\/api\/[^/?]+\/file\?/.test(url);
/** Anything else under /api (or elsewhere) that is not a seed picture is used as it is. */
const isSeedPicture = (url: string) => url.startsWith('/') && !url.startsWith('/api/');

function variantUrl(path: string | null | undefined, query: string): string | undefined {
  const url = getImageUrl(path);
  if (!url) return undefined;
  if (isUpload(url)) return `${url}&${query}`;
  if (!isSeedPicture(url)) return url;
  const relative = url.replace(/^\/+/, '').replace(/^images\//, '');
  return `/api/images/${relative.split('/').map(encodeURIComponent).join('/')}?${query}`;
}

/** Whether the server makes variants of this picture (a seed picture or an upload). */
export function hasVariants(path: string | null | undefined): boolean {
  const url = getImageUrl(path);
  return Boolean(url && (isUpload(url) || isSeedPicture(url)));
}

/** The picture's WebP variant at `width`; other URLs (absolute, data:) as they are. */
export function pictureUrlAt(path: string | null | undefined, width: PictureWidth): string | undefined {
  return variantUrl(path, `w=${width}`);
}

/**
 * The 1200 × 630 share picture (og:image, twitter:image); undefined for a picture the server makes
 * no variants of (an absolute URL), whose size is unknown.
 */
export function sharePictureUrl(path: string | null | undefined): string | undefined {
  return hasVariants(path) ? variantUrl(path, 'share=1') : undefined;
}

/** src, srcSet and sizes of an <img> showing `path` in `layout` (src: the middle width, for old browsers). */
export function pictureSources(
  path: string | null | undefined,
  { widths, sizes }: PictureLayout,
): { src: string | undefined; srcSet?: string; sizes?: string } {
  if (!hasVariants(path)) return { src: getImageUrl(path) };
  const fallback = widths[Math.floor((widths.length - 1) / 2)] ?? 480;
  return {
    src: pictureUrlAt(path, fallback),
    srcSet: widths.map((width) => `${pictureUrlAt(path, width)} ${width}w`).join(', '),
    sizes,
  };
}
