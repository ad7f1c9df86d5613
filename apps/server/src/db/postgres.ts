import postgres from 'postgres';
import type { Database, Queryable } from './database.js';

type Runner = Pick<postgres.Sql, 'unsafe'>;

function wrap(runner: Runner): Queryable {
  return {
    async query(text, params = []) {
      // Handed to the connection now, not at the first await: statements keep the order they
      // were issued in, and those issued together share one round trip.
      const pending = runner.unsafe(text, params as postgres.ParameterOrJSON<never>[]).execute();
      const rows = await pending;
      return [...rows] as never;
    },
  };
}

/**
 * A transaction on a reserved connection. BEGIN is not awaited: it travels with the first
 * statements of `work` (a round trip saved on every transaction; on a loaded machine each round
 * trip costs milliseconds). If BEGIN failed, the statements after it fail too and `work` throws.
 * The connection goes back to the pool only after a COMMIT or ROLLBACK went through: one that
 * broke meanwhile is already back among the closed ones, which the pool reopens on demand.
 */
async function runTransaction<T>(sql: postgres.Sql, work: (tx: Queryable) => Promise<T>): Promise<T> {
  const connection = await sql.reserve();
  const begun = connection.unsafe('BEGIN').execute();
  let result: T;
  try {
    result = await work(wrap(connection));
    await begun;
  } catch (error) {
    await begun.catch(() => undefined);
    const isRolledBack = await connection.unsafe('ROLLBACK').then(
      () => true,
      () => false,
    );
    if (isRolledBack) connection.release();
    throw error;
  }
  try {
    await connection.unsafe('COMMIT');
  } catch (error) {
    // A refused COMMIT ends the transaction all the same; a lost connection cannot be reused.
    const isAlive = await connection.unsafe('SELECT 1').then(
      () => true,
      () => false,
    );
    if (isAlive) connection.release();
    throw error;
  }
  connection.release();
  return result;
}

/** A real PostgreSQL server through porsager/postgres; a small pool, prepared statements on. */
export async function openPostgres(url: string): Promise<Database> {
  const sql = postgres(url, { max: 10, onnotice: () => {}, prepare: true });
  const base = wrap(sql);
  return {
    kind: 'postgres',
    query: base.query,
    transaction: (work) => runTransaction(sql, work),
    close: () => sql.end({ timeout: 5 }),
  };
}
