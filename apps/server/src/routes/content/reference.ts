import type { FastifyInstance } from 'fastify';
import { CUSTOMER_COLLECTION, userOwner } from '../../content/customer.js';
import { suggestAddress } from '../../content/suggest-address.js';
import { listDocuments } from '../../db/documents.js';
import { appError } from '../../errors.js';
import { planList } from '../../query/list-options.js';
import type { AppRouteOptions } from '../../plugins/app-scope.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

const MAX_ADDRESS_LENGTH = 300;
const MAX_SUGGESTIONS = 20;

function parseSuggestionLimit(value: unknown): number {
  if (value === undefined || value === '') return 5;
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SUGGESTIONS)
    throw appError('SUGGESTION_LIMIT_INVALID', { max: MAX_SUGGESTIONS });
  return limit;
}

/** GET /api/asskey (address suggestions) and GET /api/{id_app}/customer (the caller's customer record). */
export async function referenceRoutes(app: FastifyInstance, options: AppRouteOptions): Promise<void> {
  const { db, idApp } = options;

  app.get<{ Querystring: { q?: unknown; limit?: unknown } }>(
    '/api/asskey',
    { schema: schemaOf({ query: optionalTexts('q', 'limit') }) },
    async (request) => {
      const { q } = request.query;
      if (typeof q !== 'string' || q.trim() === '') throw appError('ADDRESS_REQUIRED');
      if (q.length > MAX_ADDRESS_LENGTH) throw appError('ADDRESS_TOO_LONG', { max: MAX_ADDRESS_LENGTH });
      return suggestAddress(q, parseSuggestionLimit(request.query.limit));
    },
  );

  // The customer record of the logged-in user (owner rule); `q` narrows it further.
  app.get<{ Params: { idApp: string }; Querystring: { q?: unknown } }>(
    '/api/:idApp/customer',
    { schema: schemaOf({ query: optionalTexts('q') }) },
    async (request) => {
      const { identity } = request;
      if (identity.kind !== 'user') throw appError('CUSTOMER_NOT_FOUND');
      const scope = { idApp, collection: CUSTOMER_COLLECTION, owner: userOwner(identity.email) };
      const [customer] = await listDocuments(db, scope, planList({ q: request.query.q, limit: 1 }, 2));
      if (!customer) throw appError('CUSTOMER_NOT_FOUND');
      return customer;
    },
  );
}
