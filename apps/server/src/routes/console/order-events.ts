import type { FastifyInstance } from 'fastify';
import { readAccessToken } from '../../plugins/identity.js';
import { findSession } from '../../accounts/sessions.js';
import { createLiveStreams, type StreamEndReason } from '../../console/live-streams.js';
import { appError } from '../../errors.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { consoleRoute } from './kit.js';

/** A comment line now and then: proxies and browsers keep an idle stream open. */
export const HEARTBEAT_MS = 25_000;

/**
 * The console's new-order feed (decision 016): server-sent events, one `order-placed` event per
 * order placed through any process (the 'order-placed' signal, through Redis with REDIS_URL).
 * The event carries the order's id only; the console refetches its lists. Guarded like every
 * console call: the token in `Authorization: Bearer`, never in the address (decision 016's
 addendum; the console opens the feed over fetch, as a browser's EventSource sends no headers).
 *
 * Written on the raw response (no SSE plugin needed for one event type): `X-Accel-Buffering: no`
 * so nginx passes each event at once, a heartbeat comment every 25 s, `retry:` for the browser's
 * reconnection, and every stream ended before the server closes (preClose), so a graceful stop is
 * not held up by open feeds.
 *
 * A stream lives only as long as its session may use the orders (decision 039): it ends, with a
 * `session-ended` event, when the 'access-changed' signal of its user arrives from any process and
 * its session is gone or no longer a console one, or at the periodic re-check
 * (STREAM_RECHECK_SECONDS) when that signal was lost. A user holds at most STREAMS_PER_USER streams
 * in a process; one more gets 429 CONSOLE_STREAMS_LIMIT.
 */
export async function consoleOrderEventRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const streams = createLiveStreams(db, 'orders', env.STREAM_RECHECK_SECONDS * 1000);
  const unsubscribeAccess = app.signals.subscribe('access-changed', ({ userId }) => {
    void streams.recheckUser(userId);
  });
  app.addHook('preClose', async () => {
    unsubscribeAccess();
    streams.endAll('server-stopping');
  });

  app.get('/api/:idApp/console/orders/events', consoleRoute('orders', {}), async (request, reply) => {
    const token = readAccessToken(request) ?? '';
    const session = await findSession(db, token);
    if (!session) throw appError('TOKEN_INVALID');
    let isOpen = true;
    const stream = { userId: session.userId, token, end: (reason: StreamEndReason) => end(reason) };
    if (!streams.add(stream)) throw appError('CONSOLE_STREAMS_LIMIT');
    reply.hijack();
    const raw = reply.raw;
    // Over HTTP/1.1 the socket closes with the stream (not kept for another request), so a
    // stopping server is not left waiting for it to fall idle; HTTP/2 closes its sessions.
    if (request.raw.httpVersionMajor < 2) (raw as { shouldKeepAlive?: boolean }).shouldKeepAlive = false;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    raw.write('retry: 5000\n\n');
    const unsubscribe = app.signals.subscribe('order-placed', ({ orderId }) => {
      raw.write(`event: order-placed\ndata: ${JSON.stringify({ orderId })}\n\n`);
    });
    const socket = request.raw.httpVersionMajor < 2 ? request.raw.socket : undefined;
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), HEARTBEAT_MS);
    function end(reason?: StreamEndReason) {
      if (!isOpen) return;
      isOpen = false;
      streams.remove(stream);
      clearInterval(heartbeat);
      unsubscribe();
      // The console closes its EventSource on this event instead of reconnecting.
      if (reason === 'session-ended')
        raw.write(`event: session-ended\ndata: ${JSON.stringify({ reason })}\n\n`);
      raw.end();
      // HTTP/1.1: the socket goes with the stream once its last bytes are written, without
      // waiting for the client to close its side (a client that keeps it would hold a stop).
      socket?.destroySoon();
      if (reason === 'session-ended') request.log.info('console order feed ended: its session ended');
    }
    // The browser went away (or the server ends it): the response's close says so.
    raw.once('close', () => end());
    request.log.debug('console order feed opened');
  });
}
