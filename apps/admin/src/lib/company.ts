import { PICTURE_PATH } from '@shop/domain/catalogue';
import { DEFAULT_BRAND_NAME } from '@shop/domain/console';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getShopApi } from '@/lib/api';

/**
 * The shop's company info and contact record (GET /api/app/{id}, public: read before login too),
 * for the frame's and sign-in card's brand and the printed documents' heading.
 */
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

/** The brand in a company record (`brand_name`, decision 026 addendum); the default while blank. */
export function brandNameOf(info: Record<string, unknown> | undefined): string {
  const name = typeof info?.brand_name === 'string' ? info.brand_name.trim() : '';
  return name || DEFAULT_BRAND_NAME;
}

/** The shop's brand as the console shows it; the default until the company record is read. */
export function useShopName(): string {
  const { data } = useQuery({ ...companyQuery(), select: ({ info }) => brandNameOf(info) });
  return data ?? DEFAULT_BRAND_NAME;
}

/** The shop's logo picture (the company record's `logo`, issue 26 item 13); undefined: none set. */
export function useShopLogo(): string | undefined {
  const { data } = useQuery({
    ...companyQuery(),
    select: ({ info }) =>
      typeof info?.logo === 'string' && PICTURE_PATH.test(info.logo) ? info.logo : undefined,
  });
  return data;
}
