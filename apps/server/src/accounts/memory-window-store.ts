type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;
interface Window {
  count: number;
  startedAt: number;
}

const MAX_KEYS = 50_000;

/**
 * The counter's scope for a route: its group when it has one (the two login routes share a
 * counter), else the route itself. The plugin passes the route's merged rate-limit options.
 */
export function scopeOf(routeOptions: object): string {
  const options = routeOptions as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
  return options.groupId
    ? `group:${options.groupId}`
    : `route:${String(options.routeInfo?.method)} ${options.routeInfo?.url}`;
}

/**
 * An in-memory store whose counters are shared by every route of one `groupId` (the built-in
 * store gives each route its own). This process only: the store of one process without REDIS_URL,
 * and the fallback of the Redis store while Redis is down.
 */
export class MemoryWindowStore {
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

  child(routeOptions: object): MemoryWindowStore {
    return new MemoryWindowStore(undefined, this.windows, `${scopeOf(routeOptions)}|`);
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
