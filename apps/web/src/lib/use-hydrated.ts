import { startTransition, useEffect, useState } from 'react';

// Whether the page has been hydrated (or rendered by the browser alone): parts mounted from then
// on (a page opened by a link) start from their real look at once.
let pageHydrated = typeof window !== 'undefined' && !('$_TSR' in window);

/**
 * False on the server and during the browser's hydrating render, true from a render right after
 * hydration (and at once for anything mounted later). A part that renders its light look-alike
 * until then costs the server nothing of its own (decision 022: the header's Headless UI controls)
 * and still hydrates without a mismatch, since server and browser start from the same look-alike.
 *
 * The switch is a transition: React renders the real parts in slices it can interrupt, after the
 * hydration's task, not in one more long task while the phone's page is still starting (an
 * external store that differs from the server's snapshot is re-rendered at once, synchronously).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    startTransition(() => {
      pageHydrated = true;
      setHydrated(true);
    });
  }, [hydrated]);
  return hydrated;
}
