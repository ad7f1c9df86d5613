import { PICTURE_USES, type PictureUse } from '@/lib/picture-layouts';
import { pictureSources } from '@/lib/picture-url';

/**
 * How soon the picture loads: `lcp` is the page's largest picture (eager, fetchpriority=high: one
 * per page), `eager` is on the first screen, `lazy` (the default) waits until it nears the screen.
 */
export type PictureLoading = 'lcp' | 'eager' | 'lazy';

type PictureProps = {
  path: string | null | undefined;
  use: PictureUse;
  /** '' for a decorative picture (a card's picture, named by the card's title). */
  alt: string;
  loading?: PictureLoading;
  className?: string;
};

/** The width/height attributes of a use: its aspect ratio, so the box is kept before the bytes arrive. */
function boxOf(use: PictureUse): { width: number; height: number } {
  const [across, down] = PICTURE_USES[use].box;
  const width = PICTURE_USES[use].widths.at(-1) ?? 480;
  return { width, height: Math.round((width * down) / across) };
}

/**
 * The shop's one picture element (decision 032): the server's WebP variants as a srcset with the
 * use's `sizes`, width and height against layout shift, lazy unless on the first screen, and
 * fetchpriority=high for the page's largest picture.
 */
export function Picture({ path, use, alt, loading = 'lazy', className }: PictureProps) {
  const sources = pictureSources(path, PICTURE_USES[use]);
  if (!sources.src) return null;
  const box = boxOf(use);
  // Each attribute named, no spreads: pictures are rendered by the dozen in every server render,
  // and on Node 20 a spread given more properties after it makes a hidden class each time (decision 034).
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={box.width}
      height={box.height}
      alt={alt}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      decoding={loading === 'lcp' ? 'auto' : 'async'}
      fetchPriority={loading === 'lcp' ? 'high' : undefined}
      className={className}
    />
  );
}
