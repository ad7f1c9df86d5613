import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from './database.js';

/**
 * The one claim loop of the tables that several processes work through (decisions 018 and 028):
 * the mail outbox and the schedules' jobs. Rows are claimed with SKIP LOCKED under a lease, failures
 * wait with exponential back-off, and every process runs one loop over the shared table.
 */

/** The longest wait before a retry. */
export const MAX_RETRY_MS = 6 * 3_600_000;

/** How long a claimed row is left to its loop before another may take it (a process that died). */
export const DEFAULT_LEASE_MS = 120_000;

/** The wait before attempt `attempts + 1`: retryMs, doubling after each failure, capped. */
export function retryDelayMs(attempts: number, retryMs: number): number {
  return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Which rows of which table a claim takes (names from the code, never from a request). */
export interface ClaimSpec {
  table: 'outbox' | 'jobs';
  /** The column holding when a row may be claimed; the claim moves it past the lease. */
  dueColumn: string;
  /** More conditions a due row meets (SQL over the table's columns). */
  where?: string;
  /** More assignments of the claim (SQL; the `extra` parameters are $4, $5, …). */
  set?: string;
  /** The columns returned, as `t.column`. */
  returning: string;
}

/**
 * Takes up to `limit` rows due at `now` for this loop, in one statement committed at once: rows
 * another loop is claiming at the same moment are skipped (SKIP LOCKED), so every row is taken by
 * one loop. The claim counts the attempt and moves the due time past the lease, so a row whose
 * process died is taken again after it.
 */
export function claimDue<Row extends Record<string, unknown>>(
  db: Queryable,
  spec: ClaimSpec,
  claim: { now: Date; limit: number; leaseMs: number; extra?: unknown[] },
): Promise<Row[]> {
  const { table, dueColumn } = spec;
  return db.query<Row>(
    `WITH due AS (
       SELECT id FROM ${table} WHERE ${dueColumn} <= $1::timestamptz${spec.where ? ` AND ${spec.where}` : ''}
       ORDER BY ${dueColumn}, id LIMIT $2 FOR UPDATE SKIP LOCKED)
     UPDATE ${table} t SET attempts = t.attempts + 1,
       ${dueColumn} = $1::timestamptz + $3::int * interval '1 millisecond'${spec.set ? `, ${spec.set}` : ''}
     FROM due WHERE t.id = due.id
     RETURNING ${spec.returning}`,
    [claim.now.toISOString(), claim.limit, claim.leaseMs, ...(claim.extra ?? [])],
  );
}

export interface ClaimLoopOptions {
  /** Claims what is due and handles it; the number of rows claimed. */
  runDue(): Promise<number>;
  /** A full batch means more may be due: the loop goes on at once. */
  batchSize: number;
  pollMs: number;
  /** How long to sleep after a round (the next due time when sooner than pollMs); pollMs without. */
  untilNextDue?(): Promise<number>;
  log: FastifyBaseLogger;
  /** Names the loop in the log of a failed round. */
  name: string;
}

export interface ClaimLoop {
  /** Runs runDue in a loop (and when nudged) until stop. */
  start(): void;
  /** Asks for a round soon (a row was just written). */
  nudge(): void;
  /** Stops the loop and waits for the round under way. */
  stop(): Promise<void>;
}

/** The loop every process runs over a claimed table: one round at a time, never two at once. */
export function createClaimLoop(options: ClaimLoopOptions): ClaimLoop {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = true;
  let isNudged = false;

  function schedule(delay: number) {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(round, delay);
    timer.unref();
  }

  function round() {
    if (running) {
      isNudged = true;
      return;
    }
    isNudged = false;
    running = (async () => {
      let delay = options.pollMs;
      try {
        while (!isStopped && (await options.runDue()) === options.batchSize) {}
        if (!isStopped && options.untilNextDue) delay = await options.untilNextDue();
      } catch (error) {
        options.log.error({ err: error }, `${options.name} round failed`);
      } finally {
        running = undefined;
        schedule(isNudged ? 0 : delay);
      }
    })();
  }

  return {
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule(0);
    },
    nudge() {
      if (running) isNudged = true;
      else schedule(0);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
