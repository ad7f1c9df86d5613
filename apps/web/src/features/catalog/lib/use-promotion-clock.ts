import type { Promotion } from '@shop/domain/catalogue';
import { nextBoundary, windowBoundaries } from '@shop/domain/primitives';
import { useEffect, useMemo, useState } from 'react';

/** The longest one wait lasts (a timer cannot wait more than about 24.8 days). */
const MAX_WAIT_MS = 24 * 60 * 60_000;

/**
 * The moment a product's prices are decided at: `new Date()` at the first render, moved on when
 * one of its promotions starts or ends, so an open page shows a flash sale from its start and
 * goes back to retail at its end without a reload.
 */
export function usePromotionClock(promotions: readonly Promotion[], ma_vt: string): Date {
  const [now, setNow] = useState(() => new Date());
  const boundaries = useMemo(
    () => promotions.filter((promotion) => promotion.ma_vt === ma_vt).flatMap(windowBoundaries),
    [promotions, ma_vt],
  );
  useEffect(() => {
    const next = nextBoundary(boundaries, now.getTime());
    if (next === null) return;
    const timer = setTimeout(() => setNow(new Date()), Math.min(next - Date.now(), MAX_WAIT_MS) + 20);
    return () => clearTimeout(timer);
  }, [boundaries, now]);
  return now;
}
