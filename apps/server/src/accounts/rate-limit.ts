import type { FastifyRateLimitOptions } from '@fastify/rate-limit';
import { accountError } from './account-errors.js';

/**
 * Options for registering @fastify/rate-limit once in app.ts: no global limit, each sensitive route
 * sets its own (perMinute). The refusal is a 429 with the bilingual RATE_LIMITED message, sent
 * through the one error handler. Counters live in memory (one process; DESIGN.md "Scale" moves
 * them to Redis).
 */
export const RATE_LIMIT_OPTIONS: FastifyRateLimitOptions = {
  global: false,
  errorResponseBuilder: () => accountError(429, 'RATE_LIMITED'),
};

/** Route config: at most `max` requests per minute from one client address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
