/** A client's query was refused: always a 400 with a message saying what to change. */
export class QueryError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly code: 'QUERY_INVALID',
    message: string,
  ) {
    super(message);
    this.name = 'QueryError';
  }
}

export function invalidQuery(message: string): never {
  throw new QueryError('QUERY_INVALID', message);
}
