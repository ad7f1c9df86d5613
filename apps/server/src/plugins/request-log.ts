import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * Fastify's request log, quietened: its two info lines per request buried the start-up steps and
 * cost a write per request in production. One line per request at debug (`LOG_LEVEL=debug`); a
 * request that fails while sending still logs its error, as before.
 */
class QuietRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error) {
      super.requestCompleted(error, request, reply, metadata);
      return;
    }
    reply.log.debug(
      {
        method: request.method,
        // The path only: query strings carry access tokens and trust keys.
        path: request.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  }
}

export function quietRequestLog(): LogController {
  return new QuietRequestLog();
}

/**
 * How a request is written wherever a log line carries one (`{ req }`: Fastify's own error lines):
 * its method and path, never the query, which carries access tokens and trust keys (decision 040).
 */
export function serializeRequest(request: { method?: string; url?: string }) {
  return { method: request.method, path: request.url?.split('?')[0] };
}
