import { queryOptions } from '@tanstack/react-query';
import { getShopApi } from '@/lib/api';

/** The shop's company info and contact record (GET /api/app/{id}), for printed documents' heading. */
export const companyQuery = () =>
  queryOptions({
    queryKey: ['company'],
    queryFn: async () => {
      const api = await getShopApi();
      const [info, contact] = await Promise.all([api.getCompanyInfo(), api.getCompanyContact()]);
      return { info, contact };
    },
    staleTime: 10 * 60_000,
  });
