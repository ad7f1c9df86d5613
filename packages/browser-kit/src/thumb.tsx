/**
 * A small decorative picture in a row (the row names what it shows), or a blank square of the same
 * size where there is none. `className` gives both their size, shape and background.
 */
export function Thumb({
  src,
  size,
  className,
}: {
  src: string | undefined;
  size: number;
  className: string;
}) {
  return src ? (
    <img src={src} alt="" width={size} height={size} className={`object-cover ${className}`} />
  ) : (
    <span aria-hidden="true" className={className} />
  );
}
