import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

// Whether the look-alikes have given way: parts mounted from then on (a page opened by a link)
// start from their real look at once. A page the browser renders alone (no server page, so no
// router data `$_TSR`: cart, checkout, account) has nothing to hydrate and starts with them.
let pageHydrated = typeof window !== 'undefined' && !('$_TSR' in window);
const subscribeToNothing = () => () => {};

// The parts waiting for the switch, switched together once the page is idle.
const waiting = new Set<() => void>();
let scheduled = false;

function switchAll(): void {
  scheduled = false;
  startTransition(() => {
    pageHydrated = true;
    for (const show of waiting) show();
    waiting.clear();
  });
}

function switchWhenIdle(show: () => void): () => void {
  waiting.add(show);
  if (!scheduled) {
    scheduled = true;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(switchAll, { timeout: 1000 });
    else setTimeout(switchAll, 50);
  }
  return () => waiting.delete(show);
}

/**
 * False on the server and during the browser's hydrating render, true soon after hydration (and at
 * once for anything mounted later). A part that renders its light look-alike until then costs the
 * server nothing of its own (decision 022: the header's Headless UI controls) and still hydrates
 * without a mismatch, since server and browser start from the same look-alike.
 *
 * The switch waits for the browser to be idle (the page's hydration and the events it replays
 * done), then is a transition: React renders the real parts in slices it can interrupt, not in one
 * more long task while a phone is still starting the page. A look-alike pressed meanwhile records
 * the press (ui/pending-open). The external store only gives the first value: false in any
 * hydrating render (React reads the server's snapshot there), the switch's state after it.
 */
export function useHydrated(): boolean {
  const first = useSyncExternalStore(
    subscribeToNothing,
    () => pageHydrated,
    () => false,
  );
  const [hydrated, setHydrated] = useState(first);
  useEffect(() => {
    if (hydrated) return;
    return switchWhenIdle(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * False on the server and in the browser's hydrating render, true in the render React does right
 * after hydration (no wait for idle) and at once in anything mounted later. For a screen whose
 * content is the shopper's own (cart, checkout): the server renders its frame and skeleton only,
 * which is the same for everyone, and the browser shows the shopper's data as soon as it can
 * (issue 28, decision 072).
 */
export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
