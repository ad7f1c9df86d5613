import { type ReactNode, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * `children` in the browser once the page is hydrated (a lazy part: `fallback` until its code has
 * come), `fallback` on the server and in the hydrating render, so both start from the same markup
 * (decision 022): the header's controls render their look-alikes, the footer's forms their box.
 */
export function AfterHydration({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  if (!useHydrated()) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
