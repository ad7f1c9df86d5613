import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { type Database, openDatabase } from './db/database.js';
import { applyMigrations } from './db/migrations.js';
import type { Env } from './env.js';
import { seedApp } from './seed/run-seed.js';

export interface RunningShop {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds on first start and builds the app (not yet listening). */
export async function createShop(env: Env, options: { serveWeb?: boolean } = {}): Promise<RunningShop> {
  const db = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await applyMigrations(db);
    await seedApp(db, env.ID_APP);
    // PGlite runs no autovacuum: without statistics its planner finds a document by id through
    // the (id_app, collection) prefix of another index, reading every order of the app on each
    // lookup, slower with every order. PostgreSQL's autovacuum keeps its own statistics.
    if (db.kind === 'pglite') await db.query('ANALYZE');
    const app = await buildApp({ env, db, serveWeb: options.serveWeb ?? true });
    return {
      app,
      db,
      async close() {
        await app.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
