import { dehydrate } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { companyQueries } from './company';
import { createQueryClient } from './query-client';
import { productLineQueries } from '@/features/catalog/api/product-line-queries';
import { promotionQueries } from '@/features/catalog/api/promotion-queries';
import { footerPageQueries } from '@/features/layout/api/footer-page-queries';
import { createSharedQueryData, isSharedQueryKey as isSharedFor } from './shared-query-data';

// The shop's list, as entry-server.tsx names it.
const KEYS = [
  companyQueries.all(),
  footerPageQueries.all(),
  productLineQueries.all(),
  promotionQueries.all(),
];
const isSharedQueryKey = (queryKey: readonly unknown[]) => isSharedFor(KEYS, queryKey);

const COMPANY_KEY = companyQueries.info().queryKey;
const PRODUCT_KEY = ['products', 'detail', 'TRA-01'] as const;

/** One render's client on `shared`, with counting query functions for a shared and a page query. */
function render(
  shared: ReturnType<typeof createSharedQueryData>,
  calls: { company: number; product: number },
) {
  const client = createQueryClient(shared.queryCache());
  const company = () =>
    client.fetchQuery({
      queryKey: COMPANY_KEY,
      queryFn: async () => ({ name: `company ${++calls.company}` }),
    });
  const product = () =>
    client.fetchQuery({
      queryKey: PRODUCT_KEY,
      queryFn: async () => ({ maVt: 'TRA-01', n: ++calls.product }),
    });
  return { client, company, product };
}

describe('shared query data of the server renders', () => {
  it('names the frame, product lines and promotions as shared, not a page record', () => {
    expect(isSharedQueryKey(COMPANY_KEY)).toBe(true);
    expect(isSharedQueryKey(['ecompages', 'footer', 'policy', 'vi'])).toBe(true);
    expect(isSharedQueryKey(['promotions', 'list'])).toBe(true);
    expect(isSharedQueryKey(['product-lines', 'list'])).toBe(true);
    expect(isSharedQueryKey(PRODUCT_KEY)).toBe(false);
    expect(isSharedQueryKey(['ecompages', 'detail'])).toBe(false);
  });

  it('fetches a shared query once for many renders, a page query on each', async () => {
    const shared = createSharedQueryData({ keys: KEYS });
    const calls = { company: 0, product: 0 };
    for (let i = 0; i < 3; i++) {
      const page = render(shared, calls);
      await expect(page.company()).resolves.toEqual({ name: 'company 1' });
      await page.product();
    }
    expect(calls).toEqual({ company: 1, product: 3 });
  });

  it('puts in a render only the shared queries it asks for', async () => {
    const shared = createSharedQueryData({ keys: KEYS });
    const calls = { company: 0, product: 0 };
    await render(shared, calls).company();
    const page = render(shared, calls);
    await page.product();
    expect(dehydrate(page.client).queries.map((query) => query.queryKey)).toEqual([PRODUCT_KEY]);
  });

  it('reads the shared data anew once it is older than its time to live', async () => {
    let time = 1_000_000;
    const now = () => time;
    vi.useFakeTimers({ now: time, toFake: ['Date'] });
    try {
      const shared = createSharedQueryData({ keys: KEYS, ttlMs: 60_000, now });
      const calls = { company: 0, product: 0 };
      await render(shared, calls).company();
      time += 59_000;
      vi.setSystemTime(time);
      await render(shared, calls).company();
      expect(calls.company).toBe(1);
      time += 2_000;
      vi.setSystemTime(time);
      await expect(render(shared, calls).company()).resolves.toEqual({ name: 'company 2' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('forgets everything on clear, and keeps nothing a render begun before it fetched', async () => {
    const shared = createSharedQueryData({ keys: KEYS });
    const calls = { company: 0, product: 0 };
    await render(shared, calls).company();
    const before = render(shared, calls);
    shared.clear();
    await expect(before.company()).resolves.toEqual({ name: 'company 2' });
    // The render begun before the purge fetched anew but did not keep its (possibly old) data.
    await expect(render(shared, calls).company()).resolves.toEqual({ name: 'company 3' });
    await expect(render(shared, calls).company()).resolves.toEqual({ name: 'company 3' });
    expect(calls.company).toBe(3);
  });
});
