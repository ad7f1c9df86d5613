import { pictureUrl } from '../lib/picture-url';

/** A product's small picture in a list (decorative: the name beside it says what it is). */
export function ProductThumb({ path }: { path: string }) {
  const src = pictureUrl(path, 'x');
  return src ? (
    <img
      src={src}
      alt=""
      width={48}
      height={48}
      className="size-12 shrink-0 rounded-lg bg-coffee-50 object-cover"
    />
  ) : (
    <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-coffee-100" />
  );
}
