import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import type { FetchLike } from '../carrier.js';

/**
 * What a simulator can be made to do on purpose (decision 055 "Simulators"): answer normally,
 * answer late, be down (503), or answer something that is not its API's reply.
 */
export type SimulatorMode = 'up' | 'slow' | 'down' | 'wrong';

export interface SimulatorControl {
  mode: SimulatorMode;
  /** How late a `slow` simulator answers, in milliseconds. */
  delayMs: number;
  /** Calls received, by path (without the query), for tests. */
  calls: { method: string; path: string; headers: Record<string, unknown>; body: unknown }[];
}

const MODES: readonly SimulatorMode[] = ['up', 'slow', 'down', 'wrong'];

/**
 * The header by which one request of the shop asks the local simulators for a mode of its own
 * (development and tests only, decision 055 addendum): `ghn=down, ghtk=slow`. Only the calls that
 * request makes see it; every other request sees the simulator's own mode.
 */
export const SANDBOX_MODE_HEADER = 'x-sandbox-carrier-mode';

const requestModes = new AsyncLocalStorage<string>();

/** Runs `next` (the rest of one request) with the simulator modes that request asked for. */
export function withRequestModes(asked: string, next: () => void): void {
  requestModes.run(asked, next);
}

/** The mode a header value asks of the simulator named `name`, if it names one (else undefined). */
export function askedMode(header: unknown, name: string): SimulatorMode | undefined {
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(',')) {
    const [key, value] = part.split('=').map((text) => text.trim().toLowerCase());
    if (key === name && MODES.includes(value as SimulatorMode)) return value as SimulatorMode;
  }
  return undefined;
}

/**
 * A Fastify instance that obeys its control before any route answers; a simulator with a `name`
 * also obeys the mode one request of the shop asked of it by name (SANDBOX_MODE_HEADER).
 */
export function simulatorApp(control: SimulatorControl, name?: string): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('preHandler', async (request, reply) => {
    control.calls.push({
      method: request.method,
      path: request.url.split('?')[0] ?? request.url,
      headers: request.headers,
      body: request.body,
    });
    const mode = (name && askedMode(request.headers[SANDBOX_MODE_HEADER], name)) || control.mode;
    if (mode === 'slow') await sleep(control.delayMs);
    if (mode === 'down') return reply.code(503).type('text/plain').send('Service Unavailable');
    if (mode === 'wrong') return reply.code(200).type('text/html').send('<html>maintenance</html>');
    return undefined;
  });
  return app;
}

/**
 * A simulator's `advance` (for tests and the development console): moves one of its orders to a
 * carrier status and gives the callback body the carrier would post about it. The body's fields
 * are each carrier's own, written in its simulator.
 */
export function orderAdvancer<Order extends { status: Status }, Status, Body>(
  simulator: string,
  orders: ReadonlyMap<string, Order>,
  callbackBody: (order: Order, time: Date) => Body,
): (code: string, status: Status, time?: Date) => Body {
  return (code, status, time = new Date()) => {
    const order = orders.get(code);
    if (!order) throw new Error(`${simulator} simulator: no order ${code}`);
    order.status = status;
    return callbackBody(order, time);
  };
}

export function newControl(): SimulatorControl {
  return { mode: 'up', delayMs: 3_000, calls: [] };
}

/**
 * `fetch` answered by a simulator in this process (Fastify's inject: no port, no network), so the
 * adapter's HTTP code runs as against the carrier. The signal is honoured as fetch honours it: the
 * call rejects when it fires, whatever the simulator is still doing.
 */
export function injectFetch(app: FastifyInstance): FetchLike {
  return async (url, init) => {
    const signal = init.signal ?? undefined;
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    const parsed = new URL(url);
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    // The modes the shop's current request asked of the simulators travel with its calls.
    const asked = requestModes.getStore();
    if (asked) headers[SANDBOX_MODE_HEADER] = asked;
    const injected = app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: `${parsed.pathname}${parsed.search}`,
      headers,
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener('abort', () => reject(signal.reason ?? new Error('aborted')), { once: true });
    });
    // A reply that comes after the signal fired is dropped, as fetch drops it.
    injected.catch(() => undefined);
    const reply = await Promise.race([injected, aborted]);
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers))
      if (value !== undefined)
        replyHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    return new Response(reply.statusCode === 204 ? null : reply.rawPayload, {
      status: reply.statusCode,
      headers: replyHeaders,
    });
  };
}
