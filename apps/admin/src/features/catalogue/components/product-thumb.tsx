import { Thumb } from '@shop/browser-kit/thumb';
import { pictureUrl } from '../lib/picture-url';

/** A product's small picture in a list (decorative: the name beside it says what it is). */
export function ProductThumb({ path }: { path: string }) {
  return (
    <Thumb src={pictureUrl(path, 'x')} size={48} className="size-12 shrink-0 rounded-lg bg-coffee-100" />
  );
}
