import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.js';
import { createLocalSignals } from '../signals/signals.js';
import { startPromotionClock } from './promotion-clock.js';

// Issue 28: every placed order announces a stock change ('dmvt'); the promotion clock looked its
// windows up again at each one (a database round trip an order). Only promotions move a window.
describe('promotion clock lookups', () => {
  it('looks the windows up again after a change of promotions or of everything, not of stock', async () => {
    const signals = createLocalSignals();
    const app = { signals, log: { warn: () => undefined } } as unknown as FastifyInstance;
    let lookups = 0;
    const db: Queryable = {
      query: async () => {
        lookups += 1;
        return [] as never;
      },
    };
    const clock = startPromotionClock(app, db, 'app', () => undefined);
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    await settled();
    expect(lookups).toBe(1);
    await signals.publish('pages-changed', { collections: ['dmvt'] });
    await signals.publish('pages-changed', { collections: ['dmvt'], ids: ['a'] });
    await settled();
    expect(lookups).toBe(1);
    await signals.publish('pages-changed', { collections: ['dmchietkhau', 'dmvt'] });
    await settled();
    expect(lookups).toBe(2);
    await signals.publish('pages-changed', { collections: ['*'] });
    await settled();
    expect(lookups).toBe(3);
    clock.stop();
  });
});
