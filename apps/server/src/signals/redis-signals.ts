import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { SharedRedis } from '../redis/shared-redis.js';
import type { SignalPayloads, Signals, SignalTopic } from './signals.js';

const TOPICS: readonly SignalTopic[] = ['pages-changed', 'order-placed', 'access-changed'];
export const SIGNAL_CHANNEL_PREFIX = 'shop:signal:';
const START_WAIT_MS = 2_000;

/**
 * Topics whose signals are gathered for this many milliseconds and published as one message: a
 * placed order is signalled by every placing request, and each PUBLISH is a round trip to Redis
 * (a system call that wakes it, about 3 % of the server's CPU an order, issue 28); the console's
 * feed hears of orders 50 ms later at most. Other topics (a cache to purge, a session ended) are
 * rare and go at once.
 */
const GATHER_MS: Partial<Record<SignalTopic, number>> = { 'order-placed': 50 };

/** A topic's signals gathered while its window is open; `sent` settles once they are published. */
interface Gathering {
  payloads: unknown[];
  sent: Promise<void>;
  /** Publishes them now (at the window's end, or when the process closes); once only. */
  flush: () => void;
}

/** Signals across processes, started once the app's logger exists. */
export interface RedisSignals extends Signals {
  start(log: FastifyBaseLogger): Promise<void>;
}

/**
 * Signals through Redis pub/sub (decision 015): publish on the shared client (`PUBLISH
 * shop:signal:<topic>` with a JSON payload), receive on a second connection in subscriber mode,
 * which delivers to this process's subscribers, those of the publishing process included. Redis
 * pub/sub keeps nothing: a process that is down or reconnecting misses what was published
 * meanwhile, which receivers accept (a signal is a hint, the data is in the database).
 *
 * While Redis does not answer, a publish is delivered to this process only (its own subscribers
 * still learn of it), and the log says so once per outage, never per signal.
 *
 * A process listens on a topic's channel only while something in it subscribes to that topic:
 * the console's new-order feed subscribes to 'order-placed' while it is open, so a process
 * without an open feed is not sent, and does not read, every order of every process (issue 28).
 * Redis starts sending a topic's messages once it has read the SUBSCRIBE, sent at once on the
 * subscriber's own connection: a publish that reaches Redis before it is not heard, as with a
 * reconnection (signals are hints).
 */
export function createRedisSignals(redis: SharedRedis, prefix = SIGNAL_CHANNEL_PREFIX): RedisSignals {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  // Subscriber mode allows no other command. SUBSCRIBE to the topics listened to then is sent on
  // every 'ready' (the first connection and each reconnection; also when Redis was down at start).
  const subscriber: Redis = redis.client.duplicate({ lazyConnect: true, autoResubscribe: false });
  const channelOf = (topic: SignalTopic) => `${prefix}${topic}`;
  /** The channels of the topics this process listens to now. */
  const listened = () => TOPICS.filter((topic) => emitter.listenerCount(topic) > 0).map(channelOf);
  let log: FastifyBaseLogger | undefined;
  let isShared = true;
  let isClosing = false;
  subscriber.on('error', () => {
    // Reported once by the publishing side (markLocal) or by the shared client's own log.
  });
  const deliver = (topic: SignalTopic, payload: unknown) => {
    for (const listener of emitter.listeners(topic)) {
      try {
        (listener as (value: unknown) => void)(payload);
      } catch (error) {
        log?.error({ err: error, topic }, 'signals: a subscriber failed');
      }
    }
  };
  subscriber.on('message', (channel: string, message: string) => {
    const topic = channel.slice(prefix.length) as SignalTopic;
    if (!channel.startsWith(prefix) || !TOPICS.includes(topic)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(message);
    } catch {
      log?.warn({ channel }, 'signals: a message that is not JSON was ignored');
      return;
    }
    // Several signals gathered into one message (GATHER_MS) arrive as an array, in their order.
    if (Array.isArray(payload)) for (const each of payload) deliver(topic, each);
    else deliver(topic, payload);
  });
  const markLocal = (error: unknown) => {
    if (!isShared || isClosing) return;
    isShared = false;
    const reason = error instanceof Error ? error.message : String(error);
    log?.warn({ reason }, 'signals: Redis unavailable, signals reach this process only until it is back');
  };
  /** Signals waiting for their topic's gathering window to end (GATHER_MS). */
  const gathered = new Map<SignalTopic, Gathering>();
  /** Opens a gathering window for `topic`: what is published in the next `ms` goes as one message. */
  const gather = (topic: SignalTopic, ms: number): Gathering => {
    const payloads: unknown[] = [];
    let settle: (sending: Promise<void>) => void = () => {};
    const sent = new Promise<void>((resolve) => {
      settle = resolve;
    });
    const flush = () => {
      if (gathered.get(topic) !== gathering) return;
      gathered.delete(topic);
      clearTimeout(timer);
      settle(send(topic, payloads));
    };
    const gathering: Gathering = { payloads, sent, flush };
    const timer = setTimeout(flush, ms);
    timer.unref();
    gathered.set(topic, gathering);
    return gathering;
  };
  /**
   * Publishes `payloads` of one topic as one message (one payload as itself, several as an array);
   * while Redis does not answer, delivers them to this process's subscribers only.
   */
  const send = async (topic: SignalTopic, payloads: unknown[]): Promise<void> => {
    if (redis.isUp()) {
      try {
        const message = payloads.length === 1 ? payloads[0] : payloads;
        await redis.client.publish(channelOf(topic), JSON.stringify(message));
        if (!isShared) log?.info('signals: Redis back, signals shared again');
        isShared = true;
        // This process's subscribers hear it from Redis, unless their connection is down.
        if (subscriber.status !== 'ready') for (const payload of payloads) deliver(topic, payload);
        return;
      } catch (error) {
        markLocal(error);
      }
    } else {
      markLocal(new Error('not connected'));
    }
    for (const payload of payloads) deliver(topic, payload);
  };
  return {
    async start(logger) {
      log = logger;
      const subscribed = new Promise<void>((resolve) => {
        subscriber.on('ready', () => {
          const channels = listened();
          if (channels.length === 0) resolve();
          else subscriber.subscribe(...channels).then(() => resolve(), markLocal);
        });
        // Redis down at start does not stop the start: SUBSCRIBE follows its first 'ready'.
        setTimeout(resolve, START_WAIT_MS).unref();
      });
      subscriber.connect().catch(() => {});
      await subscribed;
    },
    async publish(topic, payload) {
      const gatherMs = GATHER_MS[topic];
      if (gatherMs === undefined) return send(topic, [payload]);
      const gathering = gathered.get(topic) ?? gather(topic, gatherMs);
      gathering.payloads.push(payload);
      return gathering.sent;
    },
    subscribe<T extends SignalTopic>(topic: T, handler: (payload: SignalPayloads[T]) => void) {
      const listener = handler as (payload: unknown) => void;
      emitter.on(topic, listener);
      // The first of this process: listen on the channel (before 'ready', the next 'ready' does).
      if (emitter.listenerCount(topic) === 1 && subscriber.status === 'ready')
        subscriber.subscribe(channelOf(topic)).catch(markLocal);
      let isSubscribed = true;
      return () => {
        if (!isSubscribed) return;
        isSubscribed = false;
        emitter.off(topic, listener);
        // The last of this process: stop listening (commands on one connection keep their order,
        // so a subscription made again at once ends subscribed).
        if (emitter.listenerCount(topic) === 0 && subscriber.status === 'ready' && !isClosing)
          subscriber.unsubscribe(channelOf(topic)).catch(() => {});
      };
    },
    async close() {
      // What waits in a gathering window is sent before the connections close.
      const waiting = [...gathered.values()];
      for (const gathering of waiting) gathering.flush();
      await Promise.all(waiting.map((gathering) => gathering.sent));
      isClosing = true;
      emitter.removeAllListeners();
      if (subscriber.status === 'ready') await subscriber.quit().catch(() => subscriber.disconnect());
      else subscriber.disconnect();
    },
  };
}
