import { getImageUrl } from '../../../lib/image-url';

/** Image sizes the server renders (SPEC §7): x smallest … xl largest. */
export type ImageSize = 'x' | 's' | 'm' | 'l' | '2K' | 'xl';

/** Width in CSS pixels each use needs, so the browser picks from srcset by density. */
export const IMAGE_USES = {
  thumbnail: 's',
  card: 'm',
  gallery: 'l',
} as const satisfies Record<string, ImageSize>;

/** URL of a catalogue picture at a size. */
export function productImageUrl(path: string | null | undefined, _size: ImageSize): string | undefined {
  return getImageUrl(path);
}
