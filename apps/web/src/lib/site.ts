import { DEFAULT_BRAND_NAME } from '@shop/domain/console';
import { useQuery } from '@tanstack/react-query';
import { brandNameOf, companyQueries, logoOf } from './company';

/**
 * The shop's brand as the query cache has it (the company record's `brand_name`, decision 026
 * addendum): the header and every page title follow the setting. The frame's loader fetches the
 * record with every page, so this only reads it (never fetches); until it is there the default stands.
 */
export function useShopName(): string {
  const { data } = useQuery({ ...companyQueries.info(), enabled: false, select: brandNameOf });
  return data ?? DEFAULT_BRAND_NAME;
}

/** The shop's logo picture (the company record's `logo`), or undefined: the default mark. */
export function useShopLogo(): string | undefined {
  const { data } = useQuery({ ...companyQueries.info(), enabled: false, select: logoOf });
  return data;
}
