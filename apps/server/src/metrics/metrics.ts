import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/database.js';
import { appError } from '../errors.js';
import { schemaOf } from '../plugins/route-schema.js';

/** What the shop counts besides the requests (one set per process; Prometheus adds the processes). */
export interface ShopMetrics {
  readonly registry: Registry;
  /** A new order committed (not a repeated placement of the same draft). */
  orderPlaced(): void;
  /** A gateway result applied (IPN, return link, sandbox): its VNPay answer and whether it is paid. */
  paymentSettled(rspCode: string, isPaid: boolean, isRefundDue?: boolean): void;
  /** A carrier's checkout quote that gave way to the fee table (decision 055), by carrier and reason. */
  carrierQuoteFellBack(carrier: string, reason: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters for /metrics (metrics/metrics.ts); counted even when /metrics is off. */
    metrics: ShopMetrics;
  }
}

/**
 * A gateway answer as one of a few results: paid, failed (the shopper's bank said no), repeat,
 * refund_due (money taken for an order that could not take it, decision 039), refused.
 */
export function paymentResult(rspCode: string, isPaid: boolean, isRefundDue = false): string {
  if (isRefundDue) return 'refund_due';
  if (rspCode === '00') return isPaid ? 'paid' : 'failed';
  if (rspCode === '02') return 'repeat';
  return 'refused';
}

const OUTBOX_TIMEOUT_MS = 1_000;

/**
 * The registry of one process: request latency by route pattern, orders, payments, the mail
 * outbox's backlog and the database pool. Node's own metrics (memory, event loop lag, GC) too.
 */
export function createMetrics(db: Database): ShopMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const orders = new Counter({
    name: 'shop_orders_placed_total',
    help: 'Orders placed (committed) by this process',
    registers: [registry],
  });
  const payments = new Counter({
    name: 'shop_payment_results_total',
    help: 'Gateway results applied, by result (paid, failed, repeat, refund_due, refused)',
    labelNames: ['result'],
    registers: [registry],
  });
  for (const result of ['paid', 'failed', 'repeat', 'refund_due', 'refused']) payments.inc({ result }, 0);
  new Gauge({
    name: 'shop_outbox_backlog',
    help: 'Mails in the outbox not sent yet (all processes: one table)',
    registers: [registry],
    async collect() {
      this.set(await outboxBacklog(db));
    },
  });
  const quoteFallbacks = new Counter({
    name: 'shop_carrier_quote_fallbacks_total',
    help: 'Checkout quotes a carrier did not give (late, down, refused, unserved, unmapped, no parcel): the fee table answered',
    labelNames: ['carrier', 'reason'],
    registers: [registry],
  });
  const pool = db.poolStats;
  if (pool) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: 'PostgreSQL pool of this process: size (max), held by transactions (reserved), waited for (waiting)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = pool();
        this.set({ state: 'max' }, stats.max);
        this.set({ state: 'reserved' }, stats.reserved);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
    new Gauge({
      name: 'shop_db_statements_in_flight',
      help: 'Statements outside transactions sent and not yet answered',
      registers: [registry],
      collect() {
        this.set(pool().statementsInFlight);
      },
    });
  }
  return {
    registry,
    orderPlaced: () => orders.inc(),
    paymentSettled: (rspCode, isPaid, isRefundDue) =>
      payments.inc({ result: paymentResult(rspCode, isPaid, isRefundDue) }),
    carrierQuoteFellBack: (carrier, reason) => quoteFallbacks.inc({ carrier, reason }),
  };
}

/** Unsent outbox rows; -1 when the database does not answer in time (the scrape still succeeds). */
async function outboxBacklog(db: Database): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<number>((resolve) => {
    timer = setTimeout(resolve, OUTBOX_TIMEOUT_MS, -1);
  });
  try {
    const counted = db
      .query<{ n: number | string }>('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL')
      .then((rows) => Number(rows[0]?.n ?? 0));
    return await Promise.race([counted, timeout]);
  } catch {
    return -1;
  } finally {
    clearTimeout(timer);
  }
}

export interface MetricsOptions {
  metrics: ShopMetrics;
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; absent: no /metrics. */
  token: string | undefined;
}

/** Whether the request carries the token, compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Request latency by route pattern (`/api/:idApp/so1/:id`, never the raw URL: ids would make a
 * series per order), and GET /metrics behind METRICS_TOKEN (docs/decisions/020-faults-metrics-signals.md).
 */
export async function metricsRoutes(app: FastifyInstance, { metrics, token }: MetricsOptions): Promise<void> {
  const latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metrics.registry],
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url;
    if (route === '/metrics') return;
    latency.observe(
      { method: request.method, route: route ?? 'unmatched', status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  if (!token) return;
  app.get(
    '/metrics',
    { schema: schemaOf({ summary: 'Prometheus metrics (METRICS_TOKEN)' }) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!hasToken(request, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw appError('METRICS_TOKEN_INVALID');
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
}
