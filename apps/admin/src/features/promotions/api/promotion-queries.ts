import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { getConsoleApi } from '@/lib/api';

/** The promotions area's reads (GET console/promotions, flash-sales, vouchers, promotion-products). */
export const promotionKeys = {
  all: ['promotions-area'] as const,
};

export const promotionQueries = {
  products: () =>
    queryOptions({
      queryKey: [...promotionKeys.all, 'products'],
      queryFn: async () => (await getConsoleApi()).promotionProducts(),
      staleTime: 60_000,
    }),
  promotions: () =>
    queryOptions({
      queryKey: [...promotionKeys.all, 'promotions'],
      queryFn: async () => (await getConsoleApi()).promotions(),
    }),
  promotion: (id: string) =>
    queryOptions({
      queryKey: [...promotionKeys.all, 'promotions', id],
      queryFn: async () => (await getConsoleApi()).promotion(id),
    }),
  flashSales: () =>
    queryOptions({
      queryKey: [...promotionKeys.all, 'flash-sales'],
      queryFn: async () => (await getConsoleApi()).flashSales(),
    }),
  flashSale: (id: string) =>
    queryOptions({
      queryKey: [...promotionKeys.all, 'flash-sales', id],
      queryFn: async () => (await getConsoleApi()).flashSale(id),
    }),
  vouchers: () =>
    queryOptions({
      queryKey: [...promotionKeys.all, 'vouchers'],
      queryFn: async () => (await getConsoleApi()).vouchers(),
    }),
  voucher: (id: string) =>
    queryOptions({
      queryKey: [...promotionKeys.all, 'vouchers', id],
      queryFn: async () => (await getConsoleApi()).voucher(id),
    }),
};

/** After a write: every list and item of the area is read again. */
export function invalidatePromotions(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: promotionKeys.all });
}
