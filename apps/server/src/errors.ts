import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { QueryError } from './query/errors.js';

export interface Bilingual {
  vi: string;
  en: string;
}

/** An expected refusal with an HTTP status and a message meant for people, in both languages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly texts: Bilingual,
  ) {
    super(texts.vi);
    this.name = 'HttpError';
  }
}

/** English when the request asks for it (Accept-Language or ?lang=en), Vietnamese otherwise. */
export function requestLanguage(request: FastifyRequest): 'vi' | 'en' {
  const query = request.query as Record<string, unknown> | undefined;
  if (query?.lang === 'en') return 'en';
  if (query?.lang === 'vi') return 'vi';
  const header = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(header) ? 'en' : 'vi';
}

const NOT_FOUND = (what: string): Bilingual => ({ vi: `Không tìm thấy ${what}`, en: `Not found: ${what}` });
const SERVER_ERROR: Bilingual = {
  vi: 'Lỗi máy chủ, vui lòng thử lại sau',
  en: 'Server error, please try again later',
};

/** One error handler: known errors keep their status and message; anything else is a 500 without details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ error: error.code, message: error.texts[requestLanguage(request)] });
    }
    if (error instanceof QueryError) {
      return reply.status(error.statusCode).send({ error: error.code, message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ error: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'INTERNAL', message: SERVER_ERROR[requestLanguage(request)] });
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const what = `${request.method} ${request.url.split('?')[0]}`;
  return reply.status(404).send({ error: 'NOT_FOUND', message: NOT_FOUND(what)[requestLanguage(request)] });
}
