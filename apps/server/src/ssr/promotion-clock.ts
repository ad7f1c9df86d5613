import { nextBoundary, windowBoundaries } from '@shop/domain/primitives';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.js';

/** The longest a timer waits before the next boundary is looked up again. */
const MAX_WAIT_MS = 60 * 60_000;

/** Whether a 'pages-changed' of these collections may move a promotion's window. */
export const movesWindows = (collections: readonly string[]) =>
  collections.includes('dmchietkhau') || collections.includes('*');

export interface PromotionClock {
  /** Whole seconds until a promotion starts or ends (at least 1), or null when none will. */
  secondsLeft(now?: number): number | null;
  stop(): void;
}

/**
 * Keeps rendered pages in step with promotion windows (decision 025): a page shows a promotional
 * price and a flash sale's countdown only inside the window, and a page rendered before a start or
 * an end must not be served after it. Each process looks up the next start or end of a
 * promotion (dmchietkhau), drops its rendered pages (`onBoundary`) when it passes, and tells
 * `secondsLeft` to the page replies so no browser or shared cache keeps a page past it either.
 * Looked up again after every change of promotions ('pages-changed' naming them, or '*').
 */
export function startPromotionClock(
  app: FastifyInstance,
  db: Queryable,
  idApp: string,
  onBoundary: () => void,
): PromotionClock {
  let next: number | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const schedule = () => {
    clearTimeout(timer);
    if (stopped || next === null) return;
    const target = next;
    timer = setTimeout(
      () => {
        // A timer may fire a little early (libuv counts from the start of the loop's turn): wait out
        // the rest rather than look past a boundary that has not come yet.
        if (Date.now() < target) return schedule();
        onBoundary();
        void refresh();
      },
      Math.min(Math.max(target - Date.now(), 0), MAX_WAIT_MS),
    );
    timer.unref();
  };

  const refresh = async () => {
    // Boundaries after the lookup began: one that passes while the query runs is still acted on
    // (at once), not skipped for the one after it.
    const from = Date.now();
    try {
      const rows = await db.query<{ hieu_luc_tu: string | null; hieu_luc_den: string | null }>(
        `SELECT DISTINCT data->>'hieu_luc_tu' AS hieu_luc_tu, data->>'hieu_luc_den' AS hieu_luc_den
         FROM documents WHERE id_app = $1 AND collection = 'dmchietkhau'`,
        [idApp],
      );
      next = nextBoundary(rows.flatMap(windowBoundaries), from);
    } catch (error) {
      // Closing, or the database away for a moment: pages then live their usual 60 s.
      if (!stopped) app.log.warn({ err: error }, 'promotion clock: lookup failed');
      next = null;
    }
    schedule();
  };

  // Only a change of promotions (or of everything, '*') can move a window: a placed order's stock
  // change ('dmvt', one an order) no longer costs a lookup (issue 28).
  const unsubscribe = app.signals.subscribe('pages-changed', ({ collections }) => {
    if (movesWindows(collections)) void refresh();
  });
  void refresh();
  return {
    secondsLeft(now = Date.now()) {
      return next === null || next <= now ? null : Math.max(1, Math.ceil((next - now) / 1000));
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      unsubscribe();
    },
  };
}
