import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { ANALYZE_ORDER_ESTIMATES, refreshStatisticsAfterOrder } from './order-statistics.js';

// Issue 28: each ANALYZE makes every pooled connection plan its statements on `documents` again,
// so the statistics are refreshed after orders 1 and 2 (what the plans need: plans.test.ts), then
// as the order count grows eightfold, no longer at every doubling.
describe('the statistics refresh after an order', () => {
  function analyzedAfter(codes: readonly unknown[]): unknown[] {
    const analyzed: unknown[] = [];
    for (const so_ct of codes) {
      const db = {
        query: async (text: string) => {
          expect(text).toBe(ANALYZE_ORDER_ESTIMATES);
          analyzed.push(so_ct);
          return [];
        },
      } as unknown as Database;
      refreshStatisticsAfterOrder(db, { so_ct }, {} as FastifyBaseLogger);
    }
    return analyzed;
  }

  it('runs after orders 1 and 2, then at 8, 64, 512 and 4096', () => {
    const codes = Array.from({ length: 5000 }, (_, index) => `DH${String(index + 1).padStart(6, '0')}`);
    expect(analyzedAfter(codes)).toEqual([
      'DH000001',
      'DH000002',
      'DH000008',
      'DH000064',
      'DH000512',
      'DH004096',
    ]);
  });

  it('runs for no order without a number', () => {
    expect(analyzedAfter([undefined, '', 'DH', 'DH000000', 'DH000003', 42])).toEqual([]);
  });
});
