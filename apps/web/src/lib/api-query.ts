import {
  type DefaultError,
  type QueryKey,
  queryOptions,
  type UnusedSkipTokenOptions,
} from '@tanstack/react-query';
import { type ApiClient, type AuthApi, getApiClient, getAuthApi } from './api';

/** What a query may set beside its key and function (staleTime, enabled, retry, placeholderData…). */
export type ApiQuerySettings<T, K extends QueryKey> = Omit<
  UnusedSkipTokenOptions<T, DefaultError, T, K>,
  'queryKey' | 'queryFn' | 'select'
>;

function clientQuery<C, T, const K extends QueryKey>(
  client: () => Promise<C>,
  queryKey: K,
  call: (client: C) => T | Promise<T>,
  settings?: ApiQuerySettings<T, K>,
) {
  return queryOptions<T, DefaultError, T, K>({
    ...settings,
    queryKey,
    queryFn: async () => call(await client()),
  });
}

/**
 * The query options of one call of the API client, the shape of every `<resource>Queries` factory:
 * `apiQuery([...returnQueries.all(), 'mine'], (client) => client.myReturns(), { staleTime: 0 })`.
 * The client is loaded when the query first runs (lib/api), so a factory costs the first script nothing.
 */
export function apiQuery<T, const K extends QueryKey>(
  queryKey: K,
  call: (client: ApiClient) => T | Promise<T>,
  settings?: ApiQuerySettings<T, K>,
) {
  return clientQuery(getApiClient, queryKey, call, settings);
}

/** The same for the account calls of SPEC §7, with the session's tokens (getAuthApi). */
export function authQuery<T, const K extends QueryKey>(
  queryKey: K,
  call: (auth: AuthApi) => T | Promise<T>,
  settings?: ApiQuerySettings<T, K>,
) {
  return clientQuery(() => getAuthApi(), queryKey, call, settings);
}
