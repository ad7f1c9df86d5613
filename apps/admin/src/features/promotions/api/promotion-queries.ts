import type { QueryClient } from '@tanstack/react-query';
import { consoleQuery } from '@/lib/console-query';

/** The promotions area's reads (GET console/promotions, flash-sales, vouchers, promotion-products). */
export const promotionKeys = {
  all: ['promotions-area'] as const,
};

const { all } = promotionKeys;

export const promotionQueries = {
  products: () => consoleQuery([...all, 'products'], (api) => api.promotionProducts(), { staleTime: 60_000 }),
  promotions: () => consoleQuery([...all, 'promotions'], (api) => api.promotions()),
  promotion: (id: string) => consoleQuery([...all, 'promotions', id], (api) => api.promotion(id)),
  flashSales: () => consoleQuery([...all, 'flash-sales'], (api) => api.flashSales()),
  flashSale: (id: string) => consoleQuery([...all, 'flash-sales', id], (api) => api.flashSale(id)),
  vouchers: () => consoleQuery([...all, 'vouchers'], (api) => api.vouchers()),
  voucher: (id: string) => consoleQuery([...all, 'vouchers', id], (api) => api.voucher(id)),
};

/** After a write: every list and item of the area is read again. */
export function invalidatePromotions(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: promotionKeys.all });
}
