import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { thumbnailUrl } from '@/lib/thumbnail-url';

/**
 * A product's small picture in a row of the cart, the mini-cart, an order or the wishlist: the
 * 240 px rendition, decorative (the row names the product). `className` sets its size and shape.
 */
export function ProductThumbnail({
  picture,
  size,
  className,
}: {
  picture?: string | null;
  size: number;
  className: string;
}) {
  return (
    <img
      src={thumbnailUrl(picture)}
      alt=""
      width={size}
      height={size}
      className={`bg-cream-100 object-cover ${className}`}
    />
  );
}

/** The product's name as a link to its page, for those same rows. */
export function ProductNameLink({
  maVt,
  onNavigate,
  children,
}: {
  maVt: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to="/mua-hang/san-pham/$maVt"
      params={{ maVt }}
      onClick={onNavigate}
      className="hover:text-leaf-700 hover:underline"
    >
      {children}
    </Link>
  );
}
