import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { parseOrRefuse } from '../../commerce/order-input.js';
import { CHECKS_ID, READS_BODY } from '../../plugins/route-schema.js';
import { checkDocumentBody, checkId } from './data-body.js';

/** The JSON object body of a write, checked for shape (plain keys, bounded size); {} when empty. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  if (request.body === undefined || request.body === null || request.body === '') return {};
  return checkDocumentBody(request.body);
}

/**
 * A route's preValidation: the body is checked for shape (bodyOf), then read with a domain schema;
 * the handler gets the schema's output as `request.body` (type it with the route's `Body`). The
 * route's reference names the same schema (plugins/route-schema.ts).
 */
export function bodySchema<TSchema extends v.GenericSchema>(schema: TSchema, root = '') {
  const read = async (request: FastifyRequest): Promise<void> => {
    request.body = parseOrRefuse(schema, bodyOf(request), root);
  };
  return Object.assign(read, { [READS_BODY]: schema });
}

/** A preValidation that refuses a path id that is not 24 hex characters (before the body is read). */
export const checkIdParam = Object.assign(
  async (request: FastifyRequest<{ Params: { id: string } }>): Promise<void> => {
    checkId(request.params.id);
  },
  { [CHECKS_ID]: true as const },
);
