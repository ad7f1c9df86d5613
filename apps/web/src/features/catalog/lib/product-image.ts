import { getImageUrl } from '@/lib/image-url';

/** Image sizes the server renders (SPEC §7) and the width of each, in pixels (docs/api.md). */
export const IMAGE_WIDTHS = { x: 96, s: 240, m: 480, l: 960, xl: 1440, '2K': 2048 } as const;
export type ImageSize = keyof typeof IMAGE_WIDTHS;

/** The renditions each use offers the browser, which picks one by layout width and density. */
export const IMAGE_USES = {
  thumbnail: { sizes: ['x', 's'], layout: '80px' },
  card: { sizes: ['s', 'm', 'l'], layout: '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw' },
  tile: { sizes: ['s', 'm'], layout: '(min-width: 1024px) 220px, (min-width: 640px) 33vw, 50vw' },
  gallery: { sizes: ['m', 'l', 'xl'], layout: '(min-width: 768px) 50vw, 100vw' },
} as const satisfies Record<string, { sizes: readonly ImageSize[]; layout: string }>;
export type ImageUse = keyof typeof IMAGE_USES;

/** A picture uploaded through the file API (`/api/{id_app}/file?q=…`, from the console): served as it is. */
const isUpload = (url: string) => url.startsWith('/api/');

/**
 * URL of a picture at one size: relative paths go to GET /api/images/{path}?size= (resized WebP or
 * AVIF, long cache); absolute URLs are used as they are. The URL carries no token or key: the
 * images are public, and a URL that is the same for every visitor and every render caches best
 * (decision 009).
 */
export function imageUrlAt(path: string | null | undefined, size: ImageSize): string | undefined {
  const url = getImageUrl(path);
  if (!url?.startsWith('/') || isUpload(url)) return url;
  const relative = url.replace(/^\/+/, '').replace(/^images\//, '');
  const encoded = relative.split('/').map(encodeURIComponent).join('/');
  return `/api/images/${encoded}?size=${size}`;
}

/** src, srcSet and sizes for an <img> showing `path` in `use`. */
export function imageProps(path: string | null | undefined, use: ImageUse) {
  const { sizes, layout } = IMAGE_USES[use];
  const url = getImageUrl(path);
  if (!url?.startsWith('/') || isUpload(url)) return { src: url };
  return {
    src: imageUrlAt(path, sizes[1] ?? sizes[0]),
    srcSet: sizes.map((size) => `${imageUrlAt(path, size)} ${IMAGE_WIDTHS[size]}w`).join(', '),
    sizes: layout,
  };
}

/**
 * The alt texts of a gallery's pictures in the shopper's language (the console's pictures_alt, in
 * the order of `pictures`); '' where none was written.
 */
export function galleryAlts(
  product: { pictures_alt?: readonly { alt?: string; alt_eng?: string }[] },
  language: 'vi' | 'en',
): string[] {
  return (product.pictures_alt ?? []).map(
    (text) => (language === 'en' ? text.alt_eng || text.alt : text.alt) ?? '',
  );
}

/** The pictures of a product's gallery, the main one first. */
export function galleryPictures(product: {
  picture: string;
  pictures?: readonly string[];
}): readonly string[] {
  return product.pictures?.length ? product.pictures : [product.picture];
}

/**
 * Starts fetching the picture `use` will show before the page renders it, with the rendition the
 * <img> will pick (same srcset and sizes): a product page's main picture is its largest paint, and
 * it need not wait for the page's render. The hint is removed once the picture has arrived.
 */
export function preloadImage(path: string | null | undefined, use: ImageUse): void {
  const props = imageProps(path, use);
  if (!props.src || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = props.src;
  if (props.srcSet) {
    link.setAttribute('imagesrcset', props.srcSet);
    link.setAttribute('imagesizes', props.sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  const done = () => link.remove();
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  document.head.append(link);
}
