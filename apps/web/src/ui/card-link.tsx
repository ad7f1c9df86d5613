import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

const STRETCHED =
  'after:absolute after:inset-0 focus-visible:outline-none after:focus-visible:rounded-2xl after:focus-visible:outline-2 after:focus-visible:outline-leaf-700';

function StretchedAnchor({
  className,
  ref,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }) {
  return <a ref={ref} className={className ? `${STRETCHED} ${className}` : STRETCHED} {...props} />;
}

/**
 * A card's title as a router link whose click area (and focus ring) covers the whole card, which
 * is `relative`: the card reads as one link without wrapping its content in the anchor.
 */
export const CardLink = createLink(StretchedAnchor);
