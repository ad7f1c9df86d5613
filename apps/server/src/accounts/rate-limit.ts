import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import { redisWindowStore } from '../redis/redis-window-store.js';
import type { SharedRedis } from '../redis/shared-redis.js';
import { appError } from '../errors.js';
import { MemoryWindowStore } from './memory-window-store.js';

/**
 * Options for registering @fastify/rate-limit once in app.ts: no global limit, each sensitive route
 * sets its own (perMinute). The refusal is a 429 with the bilingual RATE_LIMITED message, sent
 * through the one error handler. Counters are shared by every process through Redis when REDIS_URL
 * is set (decision 015), else kept in this process.
 */
export function rateLimitOptions(redis?: SharedRedis): RateLimitPluginOptions {
  return {
    global: false,
    store: redis ? redisWindowStore(redis) : MemoryWindowStore,
    // The Redis store falls back to this process's counters itself; should anything still fail,
    // a request goes through uncounted rather than failing.
    skipOnError: true,
    errorResponseBuilder: () => appError('RATE_LIMITED'),
  };
}

/**
 * Route config: at most `max` requests per minute from one client address. Routes of one `group`
 * share their counter (the two login routes; send, resend and verify of codes).
 */
export function perMinute(max: number, group: string) {
  return { rateLimit: { max, timeWindow: 60_000, groupId: group } };
}

/**
 * Route config: at most `max` requests per minute from one account (a logged-in caller's e-mail,
 * from any address; a guest's address), for work one account could otherwise repeat from many
 * addresses (uploads, decision 040).
 */
export function perAccountPerMinute(max: number, group: string) {
  return {
    rateLimit: {
      max,
      timeWindow: 60_000,
      groupId: group,
      keyGenerator: (request: FastifyRequest) =>
        request.identity?.kind === 'user' ? `user:${request.identity.email}` : `ip:${request.ip}`,
    },
  };
}
