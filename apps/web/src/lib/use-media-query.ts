import { useSyncExternalStore } from 'react';

/** The header's desktop layout starts here (SPEC §2: the drawer below 992 px). */
export const DESKTOP_QUERY = '(min-width: 992px)';

/**
 * Whether a media query matches now, following its changes. Where the browser cannot tell (no
 * matchMedia, as in tests) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof globalThis.matchMedia !== 'function') return () => {};
      const list = globalThis.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(query).matches : fallback),
    () => fallback,
  );
}
