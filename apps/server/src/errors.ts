import type { FastifyError, FastifyInstance } from 'fastify';
import { QueryError } from './query/errors.js';

/** An expected refusal with an HTTP status and a message meant for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** One error handler: known errors keep their status and message; anything else is a 500 without details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError || error instanceof QueryError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'INTERNAL', message: 'Lỗi máy chủ, vui lòng thử lại sau' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: 'NOT_FOUND', message: `Không tìm thấy ${request.method} ${request.url.split('?')[0]}` }),
  );
}
