import type { DefaultError, EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';

/**
 * A loader's data for a page that shows one record: a record that does not exist (the query's null)
 * is the not-found page, with HTTP 404 from the server (decision 022); a failed load resolves to
 * undefined and the page shows its own error with a retry button.
 */
export function recordOrNotFound<T>(load: Promise<T | null>): Promise<T | undefined> {
  return load.then(
    (record) => {
      if (record === null) throw notFound();
      return record;
    },
    () => undefined,
  );
}

/** A one-record page's loader: its query (null for no such record) through `recordOrNotFound`. */
export function loadRecord<T, TQueryKey extends QueryKey>(
  queryClient: QueryClient,
  query: EnsureQueryDataOptions<T | null, DefaultError, T | null, TQueryKey>,
): Promise<T | undefined> {
  return recordOrNotFound(queryClient.ensureQueryData(query));
}
