import { PICTURE_USES, type PictureUse } from '@/lib/picture-layouts';
import { pictureSources } from '@/lib/picture-url';

export { galleryPictures, preloadImage } from './gallery-preload';

/**
 * src, srcSet and sizes for an <img> showing `path` in `use`: the server's WebP variants (decision
 * 032). The shop's own pictures use `<Picture>` (ui/picture.tsx); this stays for the category tiles.
 */
export function imageProps(path: string | null | undefined, use: PictureUse) {
  return pictureSources(path, PICTURE_USES[use]);
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
