import postgres from 'postgres';
import { canCoalesce, connectCoalescing } from './postgres-socket.js';
import type { Database, PoolStats, Queryable } from './types.js';

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

function wrap(runner: Runner, stats: PoolStats): Queryable {
  return {
    async query(text, params = [], options) {
      stats.statementsInFlight += 1;
      try {
        const rows = await issue(runner, text, params, options?.dynamic);
        return [...rows] as never;
      } finally {
        stats.statementsInFlight -= 1;
      }
    },
  };
}

/**
 * How long a transaction waits for a connection. A reservation queued while a connection closes is
 * dropped by porsager and never settles (its issue 1195, open in 3.4.9): past this wait the request
 * gets 503, not a hang. Under a normal load a connection frees within milliseconds.
 */
const RESERVE_TIMEOUT_MS = 5_000;

/** sql.reserve(), counted: waiting for a connection, then holding it until `release`. */
async function reserveCounted(sql: postgres.Sql, stats: PoolStats) {
  stats.waiting += 1;
  let connection: postgres.ReservedSql;
  const reserving = sql.reserve();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Given back whenever it comes: a reservation resolved late must not hold a connection.
      reserving.then(
        (late) => late.release(),
        () => undefined,
      );
      reject(
        Object.assign(new Error(`no connection within ${RESERVE_TIMEOUT_MS} ms`), {
          code: 'CONNECT_TIMEOUT',
        }),
      );
    }, RESERVE_TIMEOUT_MS);
  });
  try {
    connection = await Promise.race([reserving, timeout]);
  } finally {
    clearTimeout(timer);
    stats.waiting -= 1;
  }
  stats.reserved += 1;
  let isReleased = false;
  const done = () => {
    if (isReleased) return false;
    isReleased = true;
    stats.reserved -= 1;
    return true;
  };
  return {
    connection,
    /** Back to the pool, for the next caller. */
    release: () => done() && connection.release(),
    /** Not given back: it closed, and the pool already counts it among the closed ones. */
    forget: () => void done(),
  };
}

/** The driver's connection object, as its `onexecute` hook hands it (porsager's own `begin` uses it). */
interface DriverConnection {
  onclose: ((error: Error) => void) | null;
}

/**
 * A transaction on a reserved connection. BEGIN is not awaited: it travels with the first
 * statements of `work` (a round trip saved on every transaction; on a loaded machine each round
 * trip costs milliseconds). If BEGIN failed, the statements after it fail too and `work` throws.
 * The connection goes back to the pool only after a COMMIT or ROLLBACK went through.
 *
 * A connection that closes meanwhile (PostgreSQL restarted, the network cut) must not be touched
 * again: porsager moves it among its closed connections and reopens it for others, and a statement
 * issued on it through the reservation would be written to no socket (an uncaught TypeError that
 * would stop the process) or mixed with another caller's. So, as porsager's own `begin` does, the
 * connection's close is watched (`onclose`, reached through BEGIN's `onexecute`): from then on
 * every statement of the transaction fails at once with the close's error (a 503 for the
 * request), nothing is rolled back or released (PostgreSQL dropped the transaction with the
 * connection), and the pool reconnects by itself.
 */
async function runTransaction<T>(
  sql: postgres.Sql,
  stats: PoolStats,
  work: (tx: Queryable) => Promise<T>,
  cacheKey: object,
): Promise<T> {
  const { connection, release, forget } = await reserveCounted(sql, stats);
  let closedBy: Error | undefined;
  let rejectClosed: (error: Error) => void = () => {};
  // Settles when the connection closes: statements still queued in the reservation would never
  // settle (porsager issue 1186), so each statement races this.
  const closing = new Promise<never>((_, reject) => {
    rejectClosed = reject;
  });
  closing.catch(() => undefined);
  const onexecute = (driver: DriverConnection) => {
    driver.onclose = (error) => {
      closedBy = error;
      rejectClosed(error);
    };
    return true;
  };
  const begun = Promise.race([
    connection.unsafe('BEGIN', [], { onexecute } as unknown as postgres.UnsafeQueryOptions).execute(),
    closing,
  ]);
  // BEGIN and an early COMMIT are awaited only once `work` is done: a connection that closes
  // meanwhile rejects them first, and an unhandled rejection would stop the process (seen in one
  // restart of PostgreSQL in six under load). Marked handled here; the awaits below still throw.
  begun.catch(() => undefined);
  const send = (text: string) => {
    if (closedBy) return Promise.reject(closedBy);
    return Promise.race([connection.unsafe(text).execute(), closing]);
  };
  // Set by tx.finish(): the COMMIT already on its way, behind the last statements.
  let committing: Promise<unknown> | undefined;
  const tx: Queryable = {
    cacheKey,
    async query(text, params = [], options) {
      if (committing) throw new Error('statement issued after the transaction was finished');
      if (closedBy) throw closedBy;
      const rows = await Promise.race([issue(connection, text, params, options?.dynamic), closing]);
      return [...rows] as never;
    },
    finish() {
      if (committing) return;
      committing = send('COMMIT');
      committing.catch(() => undefined);
    },
  };
  let result: T;
  try {
    result = await work(tx);
    await begun;
  } catch (error) {
    await begun.catch(() => undefined);
    // After a failed statement PostgreSQL answers an early COMMIT with ROLLBACK; else roll back now.
    const isRolledBack = await (committing ?? send('ROLLBACK')).then(
      () => true,
      () => false,
    );
    if (isRolledBack && !closedBy) release();
    else forget();
    throw error;
  }
  try {
    await (committing ?? send('COMMIT'));
  } catch (error) {
    // A refused COMMIT ends the transaction all the same; a lost connection cannot be reused.
    const isAlive = await send('SELECT 1').then(
      () => true,
      () => false,
    );
    if (isAlive && !closedBy) release();
    else forget();
    throw error;
  }
  if (closedBy) forget();
  else release();
  return result;
}

/** A real PostgreSQL server through porsager/postgres; a small pool, prepared statements on. */
export async function openPostgres(url: string): Promise<Database> {
  // connect_timeout: a database that does not answer fails the request within seconds (503), never hangs it.
  const max = 10;
  const options = { max, onnotice: () => {}, prepare: true, connect_timeout: 5 } as const;
  // One socket write a round trip (postgres-socket.ts), where the URL allows it: without TLS, one
  // host (a unix socket too). Else the driver's own socket. Parsing the URL opens no connection.
  const coalesce = canCoalesce(postgres(url, options).options);
  // `socket` is documented in the driver's README (custom sockets) but missing from its types.
  const socket = { socket: connectCoalescing } as Record<string, unknown>;
  const sql = postgres(url, coalesce ? { ...options, ...socket } : options);
  const stats: PoolStats = { max, reserved: 0, waiting: 0, statementsInFlight: 0 };
  const base = wrap(sql, stats);
  const cacheKey = {};
  return {
    kind: 'postgres',
    cacheKey,
    query: base.query,
    transaction: (work) => runTransaction(sql, stats, work, cacheKey),
    poolStats: () => ({ ...stats }),
    close: () => sql.end({ timeout: 5 }),
  };
}
