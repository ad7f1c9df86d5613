import { type ApiClientOptions, createTransport, type ListParams } from './client.js';
import { contentCalls } from './content.js';
import { countDocuments, listDocuments, listProducts } from './data.js';

export type { ApiClientOptions, Language, ListParams, Transport } from './client.js';
export { createTransport, listSearchParams } from './client.js';
export { ApiError, messageFromErrorData } from './errors.js';
export * from './content.js';
export type { Product } from '@shop/domain';

/** One object with a method per call of the provider API (SPEC §7), bound to one configuration. */
export function createApiClient(options: ApiClientOptions) {
  const transport = createTransport(options);
  return {
    transport,
    list: <TDoc>(collection: string, params?: ListParams) =>
      listDocuments<TDoc>(transport, collection, params),
    count: (collection: string, q?: ListParams['q']) => countDocuments(transport, collection, q),
    listProducts: (params?: ListParams) => listProducts(transport, params),
    ...contentCalls(transport),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
