import { EventEmitter } from 'node:events';

/**
 * What one server process tells the others (DESIGN.md "Scale"). Each topic names its payload.
 * Receivers must be idempotent and must not depend on delivery: a signal is a hint to drop a cache
 * or refresh a view sooner, never the only carrier of data (that is the database).
 */
export interface SignalPayloads {
  /** Something a public page shows changed (a product, a price, stock, an article, a setting). */
  'pages-changed': { collections: string[]; ids?: string[] };
  /** An order was placed: the console's live feed shows it. */
  'order-placed': { orderId: string };
  /**
   * Sessions of this user ended (logout, password change, revocation) or their rights changed:
   * every live stream of theirs re-checks its session and ends if it may no longer stream
   * (decision 039). Published after the change is committed.
   */
  'access-changed': { userId: string };
}

export type SignalTopic = keyof SignalPayloads;

export interface Signals {
  /** Delivers to every subscriber of every process (this one included). Never throws. */
  publish<T extends SignalTopic>(topic: T, payload: SignalPayloads[T]): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe<T extends SignalTopic>(topic: T, handler: (payload: SignalPayloads[T]) => void): () => void;
  close(): Promise<void>;
}

/** Signals within this process only: the embedded default, and the fallback without Redis. */
export function createLocalSignals(): Signals {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, payload) {
      emitter.emit(topic, payload);
    },
    subscribe(topic, handler) {
      const listener = handler as (payload: unknown) => void;
      emitter.on(topic, listener);
      return () => emitter.off(topic, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}
