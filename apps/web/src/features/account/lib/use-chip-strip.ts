import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/** Which ends of a sideways-scrolling strip have more content past them. */
export type StripOverflow = 'none' | 'start' | 'end' | 'both';

export function readOverflow(strip: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): StripOverflow {
  const before = strip.scrollLeft > 1;
  const after = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
  if (before && after) return 'both';
  if (before) return 'start';
  return after ? 'end' : 'none';
}

/**
 * A row of link chips that scrolls sideways: on every page change the current page's chip
 * (aria-current="page") is scrolled into the middle of the row, and `overflow` says which ends
 * hide more chips.
 */
export function useChipStrip<T extends HTMLElement>() {
  const stripRef = useRef<T>(null);
  const [overflow, setOverflow] = useState<StripOverflow>('none');
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const update = () => setOverflow(readOverflow(strip));
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each page change, after the links took its aria-current
  useEffect(() => {
    // block 'nearest': the strip is on screen, so only it scrolls, sideways.
    const current = stripRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    current?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return { stripRef, overflow };
}
