import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { MemoryWindowStore, scopeOf } from '../accounts/memory-window-store.js';
import type { SharedRedis } from './shared-redis.js';

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit calls on a store (its `store` option takes the class). */
export interface WindowStore {
  child(routeOptions: object): WindowStore;
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number): void;
}

/** Every process counts under the same keys; the prefix keeps them apart from other data. */
export const RATE_LIMIT_KEY_PREFIX = 'shop:rate-limit:';

/**
 * A store class for @fastify/rate-limit whose counters live in the shared Redis. The counting is
 * the plugin's own RedisStore (its Lua script: INCR + PEXPIRE in one step); only the key differs:
 * the plugin's store keys by route, so it would give the two login routes two counters, where
 * the shop counts by group (decision 004). While Redis does not answer, each request is counted
 * in this process instead (MemoryWindowStore): limits still hold per process, and no request waits
 * for Redis or fails because of it; SharedRedis logs the outage once.
 */
export function redisWindowStore(redis: SharedRedis): new (options?: unknown) => WindowStore {
  return class RedisWindowStore implements WindowStore {
    readonly #shared: RedisStore;
    readonly #fallback: MemoryWindowStore;

    constructor(_options?: unknown, scope = '', fallback = new MemoryWindowStore()) {
      this.#shared = new RedisStore(false, false, redis.client, `${RATE_LIMIT_KEY_PREFIX}${scope}`);
      this.#fallback = fallback;
    }

    child(routeOptions: object): RedisWindowStore {
      return new RedisWindowStore(undefined, `${scopeOf(routeOptions)}|`, this.#fallback.child(routeOptions));
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      if (!redis.isUp()) {
        this.#fallback.incr(key, callback, timeWindow);
        return;
      }
      this.#shared.incr(
        key,
        (error, result) => {
          if (!error && result) callback(null, result);
          else {
            redis.reportFailure(error);
            this.#fallback.incr(key, callback, timeWindow);
          }
        },
        timeWindow,
        max,
      );
    }

    read(key: string, callback: Callback, timeWindow: number): void {
      if (!redis.isUp()) {
        this.#fallback.read(key, callback, timeWindow);
        return;
      }
      this.#shared.read(key, (error, result) => {
        if (!error && result) callback(null, result);
        else {
          redis.reportFailure(error);
          this.#fallback.read(key, callback, timeWindow);
        }
      });
    }
  };
}
