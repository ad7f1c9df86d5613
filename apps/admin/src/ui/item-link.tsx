import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

function ItemAnchor({
  className,
  ref,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return (
    <a
      ref={ref}
      className={
        className
          ? `font-semibold text-leaf-700 underline ${className}`
          : 'font-semibold text-leaf-700 underline'
      }
      {...props}
    />
  );
}

/**
 * A list row's link to its item's page (a product's or a customer's name, an order's code), in the
 * console's one link style; typed like the router's Link (`to`, `params`).
 */
export const ItemLink = createLink(ItemAnchor);
