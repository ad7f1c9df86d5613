import type { Promotion } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';

/** Upper bound of promotions read at once; a shop runs a handful of campaigns at a time. */
const PROMOTION_LIMIT = 500;

/**
 * Every promotion (collection dmchietkhau). Which one applies is decided at render time with the
 * domain's findActivePromotion and the visitor's clock, so a cached list stays correct when a
 * campaign starts or ends.
 */
export const promotionQueries = {
  all: () => ['promotions'] as const,
  list: () =>
    queryOptions({
      queryKey: [...promotionQueries.all(), 'list'] as const,
      queryFn: async () =>
        (await getApiClient()).list<Promotion>('dmchietkhau', {
          limit: PROMOTION_LIMIT,
          sort: { hieu_luc_tu: -1 },
        }),
    }),
};
