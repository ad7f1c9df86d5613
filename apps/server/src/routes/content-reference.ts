import { messageText } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_COLLECTION, userOwner } from '../content/customer.js';
import { suggestAddress } from '../content/suggest-address.js';
import { listDocuments } from '../db/documents.js';
import { HttpError } from '../errors.js';
import { planList } from '../query/list-options.js';
import type { AppRouteOptions } from '../plugins/app-scope.js';

const MAX_ADDRESS_LENGTH = 300;
const MAX_SUGGESTIONS = 20;

const ADDRESS_REQUIRED = { vi: 'Vui lòng nhập địa chỉ', en: 'Please enter an address' };
const ADDRESS_TOO_LONG = {
  vi: `Địa chỉ dài quá ${MAX_ADDRESS_LENGTH} ký tự`,
  en: `The address is longer than ${MAX_ADDRESS_LENGTH} characters`,
};
const LIMIT_INVALID = {
  vi: `limit phải là số nguyên từ 1 đến ${MAX_SUGGESTIONS}`,
  en: `limit must be a whole number from 1 to ${MAX_SUGGESTIONS}`,
};

function parseSuggestionLimit(value: unknown): number {
  if (value === undefined || value === '') return 5;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS)
    throw new HttpError(400, 'QUERY_INVALID', LIMIT_INVALID);
  return limit;
}

/** GET /api/asskey (address suggestions) and GET /api/{id_app}/customer (the caller's customer record). */
export async function referenceRoutes(app: FastifyInstance, options: AppRouteOptions): Promise<void> {
  const { db, idApp } = options;

  app.get<{ Querystring: { q?: unknown; limit?: unknown } }>('/api/asskey', async (request) => {
    const { q } = request.query;
    if (typeof q !== 'string' || q.trim() === '')
      throw new HttpError(400, 'ADDRESS_REQUIRED', ADDRESS_REQUIRED);
    if (q.length > MAX_ADDRESS_LENGTH) throw new HttpError(400, 'ADDRESS_TOO_LONG', ADDRESS_TOO_LONG);
    return suggestAddress(q, parseSuggestionLimit(request.query.limit));
  });

  // The customer record of the logged-in user (owner rule); `q` narrows it further.
  app.get<{ Params: { idApp: string }; Querystring: { q?: unknown } }>(
    '/api/:idApp/customer',
    async (request) => {
      const { identity } = request;
      const notFound = () =>
        new HttpError(404, 'CUSTOMER_NOT_FOUND', {
          vi: messageText('CUSTOMER_NOT_FOUND', 'vi'),
          en: messageText('CUSTOMER_NOT_FOUND', 'en'),
        });
      if (identity.kind !== 'user') throw notFound();
      const scope = { idApp, collection: CUSTOMER_COLLECTION, owner: userOwner(identity.email) };
      const [customer] = await listDocuments(db, scope, planList({ q: request.query.q, limit: 1 }, 2));
      if (!customer) throw notFound();
      return customer;
    },
  );
}
