import {
  type ErrorMessageCode,
  isMessageCode,
  type MessageCode,
  type MessageParams,
  messageStatus,
  messageText,
  messageWireCode,
} from '@shop/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { setSecurityHeaders } from './plugins/security-headers.js';

/** Seconds a client is asked to wait before trying again while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

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

/**
 * The refusal of a code of the domain's message table: its HTTP status, its wire code and its
 * texts in both languages, `{placeholders}` filled from `params` (`appError('ORDER_NOT_FOUND')`).
 */
export function appError(code: ErrorMessageCode, params?: MessageParams): HttpError {
  return new HttpError(messageStatus(code), messageWireCode(code), {
    vi: messageText(code, 'vi', params),
    en: messageText(code, 'en', params),
  });
}

/**
 * A form rule's refusal (a code of the table without an HTTP status, such as PASSWORD_WEAK, read
 * from a domain schema's issue): 400 with the code and its texts.
 */
export function formError(code: MessageCode, params?: MessageParams): HttpError {
  return new HttpError(400, messageWireCode(code), {
    vi: messageText(code, 'vi', params),
    en: messageText(code, 'en', params),
  });
}

/** English when the request asks for it (Accept-Language or ?lang=en), Vietnamese otherwise. */
export function requestLanguage(request: FastifyRequest): 'vi' | 'en' {
  const query = request.query as Record<string, unknown> | null | undefined;
  // A URL refused before routing (frameworkErrors) has no parsed query: read `lang` from the URL.
  const lang = query ? query.lang : new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  if (lang === 'en') return 'en';
  if (lang === 'vi') return 'vi';
  const header = request.headers['accept-language'] ?? '';
  return /^\s*en\b/i.test(header) ? 'en' : 'vi';
}

/**
 * The refusal of a framework error as the shop's `{ error, message }`, in the caller's language:
 * Fastify's and its plugins' codes (`FST_…`) that the domain's table has texts for keep their code
 * and status; only the English-only message becomes the table's texts.
 */
function frameworkRefusal(error: FastifyError): HttpError | undefined {
  const code = error.code;
  return code?.startsWith('FST_') && isMessageCode(code) ? appError(code as ErrorMessageCode) : undefined;
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`%E0%A4%A`) or a path parameter over its
 * length limit, refused before routing, answered like every other refusal (otherwise Fastify
 * writes `{ error: 'Bad Request', code, statusCode }` in English).
 */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Sent before routing, without the onSend hooks: the headers every reply has are set here.
  setSecurityHeaders(request, reply);
  const status = error.statusCode ?? 400;
  const refusal = frameworkRefusal(error);
  if (refusal) return sendError(request, reply, refusal);
  return reply.status(status).send({ error: error.code ?? 'BAD_REQUEST', message: error.message });
}

/** One error handler: known errors keep their status and message; anything else is a 500 without details. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) return sendError(request, reply, error);
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const refusal = frameworkRefusal(error);
      if (refusal) return sendError(request, reply, refusal);
      return reply.status(status).send({ error: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or a cut connection, not a bug: 503 and "try again"; the pool reconnects alone.
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(request, reply, appError('DATABASE_UNAVAILABLE'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, appError('SERVER_ERROR'));
  });
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const what = `${request.method} ${request.url.split('?')[0]}`;
  return sendError(request, reply, appError('ROUTE_NOT_FOUND', { what }));
}

/** The reply of a refusal: its status, `{ error: code, message }` in the caller's language. */
function sendError(request: FastifyRequest, reply: FastifyReply, error: HttpError) {
  return reply
    .status(error.statusCode)
    .send({ error: error.code, message: error.texts[requestLanguage(request)] });
}
