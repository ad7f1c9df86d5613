import type { Product } from '@shop/domain';
import { type ListParams, listSearchParams, type Transport } from './client.js';

/** GET /api/{id_app}/{collection}: one page of documents matching `q`. */
export function listDocuments<TDoc>(
  transport: Transport,
  collection: string,
  params?: ListParams,
): Promise<TDoc[]> {
  return transport.http
    .get(`api/${transport.options.idApp}/${collection}`, {
      searchParams: { ...transport.authParams(), ...listSearchParams(params) },
    })
    .json<TDoc[]>();
}

/** The same list with `count`: how many documents match `q`. */
export async function countDocuments(
  transport: Transport,
  collection: string,
  q?: ListParams['q'],
): Promise<number> {
  const reply = await transport.http
    .get(`api/${transport.options.idApp}/${collection}`, {
      searchParams: { ...transport.authParams(), ...listSearchParams(q ? { q } : {}), count: '1' },
    })
    .json<{ rows_number: number }>();
  return reply.rows_number;
}

/** Products of the catalogue (collection dmvt). */
export function listProducts(transport: Transport, params?: ListParams): Promise<Product[]> {
  return listDocuments<Product>(transport, 'dmvt', params);
}
