import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.js';
import { schemaOf } from '../plugins/route-schema.js';
export interface HealthOptions {
  db: Database;
  /** The shared Redis when REDIS_URL is set: answers PING within a timeout. */
  redis?: { ping(): Promise<boolean> } | undefined;
}

const DATABASE_TIMEOUT_MS = 2_000;

/** SELECT 1 within the timeout: a database that hangs answers "down", not a hung probe. */
async function isDatabaseUp(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(resolve, DATABASE_TIMEOUT_MS, false);
  });
  try {
    return await Promise.race([db.query('SELECT 1 AS ok').then((rows) => rows.length === 1), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Probes for a load balancer or an orchestrator. They carry no rate limit (the plugin is
 * registered with global: false and these routes set none) and are never cached.
 * - /healthz: the process runs and its event loop answers (liveness: restart it when this fails).
 * - /readyz: it can serve shoppers: 503 when the database does not answer. Redis, when configured,
 *   is reported but does not make the process unready: every process shares the same Redis, so a
 *   503 for it would take the whole shop out of the balancer, while without it the shop still sells
 *   (counters fall back to each process; docs/decisions/015-several-processes.md).
 */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions): Promise<void> {
  app.get(
    '/healthz',
    { schema: schemaOf({ summary: 'Liveness: the process answers' }) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' };
    },
  );
  app.get(
    '/readyz',
    { schema: schemaOf({ summary: 'Readiness: the database (and Redis) answer' }) },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      const [database, redis] = await Promise.all([
        isDatabaseUp(options.db),
        options.redis ? options.redis.ping() : undefined,
      ]);
      const checks = {
        database: database ? 'up' : 'down',
        ...(redis === undefined ? {} : { redis: redis ? 'up' : 'down' }),
      };
      if (!database) return reply.status(503).send({ status: 'unavailable', ...checks });
      return { status: redis === false ? 'degraded' : 'ready', ...checks };
    },
  );
}
