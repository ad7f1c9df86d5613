import { MAX_NOTIFY_RUNS_PER_DAY } from '@shop/domain/console';
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.js';
import { getDocument, mergeDocument, newId } from '../db/documents.js';
import { appError } from '../errors.js';
import type { ClaimedJob, JobHandler, JobOutcome } from './queue.js';
import { planJob } from './queue.js';
import { nextRunAfter, notifyAudience, notifyRunsOnDay, type StoredSchedule } from './schedules.js';

/** The schedule behind a job, read under a share lock so a delete waits for the run (or the run sees it gone). */
async function scheduleOf(tx: Queryable, job: ClaimedJob): Promise<StoredSchedule | undefined> {
  if (!job.schedule_id) return undefined;
  const rows = await tx.query<{ data: StoredSchedule }>(
    `SELECT data FROM documents WHERE id_app = '' AND collection = 'schedule' AND id = $1 FOR SHARE`,
    [job.schedule_id],
  );
  return rows[0]?.data;
}

const CANCELLED: JobOutcome = { status: 'cancelled', result: { reason: 'schedule deleted' } };
const PAUSED: JobOutcome = { status: 'cancelled', result: { reason: 'schedule paused' } };

/**
 * The pace of mailing at run time (decision 038): a notify run to an audience that already had
 * MAX_NOTIFY_RUNS_PER_DAY done on the run's day (Vietnam time) ends cancelled, whatever planned it
 * (a repeat plans its runs one at a time, after the check its creation passed). A lock per app
 * makes two processes' runs count each other.
 */
async function overNotifyPace(tx: Queryable, job: ClaimedJob, audience: string): Promise<boolean> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`notify-pace:${job.id_app}`]);
  const at = new Date(job.run_at);
  const done = await notifyRunsOnDay(tx, { idApp: job.id_app, at, audience, planned: false });
  return done >= MAX_NOTIFY_RUNS_PER_DAY;
}

/** A notify: one outbox row per distinct address, written with the run (so once), sent by the mail loop. */
async function runNotify(
  tx: Queryable,
  job: ClaimedJob,
  schedule: StoredSchedule,
  canSend: boolean,
): Promise<JobOutcome> {
  if (schedule.type !== 'notify') throw new Error('not a notify schedule');
  const audience = notifyAudience(schedule);
  if (await overNotifyPace(tx, job, audience))
    return { status: 'cancelled', result: { reason: 'notify pace', audience, max: MAX_NOTIFY_RUNS_PER_DAY } };
  const recipients =
    schedule.audience === 'customer'
      ? [schedule.email ?? '']
      : (
          await tx.query<{ email: string }>(
            `SELECT DISTINCT lower(btrim(data->>'email')) AS email FROM documents
             WHERE id_app = $1 AND collection = 'ecomsubscribe' AND btrim(data->>'email') LIKE '%_@_%'
             ORDER BY 1`,
            [schedule.id_app],
          )
        ).map((row) => row.email);
  const rows = [...new Set(recipients.filter((email) => email.includes('@')))].map((email) => [
    newId(),
    email,
  ]);
  // To the subscribers it is a newsletter: a marketing mail, sent with its unsubscribe link and
  // headers (decision 063), due at once even without SMTP, so the loop renders it with its link
  // (and keeps it, as every mail then); to one customer it is that customer's own notice.
  const marketing = schedule.audience === 'customer' ? null : { marketing: true, message: schedule.message };
  if (rows.length > 0)
    await tx.query(
      `INSERT INTO outbox (id, recipient, subject, body, kind, lang, next_attempt_at, data)
       SELECT e->>0, e->>1, $2, $3, 'notify', 'vi',
         CASE WHEN $4::boolean OR $5::text IS NOT NULL THEN now() END, $5::text::jsonb
       FROM jsonb_array_elements($1::text::jsonb) e`,
      [
        JSON.stringify(rows),
        schedule.subject,
        schedule.message,
        canSend,
        marketing && JSON.stringify(marketing),
      ],
    );
  return { status: 'done', result: { mails: rows.length, audience } };
}

/**
 * Publish / unpublish: a product's `online` flag or an article's `published` flag (the console's
 * content flag, decision 027), a version by the schedule's author.
 */
async function runPublish(tx: Queryable, schedule: StoredSchedule): Promise<JobOutcome> {
  if (schedule.type !== 'publish' && schedule.type !== 'unpublish') throw new Error('not a publish schedule');
  const flag = schedule.collection === 'dmvt' ? 'online' : 'published';
  const value = schedule.type === 'publish';
  const doc = await mergeDocument(
    tx,
    { idApp: schedule.id_app, collection: schedule.collection },
    schedule.target_id,
    { [flag]: value },
    schedule.created_by,
  );
  if (!doc) throw appError('SCHEDULE_TARGET_NOT_FOUND');
  return {
    status: 'done',
    result: { collection: schedule.collection, id: schedule.target_id, [flag]: value },
  };
}

/**
 * Start: the promotion's window opens now (and an end already passed is dropped). End: it closes
 * now. The shop prices from the window (validityStatus), so the change shows at once.
 */
async function runPromotion(tx: Queryable, schedule: StoredSchedule, now: Date): Promise<JobOutcome> {
  if (schedule.type !== 'promotion-start' && schedule.type !== 'promotion-end')
    throw new Error('not a promotion schedule');
  const scope = { idApp: schedule.id_app, collection: 'dmchietkhau' };
  const promotion = await getDocument(tx, scope, schedule.target_id);
  if (!promotion) throw appError('SCHEDULE_TARGET_NOT_FOUND');
  const at = now.toISOString();
  const end = typeof promotion.hieu_luc_den === 'string' ? promotion.hieu_luc_den : null;
  const patch =
    schedule.type === 'promotion-start'
      ? { hieu_luc_tu: at, ...(end && Date.parse(end) <= now.getTime() ? { hieu_luc_den: null } : {}) }
      : { hieu_luc_den: at };
  await mergeDocument(tx, scope, schedule.target_id, patch, schedule.created_by);
  return { status: 'done', result: { id: schedule.target_id, ...patch } };
}

export interface ScheduleJobOptions {
  /** SMTP is configured: notify rows are due at once (else kept and logged, as every mail). */
  canSend: boolean;
  maxAttempts: number;
  log: FastifyBaseLogger;
}

/** The handler of every schedule type: each reads its schedule (gone: the run is cancelled). */
export function scheduleHandlers(options: ScheduleJobOptions): Record<string, JobHandler> {
  const withSchedule =
    (
      run: (tx: Queryable, schedule: StoredSchedule, now: Date, job: ClaimedJob) => Promise<JobOutcome>,
    ): JobHandler =>
    async (tx, job, now) => {
      const schedule = await scheduleOf(tx, job);
      if (!schedule) return CANCELLED;
      // Paused after this run was claimed: it does not run.
      return schedule.paused ? PAUSED : run(tx, schedule, now, job);
    };
  const publish = withSchedule(runPublish);
  const promotion = withSchedule(runPromotion);
  return {
    notify: withSchedule((tx, schedule, _now, job) => runNotify(tx, job, schedule, options.canSend)),
    publish,
    unpublish: publish,
    'promotion-start': promotion,
    'promotion-end': promotion,
  };
}

/**
 * Plans the next run of each claimed repeat, right after the claim: after the later of the run's
 * time and now (a shop that was down does not replay the runs it missed). Runs of one schedule are
 * unique by time, and repeats fall on a grid (start + k·N, or the cron line), so two processes, or
 * a second claim after a lease, plan the same row once.
 */
export function planNextRuns(db: Queryable, maxAttempts: number) {
  return async (jobs: ClaimedJob[], now: Date): Promise<void> => {
    for (const job of jobs) {
      if (!job.schedule_id) continue;
      const schedule = await getDocument(db, { idApp: '', collection: 'schedule' }, job.schedule_id);
      if (!schedule || schedule.paused === true) continue;
      const runAt = new Date(job.run_at);
      const next = nextRunAfter(
        (schedule as StoredSchedule).when,
        runAt.getTime() > now.getTime() ? runAt : now,
      );
      if (next)
        await planJob(db, {
          idApp: job.id_app,
          scheduleId: job.schedule_id,
          kind: job.kind,
          runAt: next,
          maxAttempts,
        });
    }
  };
}
