import type { ErrorMessageCode, MessageParams } from '@shop/domain/messages';
import { appError, HttpError } from '../errors.js';

/** The codes of the message table that say why a data query was refused (all QUERY_INVALID on the wire). */
export type QueryRefusalCode = Extract<ErrorMessageCode, `QUERY_${string}`>;

/** A client's query was refused: always a 400, in the caller's language, saying what to change. */
export class QueryError extends HttpError {
  constructor(code: QueryRefusalCode, params?: MessageParams) {
    const error = appError(code, params);
    super(error.statusCode, error.code, error.texts);
    this.name = 'QueryError';
  }
}

export function invalidQuery(code: QueryRefusalCode, params?: MessageParams): never {
  throw new QueryError(code, params);
}
