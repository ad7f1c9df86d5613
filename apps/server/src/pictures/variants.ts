import { appError } from '../errors.js';
import { loadSharp } from './load-sharp.js';

/**
 * The widths (CSS pixels × density) the shop's layouts ask for (decision 032): a card is ~180 px
 * wide on a 390 px phone and 270 px on a 1280 px desktop, a category tile 220 px, the product page's
 * main picture and an article's cover fill a phone (390 px) or ~600 px of a desktop; each at 1x and
 * 2x. 240 → phone cards and tiles at 1x, 480 → phone cards at 2x and desktop cards at 1x, 720 →
 * desktop cards at 2x and desktop main pictures at 1x, 960 → a phone's main picture at 2x, 1440 → a
 * desktop's main picture at 2x.
 */
export const PICTURE_WIDTHS = [240, 480, 720, 960, 1440] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
/** The picture Open Graph and Twitter cards show (1.91:1). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
/** A variant's name: a width, or the share picture. */
export type PictureVariant = `w${PictureWidth}` | 'share';
export const PICTURE_VARIANTS: readonly PictureVariant[] = [
  ...PICTURE_WIDTHS.map((width) => `w${width}` as const),
  'share',
];
/** SPEC §9. */
export const PICTURE_QUALITY = 75;
/**
 * A variant's format: WebP for the widths the shop draws, JPEG for the share picture. Facebook,
 * Zalo, Messenger, X and LinkedIn all draw a JPEG link preview; not all of them take WebP (issue 26).
 */
export function variantFormat(variant: PictureVariant): { extension: 'webp' | 'jpg'; type: string } {
  return variant === 'share'
    ? { extension: 'jpg', type: 'image/jpeg' }
    : { extension: 'webp', type: 'image/webp' };
}
/**
 * Decoded pixels a picture may have (decision 040): 24 megapixels (6,000 × 4,000, a 24 MP camera;
 * a phone gives 12) is more than any product photo needs, since the largest variant is 1,440 px
 * wide. Fewer pixels bound what one upload or one variant costs: a 24 MP PNG decodes in about a
 * tenth of a second of CPU. A decompression bomb (a few KB that decode to gigabytes) is refused
 * before decoding.
 */
export const MAX_PICTURE_PIXELS = 24_000_000;
/**
 * The variant made at upload, before the reply: the smallest, so the check that every pixel decodes
 * (a truncated JPEG, a damaged PNG) costs one decode and a tiny encode. The others are made on
 * their first request (decision 040).
 */
export const UPLOAD_VARIANT: PictureVariant = 'w240';

/** The variant a request names (`w=480`, `share=1`), undefined for the original, or a 400. */
export function readVariant(query: { w?: unknown; share?: unknown }): PictureVariant | undefined {
  if (query.share === '1' || query.share === 'true') return 'share';
  if (query.w === undefined) return undefined;
  const width = Number(query.w);
  if (typeof query.w !== 'string' || !(PICTURE_WIDTHS as readonly number[]).includes(width))
    throw appError('PICTURE_WIDTH_INVALID', { widths: PICTURE_WIDTHS.join(', ') });
  return `w${width as PictureWidth}`;
}

export interface PictureSource {
  /** The bytes, or the path of the file. */
  input: Buffer | string;
  isSvg?: boolean;
}

/** An SVG is rasterised at a density whose width reaches `width` (vector art stays sharp). */
async function densityFor(source: PictureSource, width: number): Promise<number | undefined> {
  if (!source.isSvg) return undefined;
  const sharp = await loadSharp();
  const meta = await sharp(source.input).metadata();
  return Math.min(2400, Math.max(1, Math.ceil((72 * width) / (meta.width ?? width))));
}

/**
 * One variant: a WebP width (never enlarged, proportions kept), or the 1200 × 630 JPEG share picture
 * (the whole picture, centred on white, so a product is never cut). Refuses more than
 * MAX_PICTURE_PIXELS before decoding; any picture sharp cannot decode is PICTURE_UNREADABLE.
 */
export async function renderVariant(source: PictureSource, variant: PictureVariant): Promise<Buffer> {
  const target = variant === 'share' ? SHARE_SIZE.width : Number(variant.slice(1));
  const sharp = await loadSharp();
  try {
    const density = await densityFor(source, target);
    const pipeline = sharp(source.input, {
      ...(density ? { density } : {}),
      limitInputPixels: MAX_PICTURE_PIXELS,
    }).rotate();
    if (variant === 'share')
      return await pipeline
        .resize({ ...SHARE_SIZE, fit: 'contain', background: '#ffffff' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: PICTURE_QUALITY, mozjpeg: true })
        .toBuffer();
    return await pipeline
      .resize({ width: target, withoutEnlargement: true })
      .webp({ quality: PICTURE_QUALITY })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error)?.message)))
      throw appError('PICTURE_TOO_MANY_PIXELS', { max: MAX_PICTURE_PIXELS / 1_000_000 });
    throw appError('PICTURE_UNREADABLE');
  }
}
