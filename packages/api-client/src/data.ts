import type { Product } from '@shop/domain/catalogue';
import { GLOBAL_COLLECTIONS } from '@shop/domain/contracts';
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

/** `api/{id_app}/{collection}`, or `api/{collection}` for a global collection. */
export function collectionPath(transport: Transport, collection: string): string {
  const name = encodeURIComponent(collection);
  return GLOBAL_COLLECTIONS.has(collection) ? `api/${name}` : `api/${transport.options.idApp}/${name}`;
}

/** The collection's path, or with `id` its document's (the caller's own: cart, wishlist, address book). */
export function documentPath(transport: Transport, collection: string, id?: string): string {
  return `${collectionPath(transport, collection)}${id ? `/${id}` : ''}`;
}

/** A stored document: its 24-hex `_id` plus its fields. */
export type StoredDocument<TDoc> = TDoc & { _id: string };

/** One saved version of a document (GET …/g/history/{id}), oldest first. */
export interface DocumentVersion<TDoc> {
  version: number;
  changed_at: string;
  /** True for the version that records the deletion; its `data` is null. */
  deleted: boolean;
  data: StoredDocument<TDoc> | null;
  /** Only administrators see who made the change. */
  changed_by?: string | null;
}

/** The body of POST /api/search: like ListParams, with `count` (which drops fields and page). */
export interface SearchParams extends ListParams {
  count?: boolean;
}

/** GET /api/{id_app}/{collection}/{id}. */
export function getDocument<TDoc>(transport: Transport, collection: string, id: string) {
  return transport.http
    .get(`${collectionPath(transport, collection)}/${encodeURIComponent(id)}`, {
      searchParams: transport.authParams(),
    })
    .json<StoredDocument<TDoc>>();
}

/** GET /api/{id_app}/{collection}/g/history/{id}: every saved version, oldest first. */
export function getHistory<TDoc>(transport: Transport, collection: string, id: string) {
  return transport.http
    .get(`${collectionPath(transport, collection)}/g/history/${encodeURIComponent(id)}`, {
      searchParams: transport.authParams(),
    })
    .json<DocumentVersion<TDoc>[]>();
}

/** POST /api/{id_app}/{collection}: the stored document, with its `_id`. */
export function createDocument<TDoc extends object>(transport: Transport, collection: string, doc: TDoc) {
  return transport.http
    .post(collectionPath(transport, collection), { json: doc, searchParams: transport.authParams() })
    .json<StoredDocument<TDoc>>();
}

/** PUT /api/{id_app}/{collection}/{id}: merges the given top-level fields; returns the whole document. */
export function updateDocument<TDoc extends object>(
  transport: Transport,
  collection: string,
  id: string,
  fields: Partial<TDoc>,
) {
  return transport.http
    .put(`${collectionPath(transport, collection)}/${encodeURIComponent(id)}`, {
      json: fields,
      searchParams: transport.authParams(),
    })
    .json<StoredDocument<TDoc>>();
}

/** DELETE /api/{id_app}/{collection}/{id}; `otp` travels in the otp-id / otp-code headers. */
export function deleteDocument<TDoc>(
  transport: Transport,
  collection: string,
  id: string,
  otp?: { id: string; code: string },
) {
  return transport.http
    .delete(`${collectionPath(transport, collection)}/${encodeURIComponent(id)}`, {
      searchParams: transport.authParams(),
      ...(otp ? { headers: { 'otp-id': otp.id, 'otp-code': otp.code } } : {}),
    })
    .json<StoredDocument<TDoc>>();
}

function searchPath(transport: Transport, collection: string): string {
  const name = encodeURIComponent(collection);
  return GLOBAL_COLLECTIONS.has(collection)
    ? `api/search/${name}`
    : `api/search/${transport.options.idApp}/${name}`;
}

/** POST /api/search/{id_app}/{collection} with the list parameters in the body (page defaults to 1). */
export function search<TDoc>(transport: Transport, collection: string, params: ListParams = {}) {
  return transport.http
    .post(searchPath(transport, collection), { json: params, searchParams: transport.authParams() })
    .json<StoredDocument<TDoc>[]>();
}

/** The same search counting: how many documents match `q`. */
export async function searchCount(transport: Transport, collection: string, q?: ListParams['q']) {
  const reply = await transport.http
    .post(searchPath(transport, collection), {
      json: { ...(q ? { q } : {}), count: true },
      searchParams: transport.authParams(),
    })
    .json<{ rows_number: number }>();
  return reply.rows_number;
}

/** GET /api/{collection}/shared: documents flagged `shared: true` in a public collection. */
export function listShared<TDoc>(transport: Transport, collection: string, params?: ListParams) {
  return transport.http
    .get(`api/${encodeURIComponent(collection)}/shared`, {
      searchParams: { ...transport.authParams(), ...listSearchParams(params) },
    })
    .json<StoredDocument<TDoc>[]>();
}

/** GET /api/{collection}/shared/{id}. */
export function getShared<TDoc>(transport: Transport, collection: string, id: string) {
  return transport.http
    .get(`api/${encodeURIComponent(collection)}/shared/${encodeURIComponent(id)}`, {
      searchParams: transport.authParams(),
    })
    .json<StoredDocument<TDoc>>();
}

/** The generic data calls, bound to one transport (spread into the client object). */
export function dataCalls(transport: Transport) {
  return {
    getDocument: <TDoc>(collection: string, id: string) => getDocument<TDoc>(transport, collection, id),
    getHistory: <TDoc>(collection: string, id: string) => getHistory<TDoc>(transport, collection, id),
    createDocument: <TDoc extends object>(collection: string, doc: TDoc) =>
      createDocument(transport, collection, doc),
    updateDocument: <TDoc extends object>(collection: string, id: string, fields: Partial<TDoc>) =>
      updateDocument<TDoc>(transport, collection, id, fields),
    deleteDocument: <TDoc>(collection: string, id: string, otp?: { id: string; code: string }) =>
      deleteDocument<TDoc>(transport, collection, id, otp),
    search: <TDoc>(collection: string, params?: SearchParams) => search<TDoc>(transport, collection, params),
    searchCount: (collection: string, q?: ListParams['q']) => searchCount(transport, collection, q),
    listShared: <TDoc>(collection: string, params?: ListParams) =>
      listShared<TDoc>(transport, collection, params),
    getShared: <TDoc>(collection: string, id: string) => getShared<TDoc>(transport, collection, id),
  };
}
