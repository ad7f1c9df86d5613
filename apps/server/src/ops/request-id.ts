import { randomUUID } from 'node:crypto';

/**
 * What an upstream proxy or tracer sends as a request id (UUIDs, hex, Heroku's and nginx's ids):
 * short and without spaces, quotes or line breaks, so it can neither forge nor break a log line.
 */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is a safe token (the balancer's id ties its
 * log to ours), else a fresh UUID. Every log line of the request carries it as `reqId`.
 */
export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const header = request.headers['x-request-id'];
  return typeof header === 'string' && SAFE_REQUEST_ID.test(header) ? header : randomUUID();
}
