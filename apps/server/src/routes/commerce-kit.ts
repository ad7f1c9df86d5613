import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database.js';
import type { Env } from '../env.js';
import { checkDocumentBody } from './data-body.js';

/** What every commerce route plugin receives. */
export interface CommerceRouteOptions {
  db: Database;
  env: Env;
}

export type IdParams = { idApp: string; id: string };

/** The JSON object body of a write, checked for shape (plain keys, bounded size); {} when empty. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  if (request.body === undefined || request.body === null || request.body === '') return {};
  return checkDocumentBody(request.body);
}
