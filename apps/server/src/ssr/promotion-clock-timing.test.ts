import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/database.js';
import { createLocalSignals } from '../signals/signals.js';
import { startPromotionClock } from './promotion-clock.js';

// The clock's timing on its own (promotion-clock.test.ts runs it in a whole shop): a boundary that
// passes while the lookup runs, or before a timer that fired early, still drops the pages.
const T0 = Date.parse('2026-11-25T08:00:00.000Z');
const START = T0 + 1_000;
const END = T0 + 2_000;
const window = { hieu_luc_tu: new Date(START).toISOString(), hieu_luc_den: new Date(END).toISOString() };

/** A database whose lookups answer the one window, each after `delayMs` of (fake) time. */
function slowDatabase() {
  const database = { delayMs: 0, lookups: 0 };
  const db = {
    query: async () => {
      database.lookups += 1;
      if (database.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, database.delayMs));
      return [window];
    },
  } as unknown as Queryable;
  return { db, database };
}

function fakeApp() {
  const signals = createLocalSignals();
  return { signals, log: { warn: vi.fn() } } as unknown as FastifyInstance;
}

/** A clock started on a slow database, after its first lookup (at T0). */
async function startedClock() {
  const { db, database } = slowDatabase();
  const onBoundary = vi.fn();
  const clock = startPromotionClock(fakeApp(), db, 'app', onBoundary);
  await vi.advanceTimersByTimeAsync(0);
  return { database, onBoundary, clock };
}

describe('promotion clock timing', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
  });
  afterEach(() => vi.useRealTimers());

  it('drops the pages at the start and at the end, and tells the seconds left in between', async () => {
    const { onBoundary, clock } = await startedClock();
    expect(clock.secondsLeft()).toBe(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(onBoundary).toHaveBeenCalledTimes(1);
    // The end is the last millisecond of the window: the page changes 1.001 s after the start.
    expect(clock.secondsLeft()).toBe(2);

    await vi.advanceTimersByTimeAsync(1_001);
    expect(onBoundary).toHaveBeenCalledTimes(2);
    expect(clock.secondsLeft()).toBeNull();
    clock.stop();
  });

  it('still drops the pages at the end when the end passes while the lookup after the start runs', async () => {
    const { database, onBoundary, clock } = await startedClock();
    // The lookup after the start takes 1.5 s (a loaded machine): the end comes and goes meanwhile.
    database.delayMs = 1_500;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onBoundary).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1_501);
    expect(Date.now()).toBeGreaterThan(END);
    expect(onBoundary).toHaveBeenCalledTimes(2);
    clock.stop();
  });

  it('waits out a timer that fires before its boundary instead of skipping the boundary', async () => {
    const { database, onBoundary, clock } = await startedClock();
    expect(database.lookups).toBe(1);
    // The timer runs 5 ms early by the wall clock (libuv's loop time lags behind it), on a machine
    // where a lookup takes 1.5 s.
    database.delayMs = 1_500;
    vi.setSystemTime(Date.now() - 5);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(Date.now()).toBeLessThan(START);
    expect(onBoundary).not.toHaveBeenCalled();
    // No lookup yet: the clock waits for the start rather than asking for the boundary after it.
    expect(database.lookups).toBe(1);

    await vi.advanceTimersByTimeAsync(5);
    expect(Date.now()).toBe(START);
    expect(onBoundary).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_500);
    expect(onBoundary).toHaveBeenCalledTimes(2);
    clock.stop();
  });
});
