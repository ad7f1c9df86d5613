import postgres from 'postgres';
import type { Database, Queryable } from './types.js';

type Runner = Pick<postgres.Sql, 'unsafe'>;

/**
 * Hands a statement to the connection now, not at the first await: statements keep the order
 * they were issued in, and those issued together share one round trip. Fixed texts are prepared
 * (porsager does not prepare `unsafe` texts by default: each was parsed, planned and described
 * in a round trip of its own before it could run, which also stopped the pipelining).
 */
function issue(runner: Runner, text: string, params: readonly unknown[], dynamic: boolean | undefined) {
  return runner
    .unsafe(text, params as postgres.ParameterOrJSON<never>[], { prepare: dynamic !== true })
    .execute();
}

function wrap(runner: Runner): Queryable {
  return {
    async query(text, params = [], options) {
      const rows = await issue(runner, text, params, options?.dynamic);
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
  // Set by tx.finish(): the COMMIT already on its way, behind the last statements.
  let committing: Promise<unknown> | undefined;
  const tx: Queryable = {
    async query(text, params = [], options) {
      if (committing) throw new Error('statement issued after the transaction was finished');
      const rows = await issue(connection, text, params, options?.dynamic);
      return [...rows] as never;
    },
    finish() {
      committing ??= connection.unsafe('COMMIT').execute();
    },
  };
  let result: T;
  try {
    result = await work(tx);
    await begun;
  } catch (error) {
    await begun.catch(() => undefined);
    // After a failed statement PostgreSQL answers an early COMMIT with ROLLBACK; else roll back now.
    const isRolledBack = await (committing ?? connection.unsafe('ROLLBACK')).then(
      () => true,
      () => false,
    );
    if (isRolledBack) connection.release();
    throw error;
  }
  try {
    await (committing ?? connection.unsafe('COMMIT'));
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
