import type { QueryClient } from '@tanstack/react-query';
import { type CompanyDetails, companyQueries, toCompanyDetails } from '../company';
import type { Language } from '../language';

/**
 * The company record as far as the query cache has it (the footer reads it on every page); a head
 * does not wait for it: the shop's name and logo stand in until it is there.
 */
export function cachedCompany(queryClient: QueryClient, language: Language): CompanyDetails | undefined {
  const record = queryClient.getQueryData(companyQueries.info().queryKey);
  return record ? toCompanyDetails(record, language) : undefined;
}
