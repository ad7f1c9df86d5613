import { type PictureUse, pictureSources } from '@/lib/picture-url';

/**
 * src, srcSet and sizes for an <img> showing `path` in `use`: the server's WebP variants (decision
 * 032). The shop's own pictures use `<Picture>` (ui/picture.tsx); this stays for the category tiles.
 */
export const imageProps = pictureSources;

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
export function preloadImage(path: string | null | undefined, use: PictureUse): void {
  const props = pictureSources(path, use);
  if (!props.src || typeof document === 'undefined') return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = props.src;
  if (props.srcSet && props.sizes) {
    link.setAttribute('imagesrcset', props.srcSet);
    link.setAttribute('imagesizes', props.sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  const done = () => link.remove();
  link.addEventListener('load', done, { once: true });
  link.addEventListener('error', done, { once: true });
  document.head.append(link);
}
