import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { appError } from '../errors.js';

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;
interface Window {
  count: number;
  startedAt: number;
}

const MAX_KEYS = 50_000;

/**
 * An in-memory store whose counters are shared by every route of one `groupId` (the built-in
 * store gives each route its own). Routes without a group keep a counter of their own.
 * One process only: DESIGN.md "Scale" moves the counters to Redis.
 */
class SharedWindowStore {
  // The plugin constructs the store with its options (unused here); children share `windows`.
  constructor(
    _options?: unknown,
    private readonly windows: Map<string, Window> = new Map(),
    private readonly prefix = '',
  ) {}

  private current(key: string, timeWindow: number, now: number): Window | undefined {
    const window = this.windows.get(this.prefix + key);
    return window && window.startedAt + timeWindow > now ? window : undefined;
  }

  incr(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    let window = this.current(key, timeWindow, now);
    if (!window) {
      if (this.windows.size >= MAX_KEYS) this.prune(timeWindow, now);
      window = { count: 0, startedAt: now };
      this.windows.set(this.prefix + key, window);
    }
    window.count += 1;
    callback(null, { current: window.count, ttl: window.startedAt + timeWindow - now });
  }

  read(key: string, callback: Callback, timeWindow: number): void {
    const now = Date.now();
    const window = this.current(key, timeWindow, now);
    callback(
      null,
      window ? { current: window.count, ttl: window.startedAt + timeWindow - now } : { current: 0, ttl: 0 },
    );
  }

  /** The plugin passes the route's merged rate-limit options: groupId, and routeInfo (the route). */
  child(routeOptions: object): SharedWindowStore {
    const options = routeOptions as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
    const scope = options.groupId
      ? `group:${options.groupId}`
      : `route:${String(options.routeInfo?.method)} ${options.routeInfo?.url}`;
    return new SharedWindowStore(undefined, this.windows, `${scope}|`);
  }

  /** Drops finished windows, then the oldest, so a flood of addresses cannot grow memory without end. */
  private prune(timeWindow: number, now: number): void {
    for (const [key, window] of this.windows)
      if (window.startedAt + timeWindow <= now) this.windows.delete(key);
    for (const key of this.windows.keys()) {
      if (this.windows.size < MAX_KEYS) break;
      this.windows.delete(key);
    }
  }
}

/**
 * Options for registering @fastify/rate-limit once in app.ts: no global limit, each sensitive route
 * sets its own (perMinute). The refusal is a 429 with the bilingual RATE_LIMITED message, sent
 * through the one error handler.
 */
export const RATE_LIMIT_OPTIONS: RateLimitPluginOptions = {
  global: false,
  store: SharedWindowStore,
  errorResponseBuilder: () => appError('RATE_LIMITED'),
};

/**
 * Route config: at most `max` requests per minute from one client address. Routes of one `group`
 * share their counter (the two login routes; send, resend and verify of codes).
 */
export function perMinute(max: number, group: string) {
  return { rateLimit: { max, timeWindow: 60_000, groupId: group } };
}
