import { GALLERY_LAYOUT, type PictureLayout } from './picture-url';

/** Each place the shop shows a picture (decision 032): see PictureLayout. */
export const PICTURE_USES = {
  /** The gallery's small buttons (64–80 px). */
  thumbnail: { widths: [240], sizes: '80px', box: [1, 1] },
  /** Product cards: 2 columns on a phone, 3 from 640 px, 270 px from 1024 px. */
  card: {
    widths: [240, 480, 720],
    sizes: '(min-width: 1024px) 270px, (min-width: 640px) 33vw, 50vw',
    box: [1, 1],
  },
  /** Category tiles. */
  tile: {
    widths: [240, 480],
    sizes: '(min-width: 1024px) 220px, (min-width: 640px) 33vw, 50vw',
    box: [16, 10],
  },
  /** The product page's main picture. */
  gallery: GALLERY_LAYOUT,
  /** A news card's cover: 1, 2 then 3 columns. */
  newsCard: {
    widths: [480, 720],
    sizes: '(min-width: 1152px) 352px, (min-width: 1024px) 31vw, (min-width: 640px) 48vw, calc(100vw - 32px)',
    box: [16, 9],
  },
  /** An article's cover, in its 768 px column. */
  cover: {
    widths: [480, 720, 960, 1440],
    sizes: '(min-width: 768px) 720px, calc(100vw - 32px)',
    box: [16, 9],
  },
} as const satisfies Record<string, PictureLayout>;
export type PictureUse = keyof typeof PICTURE_USES;
