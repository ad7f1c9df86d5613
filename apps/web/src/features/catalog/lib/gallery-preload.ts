import { GALLERY_LAYOUT, type PictureLayout, pictureSources } from '@/lib/picture-url';

// Apart from product-image.ts: the product route's loader (first script) needs these two only, not
// the table of every layout.

/** The pictures of a product's gallery, the main one first. */
export function galleryPictures(product: {
  picture: string;
  pictures?: readonly string[];
}): readonly string[] {
  return product.pictures?.length ? product.pictures : [product.picture];
}

/**
 * Starts fetching the picture the gallery will show before the page renders it, with the variant
 * the <img> will pick (same srcset and sizes): a product page's main picture is its largest paint,
 * and it need not wait for the page's render. The hint is removed once the picture has arrived.
 */
export function preloadImage(path: string | null | undefined, layout: PictureLayout = GALLERY_LAYOUT): void {
  const props = pictureSources(path, layout);
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
