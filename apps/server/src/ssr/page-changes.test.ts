import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { announceStockChange, STOCK_ANNOUNCE_WINDOW_MS } from './page-changes.js';

// Issue 28: a stock change was announced (a Redis publish every process hears) at every order; now
// the first change of a quarter second goes at once and the rest of that window once, at its end.
describe('stock announcements', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function shop() {
    const published: unknown[] = [];
    const app = {
      signals: {
        publish: async (topic: string, payload: unknown) => {
          published.push([topic, payload]);
        },
      },
    } as unknown as FastifyInstance;
    return { app, published };
  }

  it('announces the first change at once and the others of its window once, at its end', () => {
    vi.useFakeTimers();
    const { app, published } = shop();
    const change = ['pages-changed', { collections: ['dmvt'] }];
    announceStockChange(app);
    expect(published).toEqual([change]);
    for (let order = 0; order < 20; order += 1) {
      vi.advanceTimersByTime(10);
      announceStockChange(app);
    }
    expect(published).toEqual([change]);
    vi.advanceTimersByTime(STOCK_ANNOUNCE_WINDOW_MS - 200);
    expect(published).toEqual([change, change]);
    // A change after a quiet window goes at once again.
    vi.advanceTimersByTime(STOCK_ANNOUNCE_WINDOW_MS);
    announceStockChange(app);
    expect(published).toEqual([change, change, change]);
  });

  it('keeps each process its own window', () => {
    vi.useFakeTimers();
    const one = shop();
    const two = shop();
    announceStockChange(one.app);
    announceStockChange(two.app);
    expect(one.published).toHaveLength(1);
    expect(two.published).toHaveLength(1);
  });
});
