// The plugin ships its Redis store as a plain CommonJS file without types.
declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';

  type Callback = (error: Error | null, result: { current: number; ttl: number } | null) => void;

  export default class RedisStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, callback: Callback, timeWindow: number, max: number): void;
    read(key: string, callback: Callback, timeWindow?: number, max?: number): void;
  }
}
