import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import {
  type ClaimLoop,
  type ClaimSpec,
  claimDue,
  createClaimLoop,
  DEFAULT_LEASE_MS,
  retryDelayMs,
} from '../db/claimer.js';

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
 * `prepare`, when a handler has it, runs first and outside any transaction: a slow outside call
 * (a carrier's master data) there holds no lock and, on the embedded PGlite with its one
 * connection, does not stop every other request. Its value reaches the run as `prepared`; its
 * failure counts as the run's. The claim's lease keeps other loops away meanwhile, and a run whose
 * lease ran out during it is dropped by the claim check, as any other.
 */
export interface JobHandler {
  (tx: Queryable, job: ClaimedJob, now: Date, prepared?: unknown): Promise<JobOutcome>;
  prepare?: (job: ClaimedJob, now: Date) => Promise<unknown>;
}

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

/** The queue's loop (start, nudge, stop: the shared claim loop) and one round of it. */
export interface JobQueue extends ClaimLoop {
  /** Claims the jobs due at `now` and runs them; the number claimed. */
  runDue(now?: Date): Promise<number>;
}

export { DEFAULT_LEASE_MS } from '../db/claimer.js';
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
  /** Plans it again when a cancelled run has that time (a schedule edited, or paused and resumed). */
  revive = false,
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO jobs (id, id_app, schedule_id, kind, payload, run_at, due_at, max_attempts)
     VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $6, $7)
     ON CONFLICT (schedule_id, run_at) DO ${
       revive
         ? `UPDATE SET status = 'pending', due_at = EXCLUDED.due_at, kind = EXCLUDED.kind,
             payload = EXCLUDED.payload, max_attempts = EXCLUDED.max_attempts, attempts = 0, claim = NULL,
             result = NULL, error = NULL, finished_at = NULL
           WHERE jobs.status = 'cancelled'`
         : 'NOTHING'
     } RETURNING id`,
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

const JOBS_CLAIM: ClaimSpec = {
  table: 'jobs',
  dueColumn: 'due_at',
  where: `status IN ('pending', 'running') AND attempts < max_attempts`,
  set: `status = 'running', claim = $4`,
  returning:
    't.id, t.id_app, t.schedule_id, t.kind, t.payload, t.run_at, t.attempts, t.max_attempts, t.claim',
};

/**
 * Takes up to `limit` due jobs for this loop (the shared claim: SKIP LOCKED, attempt counted,
 * lease) under a new token. A job whose last attempt died with its process is failed first.
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
  return claimDue<ClaimedJob>(db, JOBS_CLAIM, { now, limit, leaseMs, extra: [newId()] });
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
      const prepared = await handler?.prepare?.(job, now);
      const outcome = await db.transaction(async (tx) => {
        const held = await tx.query(
          `SELECT 1 FROM jobs WHERE id = $1 AND claim = $2 AND status = 'running' FOR UPDATE`,
          [job.id, job.claim],
        );
        // The lease ran out and another loop took the job: its run counts, not this one.
        if (held.length === 0) return undefined;
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        const done = await handler(tx, job, now, prepared);
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

  const loop = createClaimLoop({
    runDue: () => runDue(),
    batchSize,
    pollMs: options.pollMs,
    untilNextDue,
    log,
    name: 'job queue',
  });
  return { runDue, ...loop };
}
