import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { retryDelayMs } from '../mail/delivery.js';

/** A job row as a claim returns it. */
export interface ClaimedJob extends Record<string, unknown> {
  id: string;
  id_app: string;
  schedule_id: string | null;
  kind: string;
  payload: Record<string, unknown>;
  run_at: Date;
  attempts: number;
  max_attempts: number;
  claim: string;
}

/** What a handler's run came to: done with its result, or cancelled (its schedule is gone). */
export type JobOutcome =
  | { status: 'done'; result: Record<string, unknown> }
  | { status: 'cancelled'; result?: Record<string, unknown> };

/**
 * Runs one job inside the transaction that also marks it done: whatever it writes with `tx` takes
 * effect exactly when the run counts. Throwing rolls everything back and counts as a failure.
 */
export type JobHandler = (tx: Queryable, job: ClaimedJob, now: Date) => Promise<JobOutcome>;

export interface JobQueueOptions {
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  /** How often the loop looks for due jobs (it also wakes at the next due time when sooner). */
  pollMs: number;
  /** The first retry waits this long, doubling after each failure (capped at 6 hours). */
  retryMs: number;
  /** How long a claimed job is left to its loop before another may take it (a process that died). */
  leaseMs?: number;
  batchSize?: number;
  /** Called once per claim, before the runs: plans what follows (the next run of a repeat). */
  onClaimed?(jobs: ClaimedJob[], now: Date): Promise<void>;
  /** Called after a run committed (page caches to drop, mail loop to wake). */
  onDone?(job: ClaimedJob, outcome: JobOutcome): void;
}

export interface JobQueue {
  /** Claims the jobs due at `now` and runs them; the number claimed. */
  runDue(now?: Date): Promise<number>;
  /** Runs runDue in a loop until stop. */
  start(): void;
  /** Asks for a round soon (a job was just planned). */
  nudge(): void;
  stop(): Promise<void>;
}

export const DEFAULT_LEASE_MS = 120_000;
const ERROR_LENGTH = 500;

/**
 * Plans a job: one row, due at `runAt`. With a schedule, a second plan of the same run (another
 * process planning the next run of a repeat at the same moment) is a no-op.
 */
export async function planJob(
  db: Queryable,
  job: {
    idApp: string;
    scheduleId: string | null;
    kind: string;
    payload?: Record<string, unknown>;
    runAt: Date;
    maxAttempts: number;
  },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO jobs (id, id_app, schedule_id, kind, payload, run_at, due_at, max_attempts)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $6, $7)
     ON CONFLICT (schedule_id, run_at) DO NOTHING RETURNING id`,
    [
      newId(),
      job.idApp,
      job.scheduleId,
      job.kind,
      JSON.stringify(job.payload ?? {}),
      job.runAt.toISOString(),
      job.maxAttempts,
    ],
  );
  return rows.length > 0;
}

/**
 * Takes up to `limit` due jobs for this loop in one committed statement: rows another loop is
 * claiming at the same moment are skipped (SKIP LOCKED), so each is taken by one loop. The claim
 * counts the attempt, gives the rows a new token and moves due_at past the lease, so a job whose
 * process died is taken again after it. A job whose last attempt died with its process is failed.
 */
export async function claimDueJobs(
  db: Queryable,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<ClaimedJob[]> {
  await db.query(
    `UPDATE jobs SET status = 'failed', claim = NULL, finished_at = $1::timestamptz,
       error = COALESCE(error, 'stopped during its last attempt')
     WHERE status = 'running' AND due_at <= $1::timestamptz AND attempts >= max_attempts`,
    [now.toISOString()],
  );
  return db.query<ClaimedJob>(
    `WITH due AS (
       SELECT id FROM jobs
       WHERE status IN ('pending', 'running') AND due_at <= $1::timestamptz AND attempts < max_attempts
       ORDER BY due_at, id LIMIT $2 FOR UPDATE SKIP LOCKED)
     UPDATE jobs j SET status = 'running', attempts = j.attempts + 1, claim = $3,
       due_at = $1::timestamptz + $4::int * interval '1 millisecond'
     FROM due WHERE j.id = due.id
     RETURNING j.id, j.id_app, j.schedule_id, j.kind, j.payload, j.run_at, j.attempts, j.max_attempts, j.claim`,
    [now.toISOString(), limit, newId(), leaseMs],
  );
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || String(error) : String(error)).slice(0, ERROR_LENGTH);

/**
 * A job queue of our own on PostgreSQL (decision 028), the pattern of the mail outbox: every
 * process runs one loop over the shared `jobs` table. A run's effect and its 'done' commit together
 * under the claim's token, so a job takes effect once even with several processes and across a
 * restart; a failure is kept and retried with back-off until max_attempts, then the job is failed.
 */
export function createJobQueue(db: Database, options: JobQueueOptions): JobQueue {
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const batchSize = options.batchSize ?? 10;
  const { log } = options;

  async function runJob(job: ClaimedJob, now: Date): Promise<void> {
    const handler = options.handlers[job.kind];
    try {
      const outcome = await db.transaction(async (tx) => {
        const held = await tx.query(
          `SELECT 1 FROM jobs WHERE id = $1 AND claim = $2 AND status = 'running' FOR UPDATE`,
          [job.id, job.claim],
        );
        // The lease ran out and another loop took the job: its run counts, not this one.
        if (held.length === 0) return undefined;
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        const done = await handler(tx, job, now);
        await tx.query(
          `UPDATE jobs SET status = $2, result = $3::text::jsonb, error = NULL, claim = NULL,
             finished_at = now() WHERE id = $1`,
          [job.id, done.status, done.result === undefined ? null : JSON.stringify(done.result)],
        );
        return done;
      });
      if (outcome) options.onDone?.(job, outcome);
      else log.warn({ job: job.id }, 'job taken by another loop after its lease');
    } catch (error) {
      const isLast = job.attempts >= job.max_attempts;
      log.warn({ err: error, job: job.id, kind: job.kind, attempts: job.attempts, isLast }, 'job failed');
      const retryAt = new Date(now.getTime() + retryDelayMs(job.attempts, options.retryMs));
      await db.query(
        `UPDATE jobs SET status = $3, due_at = $4, error = $5, claim = NULL,
           finished_at = CASE WHEN $3 = 'failed' THEN now() END
         WHERE id = $1 AND claim = $2`,
        [job.id, job.claim, isLast ? 'failed' : 'pending', retryAt.toISOString(), errorText(error)],
      );
    }
  }

  async function runDue(now = new Date()): Promise<number> {
    const jobs = await claimDueJobs(db, now, batchSize, leaseMs);
    if (jobs.length === 0) return 0;
    await options.onClaimed?.(jobs, now);
    for (const job of jobs) await runJob(job, now);
    return jobs.length;
  }

  /** How long until the next job is due (for the loop's sleep), at most pollMs. */
  async function untilNextDue(): Promise<number> {
    const [row] = await db.query<{ due_at: Date | string | null }>(
      `SELECT min(due_at) AS due_at FROM jobs WHERE status IN ('pending', 'running')`,
    );
    if (!row?.due_at) return options.pollMs;
    return Math.max(0, Math.min(options.pollMs, new Date(row.due_at).getTime() - Date.now()));
  }

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
        while (!isStopped && (await runDue()) === batchSize) {}
        if (!isStopped) delay = await untilNextDue();
      } catch (error) {
        log.error({ err: error }, 'job queue round failed');
      } finally {
        running = undefined;
        schedule(isNudged ? 0 : delay);
      }
    })();
  }

  return {
    runDue,
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
