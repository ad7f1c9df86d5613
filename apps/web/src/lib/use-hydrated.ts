import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False on the server and during the browser's hydrating render, true from the render right after
 * hydration (and at once for anything mounted later). A part that renders its light look-alike
 * until then costs the server nothing of its own (decision 022: the header's Headless UI controls)
 * and still hydrates without a mismatch, since server and browser start from the same look-alike.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
