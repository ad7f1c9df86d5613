import { carriersLogLine } from './commerce/carriers/registry.js';
import { einvoicingLogLine } from './commerce/einvoices/registry.js';
import { channelsLogLine } from './mail/channels/registry.js';
import { readFile } from 'node:fs/promises';
import { createSecureContext } from 'node:tls';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp, type TlsFiles } from './app.js';
import { type Database, openDatabase } from './db/database.js';
import { applyMigrations } from './db/migrations.js';
import { openRedis } from './redis/shared-redis.js';
import { createRedisSignals } from './signals/redis-signals.js';
import { type Env, StartupError } from './env.js';
import { assertServedBuilds } from './builds.js';
import { seedApp } from './seed/run-seed.js';
import { paymentProvidersLine } from './commerce/payments/providers.js';

export interface RunningShop {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The certificate and key named by TLS_CERT_FILE and TLS_KEY_FILE, or undefined when neither is set
 * (plain HTTP). Throws naming the variable when a file cannot be read, and naming both when the
 * files are not a PEM certificate and its key, so a bad deployment stops before opening the data.
 */
export async function readTlsFiles(env: Env): Promise<TlsFiles | undefined> {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return undefined;
  const read = async (name: 'TLS_CERT_FILE' | 'TLS_KEY_FILE', file: string) => {
    try {
      return await readFile(file);
    } catch (error) {
      throw new StartupError(`${name}: cannot read ${file} (${describeError(error)})`);
    }
  };
  const files = {
    cert: await read('TLS_CERT_FILE', env.TLS_CERT_FILE),
    key: await read('TLS_KEY_FILE', env.TLS_KEY_FILE),
  };
  try {
    createSecureContext(files);
  } catch (error) {
    throw new StartupError(
      `TLS_CERT_FILE, TLS_KEY_FILE: not a PEM certificate and its private key (${describeError(error)})`,
    );
  }
  return files;
}

/** A system call's error code (ENOENT, EACCES), or the message of any other error (OpenSSL's). */
function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return 'syscall' in error && 'code' in error ? String(error.code) : error.message;
}

/**
 * Checks the certificate and, in production, the builds it serves, then opens the database,
 * migrates, seeds on first start and builds the app (not yet listening).
 */
export async function createShop(
  env: Env,
  options: Pick<AppOptions, 'serveWeb' | 'onRoute' | 'logStream'> & {
    /** PGlite in memory: a migrated and seeded data folder to start from (tests). */
    pgliteFrom?: Blob;
  } = {},
): Promise<RunningShop> {
  const tls = await readTlsFiles(env);
  if (options.serveWeb ?? true) assertServedBuilds(env);
  const db = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    pgliteFrom: options.pgliteFrom,
  });
  const redis = env.REDIS_URL ? openRedis(env.REDIS_URL) : undefined;
  // With Redis, signals reach every process (a second connection subscribes); without, this one.
  const signals = redis ? createRedisSignals(redis) : undefined;
  try {
    const migrations = await applyMigrations(db);
    const isSeeded = await seedApp(db, env.ID_APP);
    // PGlite runs no autovacuum: without statistics its planner finds a document by id through
    // the (id_app, collection) prefix of another index, reading every order of the app on each
    // lookup, slower with every order. PostgreSQL's autovacuum keeps its own statistics.
    if (db.kind === 'pglite') await db.query('ANALYZE');
    const app = await buildApp({
      env,
      db,
      redis,
      signals,
      tls,
      serveWeb: options.serveWeb ?? true,
      onRoute: options.onRoute,
      logStream: options.logStream,
    });
    // The app (and its logger) exists only now; one line per step, no secrets (no DATABASE_URL).
    app.log.info(
      db.kind === 'pglite' ? `database: PGlite in ${env.DATA_DIR}` : 'database: PostgreSQL (DATABASE_URL)',
    );
    app.log.info(
      migrations.length > 0 ? `migrations: applied ${migrations.join(', ')}` : 'migrations: up to date',
    );
    app.log.info(isSeeded ? `seed: sample shop created (app ${env.ID_APP})` : 'seed: existing data kept');
    app.log.info(carriersLogLine(app.carriers));
    app.log.info(einvoicingLogLine(app.einvoicing));
    app.log.info(channelsLogLine(app.channels));
    app.log.info(paymentProvidersLine(env));
    await redis?.start(app.log);
    await signals?.start(app.log);
    return {
      app,
      db,
      async close() {
        await app.close();
        await Promise.all([db.close(), signals?.close(), redis?.close()]);
      },
    };
  } catch (error) {
    await Promise.all([db.close(), signals?.close(), redis?.close()]);
    throw error;
  }
}
