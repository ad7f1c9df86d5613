import { listSearchParams } from '@shop/api-client';
import type { ProductCategory } from '@shop/domain';
import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '../../../lib/api';

/** A product line (collection ecomproductlines): one of the five categories, with its picture. */
export type ProductLine = {
  _id: string;
  ma: ProductCategory;
  ten: string;
  ten_eng?: string | null;
  slug: string;
  picture?: string | null;
  sst?: number | null;
};

/** SPEC §7 "Site queries": product lines of the food branch, limit 100. */
const PRODUCT_LINE_QUERY = { q: { ma_nganh_hang: 'NS' }, sort: { sst: 1 as const }, limit: 100 };

export const productLineQueries = {
  all: () => ['product-lines'] as const,
  list: () =>
    queryOptions({
      queryKey: [...productLineQueries.all(), 'list'] as const,
      // A global collection: its path has no id_app, so the generic list helper does not fit.
      queryFn: async () => {
        const { transport } = await getApiClient();
        return transport.http
          .get('api/ecomproductlines', {
            searchParams: { ...transport.authParams(), ...listSearchParams(PRODUCT_LINE_QUERY) },
          })
          .json<ProductLine[]>();
      },
    }),
};
