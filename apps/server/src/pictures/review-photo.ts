import { appError } from '../errors.js';
import { MAX_PICTURE_PIXELS, PICTURE_QUALITY } from './variants.js';
import { loadSharp } from './load-sharp.js';

/** The group a review photo's file row carries: the review checks its photos are of it. */
export const REVIEW_PHOTO_GROUP = 'review';
/** What a shopper's camera or phone gives; the re-encoding turns each into a JPEG. */
export const REVIEW_PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
/** The longest side a kept review photo has: more than the product page's largest view. */
export const REVIEW_PHOTO_SIDE = 2048;

/**
 * A review photo written anew (decision 047): turned upright by its EXIF orientation, at most
 * 2,048 px on its longest side, flattened on white and encoded as a JPEG. sharp writes no
 * metadata unless asked (no `withMetadata`/`keepMetadata`), so EXIF, GPS, XMP, IPTC and ICC
 * leave with the original bytes, which are never stored.
 */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS })
      .rotate()
      .resize({
        width: REVIEW_PHOTO_SIDE,
        height: REVIEW_PHOTO_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: PICTURE_QUALITY + 10, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message)))
      throw appError('PICTURE_TOO_MANY_PIXELS', { max: MAX_PICTURE_PIXELS / 1_000_000 });
    throw appError('PICTURE_UNREADABLE');
  }
}
