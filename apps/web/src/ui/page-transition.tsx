import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useRef } from 'react';

/** Pages under /mua-hang (catalogue, search, product) change without animation (SPEC §2 Layout). */
export function hasPageTransition(pathname: string): boolean {
  return !(pathname === '/mua-hang' || pathname.startsWith('/mua-hang/'));
}

/**
 * Fades each new page in over 200 ms; the key makes the animation run again on every path change.
 * The key follows the path of the page on screen (`resolvedLocation`), not the one being loaded:
 * `location` changes as soon as a navigation starts, and keying on it would mount the outgoing page
 * a second time while the next one loads (its effects and queries running again, e.g. a checkout
 * repricing a draft that had just become an order).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const pathname = useRouterState({
    select: (state) => (state.resolvedLocation ?? state.location).pathname,
  });
  // The first page of a visit is a transition from nothing: it shows at once. Fading it in from
  // transparent would hold back its first contentful paint (and its LCP) by the animation.
  // Idempotent during render: once the path has changed the visit is past its first page for good.
  const firstPage = useRef<string | null>(pathname);
  if (firstPage.current !== pathname) firstPage.current = null;
  if (!hasPageTransition(pathname)) return <>{children}</>;
  const animate = firstPage.current === null;
  return (
    <div key={pathname} className={animate ? 'motion-safe:animate-page-in' : undefined}>
      {children}
    </div>
  );
}
