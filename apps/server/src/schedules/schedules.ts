import {
  type JobStatus,
  MAX_NOTIFY_RUNS_PER_DAY,
  nextRepeat,
  REPEAT_UNIT_MS,
  SCHEDULE_TIME_ZONE,
  type ScheduleBody,
  type ScheduleDetail,
  type ScheduleItem,
  type ScheduleRun,
  type ScheduleTarget,
  type ScheduleTargets,
  type ScheduleWhen,
  scheduleRefusal,
  vietnamDayOf,
} from '@shop/domain/console';
import { formatDate } from '@shop/domain/primitives';
import { Cron } from 'croner';
import { all, type Database, type Queryable } from '../db/database.js';
import {
  GLOBAL_APP,
  getDocument,
  insertDocument,
  removeDocument,
  replaceDocument,
  type Scope,
} from '../db/documents.js';
import { appError } from '../errors.js';
import { planJob } from './queue.js';

/** Schedules are documents of the global collection `schedule` (SPEC §7), each naming its app. */
export const SCHEDULE_SCOPE: Scope = { idApp: GLOBAL_APP, collection: 'schedule' };

/** A `once` time up to this far in the past still runs (at once): the form's clock may lag. */
export const PAST_GRACE_MS = 60_000;

function cronOf(line: string): Cron {
  try {
    return new Cron(line, { timezone: SCHEDULE_TIME_ZONE, paused: true });
  } catch {
    throw appError('SCHEDULE_CRON_INVALID');
  }
}

/** The first run of a repeat after `after` (null: a once, or a cron line that never fires again). */
export function nextRunAfter(when: ScheduleWhen, after: Date): Date | null {
  if (when.mode === 'once') return null;
  if (when.mode === 'every')
    return nextRepeat(new Date(when.start_at), when.every * REPEAT_UNIT_MS[when.unit], after);
  return cronOf(when.cron).nextRun(after);
}

/** The first run of a new schedule, or the refusal of a time that has passed or never comes. */
export function firstRun(when: ScheduleWhen, now: Date, graceMs = PAST_GRACE_MS): Date {
  if (when.mode === 'once') {
    const at = new Date(when.run_at);
    if (at.getTime() < now.getTime() - graceMs) throw appError('SCHEDULE_TIME_PAST');
    return at;
  }
  if (when.mode === 'every') {
    const start = new Date(when.start_at);
    // A start just passed (the form's clock) is still the first run.
    return start.getTime() >= now.getTime() - graceMs ? start : (nextRunAfter(when, now) as Date);
  }
  const next = nextRunAfter(when, now);
  if (!next) throw appError('SCHEDULE_CRON_INVALID');
  return next;
}

export type StoredSchedule = ScheduleBody & {
  _id: string;
  id_app: string;
  target_name?: string;
  created_by: string;
  date_created: string;
  paused?: boolean;
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The name of what a schedule acts on (checked to exist), or '' for a notify to subscribers. */
async function targetName(tx: Queryable, idApp: string, body: ScheduleBody): Promise<string> {
  if (body.type === 'notify') {
    if (body.audience === 'subscribers') return '';
    const [user] = await tx.query<{ name: string }>(
      `SELECT name FROM users WHERE lower(email) = $1 AND role = 'customer'`,
      [body.email ?? ''],
    );
    if (!user) throw appError('SCHEDULE_CUSTOMER_NOT_FOUND');
    return user.name;
  }
  const collection = body.type === 'publish' || body.type === 'unpublish' ? body.collection : 'dmchietkhau';
  const doc = await getDocument(tx, { idApp, collection }, body.target_id);
  if (!doc) throw appError('SCHEDULE_TARGET_NOT_FOUND');
  return text(doc.ten_vt) || text(doc.title) || text(doc.ten_cs) || text(doc.ma_vt) || doc._id;
}

/** What a schedule stores of its body: promotions name their collection, the target its name. */
const storedBody = (body: ScheduleBody, target_name: string) => ({
  ...body,
  ...(body.type === 'promotion-start' || body.type === 'promotion-end' ? { collection: 'dmchietkhau' } : {}),
  ...(target_name ? { target_name } : {}),
});

/**
 * Refuses a console user whose areas do not hold a schedule's target (decision 038): a notify needs
 * 'customers', a product 'catalogue', an article 'content', a promotion 'promotions'.
 */
export function checkScheduleArea(areas: readonly string[], target: ScheduleTarget): void {
  const refusal = scheduleRefusal(areas, target);
  if (refusal) throw appError(refusal);
}

/** Whom a notify mails, as the pace counts it: 'subscribers', or the one customer's e-mail. */
export function notifyAudience(schedule: { audience?: string | undefined; email?: string | undefined }) {
  return schedule.audience === 'customer' ? (schedule.email ?? '').toLowerCase() : 'subscribers';
}

/**
 * The notify runs of an app to one audience on the Vietnam day of `at` that have sent (done: their
 * result names the audience) and, with `planned`, that will (pending, retrying or running: their
 * schedule names it). Cancelled and failed runs wrote nothing.
 */
export async function notifyRunsOnDay(
  tx: Queryable,
  job: { idApp: string; at: Date; audience: string; planned: boolean },
): Promise<number> {
  const { start, end } = vietnamDayOf(job.at);
  const [row] = await tx.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM jobs j
     LEFT JOIN documents d ON d.id_app = $5 AND d.collection = 'schedule' AND d.id = j.schedule_id
     WHERE j.id_app = $1 AND j.kind = 'notify' AND j.run_at >= $2 AND j.run_at < $3
       AND ((j.status = 'done' AND j.result->>'audience' = $4)
         OR ($6::boolean AND j.status IN ('pending', 'running')
           AND CASE WHEN d.data->>'audience' = 'customer' THEN lower(d.data->>'email') ELSE 'subscribers' END = $4))`,
    [job.idApp, start.toISOString(), end.toISOString(), job.audience, GLOBAL_APP, job.planned],
  );
  return Number(row?.n ?? 0);
}

/**
 * The pace of mailing when a person plans a notify run (create, edit, resume): at most
 * MAX_NOTIFY_RUNS_PER_DAY to one audience on one day (409 SCHEDULE_NOTIFY_DAY_FULL).
 */
async function checkNotifyPace(tx: Queryable, idApp: string, body: ScheduleBody, runAt: Date): Promise<void> {
  if (body.type !== 'notify') return;
  const audience = notifyAudience(body);
  const runs = await notifyRunsOnDay(tx, { idApp, at: runAt, audience, planned: true });
  if (runs >= MAX_NOTIFY_RUNS_PER_DAY)
    throw appError('SCHEDULE_NOTIFY_DAY_FULL', { day: formatDate(runAt), max: MAX_NOTIFY_RUNS_PER_DAY });
}

/**
 * Creates a schedule and plans its first run, in one transaction: the schedule is a version
 * (author: the console user) and its job is there as soon as it is. Refuses a target that does
 * not exist, a customer without an account, a time that has passed or a cron line that never fires.
 */
export async function addSchedule(
  db: Database,
  idApp: string,
  body: ScheduleBody,
  by: string,
  options: ChangeOptions,
): Promise<ScheduleItem> {
  const now = options.now ?? new Date();
  checkScheduleArea(options.areas, body);
  const runAt = firstRun(body.when, now);
  return db.transaction(async (tx) => {
    const target_name = await targetName(tx, idApp, body);
    await checkNotifyPace(tx, idApp, body, runAt);
    const doc = (await insertDocument(
      tx,
      SCHEDULE_SCOPE,
      { ...storedBody(body, target_name), id_app: idApp, created_by: by, date_created: now.toISOString() },
      by,
    )) as StoredSchedule;
    await planJob(tx, {
      idApp,
      scheduleId: doc._id,
      kind: body.type,
      runAt,
      maxAttempts: options.maxAttempts,
    });
    return toItem(doc, runAt.toISOString(), null);
  });
}

/** Cancels a schedule's planned runs (a retry waiting included); a run under way finishes or ends as cancelled. */
const cancelPlannedRuns = (tx: Queryable, id: string) =>
  tx.query(
    `UPDATE jobs SET status = 'cancelled', finished_at = now(), claim = NULL
     WHERE schedule_id = $1 AND status = 'pending'`,
    [id],
  );

/** The app's schedule, locked for a change (a run of it waits, or has finished). */
async function lockedSchedule(
  tx: Queryable,
  idApp: string,
  id: string,
  areas: readonly string[],
): Promise<StoredSchedule> {
  const [row] = await tx.query<{ data: StoredSchedule }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'schedule' AND id = $2 FOR UPDATE`,
    [GLOBAL_APP, id],
  );
  if (!row || row.data.id_app !== idApp) throw appError('SCHEDULE_NOT_FOUND');
  checkScheduleArea(areas, row.data);
  return row.data;
}

export interface ChangeOptions {
  now?: Date;
  maxAttempts: number;
  /** The console user's areas: a schedule's target needs its own (checkScheduleArea). */
  areas: readonly string[];
}

/**
 * Writes a schedule's new version and plans its runs again from `now`: the planned runs are
 * cancelled, and unless it is paused its first run is computed as for a new schedule (a repeat
 * goes on from now, so nothing missed while paused is replayed). One transaction.
 */
async function rewriteSchedule(
  tx: Queryable,
  doc: StoredSchedule,
  by: string,
  now: Date,
  maxAttempts: number,
  graceMs = PAST_GRACE_MS,
): Promise<ScheduleItem> {
  const runAt = doc.paused ? null : firstRun(doc.when, now, graceMs);
  await replaceDocument(tx, SCHEDULE_SCOPE, doc, by);
  await cancelPlannedRuns(tx, doc._id);
  if (runAt) {
    await checkNotifyPace(tx, doc.id_app, doc, runAt);
    await planJob(tx, { idApp: doc.id_app, scheduleId: doc._id, kind: doc.type, runAt, maxAttempts }, true);
  }
  const [item] = await listSchedules(tx, doc.id_app, doc._id);
  return item as ScheduleItem;
}

/** Changes a schedule in a transaction, its row locked (and in the user's areas), at `options.now`. */
function changeLockedSchedule(
  db: Database,
  idApp: string,
  id: string,
  options: ChangeOptions,
  change: (tx: Queryable, stored: StoredSchedule, now: Date) => Promise<ScheduleItem>,
): Promise<ScheduleItem> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => change(tx, await lockedSchedule(tx, idApp, id, options.areas), now));
}

/**
 * Edits a schedule (its job stays: another job is another schedule): what it does and when, a
 * version by the console user; its planned runs are planned again from now.
 */
export async function updateSchedule(
  db: Database,
  idApp: string,
  id: string,
  body: ScheduleBody,
  by: string,
  options: ChangeOptions,
): Promise<ScheduleItem> {
  return changeLockedSchedule(db, idApp, id, options, async (tx, stored, now) => {
    if (stored.type !== body.type) throw appError('SCHEDULE_TYPE_FIXED');
    // The new target too (an article's schedule moved to a product needs the catalogue).
    checkScheduleArea(options.areas, body);
    const target_name = await targetName(tx, idApp, body);
    const { _id, id_app, created_by, date_created, paused } = stored;
    const doc = {
      ...storedBody(body, target_name),
      _id,
      id_app,
      created_by,
      date_created,
      ...(paused ? { paused } : {}),
    } as StoredSchedule;
    return rewriteSchedule(tx, doc, by, now, options.maxAttempts);
  });
}

/**
 * Pauses (its planned runs cancelled, nothing runs) or resumes a schedule (planned again from
 * now: a once whose time has passed is refused, a repeat's next run is its next time after now;
 * an every-N whose start has passed goes on at its next step, not at once).
 */
export async function setSchedulePaused(
  db: Database,
  idApp: string,
  id: string,
  paused: boolean,
  by: string,
  options: ChangeOptions,
): Promise<ScheduleItem> {
  return changeLockedSchedule(db, idApp, id, options, async (tx, stored, now) => {
    if (Boolean(stored.paused) === paused) {
      const [item] = await listSchedules(tx, idApp, id);
      return item as ScheduleItem;
    }
    // Resuming: the times were not just typed, so no grace (a once whose time passed is refused).
    return rewriteSchedule(tx, { ...stored, paused }, by, now, options.maxAttempts, 0);
  });
}

/** Deletes a schedule (a version with its author) and cancels its planned runs; a run under way ends as cancelled. */
export async function deleteSchedule(
  db: Database,
  idApp: string,
  id: string,
  by: string,
  areas: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedSchedule(tx, idApp, id, areas);
    await removeDocument(tx, SCHEDULE_SCOPE, id, by);
    await cancelPlannedRuns(tx, id);
  });
}

type JobRow = {
  id: string;
  run_at: Date | string;
  status: string;
  attempts: number;
  max_attempts: number;
  finished_at: Date | string | null;
  result: Record<string, unknown> | null;
  error: string | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A run's result as the console sees it: the pace's audience key (a customer's e-mail) stays on the server. */
function withoutAudience(result: Record<string, unknown>): Record<string, unknown> {
  const { audience: _audience, ...rest } = result;
  return rest;
}

function toRun(row: JobRow): ScheduleRun {
  const status: JobStatus =
    row.status === 'pending' && row.attempts > 0 ? 'retrying' : (row.status as JobStatus);
  return {
    _id: row.id.trim(),
    run_at: iso(row.run_at),
    status,
    attempts: row.attempts,
    max_attempts: row.max_attempts,
    finished_at: row.finished_at === null ? null : iso(row.finished_at),
    result: row.result === null ? null : withoutAudience(row.result),
    error: row.error,
  };
}

function toItem(doc: StoredSchedule, nextRunAt: string | null, lastRun: ScheduleRun | null): ScheduleItem {
  const { id_app: _idApp, ...rest } = doc;
  return {
    ...(rest as unknown as Omit<ScheduleItem, 'next_run_at' | 'last_run'>),
    next_run_at: nextRunAt,
    last_run: lastRun,
  };
}

const JOB_COLUMNS = 'id, run_at, status, attempts, max_attempts, finished_at, result, error';

/** The app's schedules, newest first, each with its next planned run and its newest started run. */
export async function listSchedules(db: Queryable, idApp: string, id?: string): Promise<ScheduleItem[]> {
  const rows = await db.query<{ data: StoredSchedule; next_at: Date | string | null; last: JobRow | null }>(
    `SELECT d.data, n.next_at, l.last FROM documents d
     LEFT JOIN LATERAL (SELECT min(j.due_at) AS next_at FROM jobs j
       WHERE j.schedule_id = d.id AND j.status = 'pending') n ON true
     LEFT JOIN LATERAL (SELECT jsonb_build_object('id', j.id, 'run_at', j.run_at, 'status', j.status,
         'attempts', j.attempts, 'max_attempts', j.max_attempts, 'finished_at', j.finished_at,
         'result', j.result, 'error', j.error) AS last
       FROM jobs j WHERE j.schedule_id = d.id AND j.attempts > 0 ORDER BY j.run_at DESC LIMIT 1) l ON true
     WHERE d.id_app = $1 AND d.collection = 'schedule' AND d.data->>'id_app' = $2
       AND ($3::text IS NULL OR d.id = $3)
     ORDER BY d.created_at DESC, d.id DESC`,
    [GLOBAL_APP, idApp, id ?? null],
  );
  return rows.map((row) =>
    toItem(row.data, row.next_at === null ? null : iso(row.next_at), row.last ? toRun(row.last) : null),
  );
}

/**
 * A schedule as a console user sees it: a mail to one customer keeps that customer's e-mail and
 * name to those with the 'customers' area (decision 038); the rest of the list is the schedules area's.
 */
export function scheduleShownTo(areas: readonly string[], item: ScheduleItem): ScheduleItem {
  if (item.type !== 'notify' || item.audience !== 'customer' || areas.includes('customers')) return item;
  const { email: _email, target_name: _name, ...rest } = item;
  return rest;
}

/** One schedule and its newest 50 runs (planned, running, done, failed). */
export async function readSchedule(db: Queryable, idApp: string, id: string): Promise<ScheduleDetail> {
  const [schedule] = await listSchedules(db, idApp, id);
  if (!schedule) throw appError('SCHEDULE_NOT_FOUND');
  const runs = await db.query<JobRow>(
    `SELECT ${JOB_COLUMNS} FROM jobs WHERE schedule_id = $1 ORDER BY run_at DESC LIMIT 50`,
    [id],
  );
  return { schedule, runs: runs.map(toRun) };
}

/**
 * The lists the create form chooses a target from, those of the caller's areas only (decision 038):
 * products with 'catalogue', articles with 'content', promotions with 'promotions', customers and
 * the subscribers' count with 'customers'; the others are empty.
 */
export async function loadScheduleTargets(
  db: Queryable,
  idApp: string,
  areas: readonly string[],
): Promise<ScheduleTargets> {
  const when = <T>(area: string, read: () => Promise<T[]>): Promise<T[]> =>
    areas.includes(area) ? read() : Promise.resolve([]);
  const [products, articles, promotions, customers, subscribers] = await all([
    when('catalogue', () =>
      db.query<{ id: string; ma_vt: string; name: string; online: boolean }>(
        `SELECT id, COALESCE(data->>'ma_vt', '') AS ma_vt, COALESCE(data->>'ten_vt', '') AS name,
         data->'online' IS DISTINCT FROM 'false'::jsonb AS online
       FROM documents WHERE id_app = $1 AND collection = 'dmvt' ORDER BY data->>'ten_vt', id LIMIT 1000`,
        [idApp],
      ),
    ),
    when('content', () =>
      db.query<{ id: string; title: string; ngon_ngu: string; shared: boolean }>(
        `SELECT id, COALESCE(data->>'title', '') AS title, COALESCE(data->>'ngon_ngu', 'vi') AS ngon_ngu,
         data->'shared' = 'true'::jsonb AS shared
       FROM documents WHERE id_app = $1 AND collection = 'news' ORDER BY created_at DESC, id LIMIT 1000`,
        [idApp],
      ),
    ),
    when('promotions', () =>
      db.query<{
        id: string;
        name: string;
        ma_vt: string;
        flash_sale: boolean;
        hieu_luc_tu: string | null;
        hieu_luc_den: string | null;
      }>(
        `SELECT id, COALESCE(data->>'ten_cs', '') AS name, COALESCE(data->>'ma_vt', '') AS ma_vt,
         data->>'ma_cs' = 'ecompromotion_flashsales' AS flash_sale,
         data->>'hieu_luc_tu' AS hieu_luc_tu, data->>'hieu_luc_den' AS hieu_luc_den
       FROM documents WHERE id_app = $1 AND collection = 'dmchietkhau' ORDER BY data->>'ten_cs', id LIMIT 1000`,
        [idApp],
      ),
    ),
    when('customers', () =>
      db.query<{ email: string; name: string }>(
        `SELECT lower(email) AS email, name FROM users WHERE role = 'customer' AND email IS NOT NULL
       ORDER BY name, email LIMIT 1000`,
      ),
    ),
    when('customers', () =>
      db.query<{ count: number }>(
        `SELECT count(DISTINCT lower(btrim(data->>'email')))::int AS count FROM documents
       WHERE id_app = $1 AND collection = 'ecomsubscribe' AND data->>'email' LIKE '%_@_%'`,
        [idApp],
      ),
    ),
  ]);
  return {
    products: products.map(({ id, ...row }) => ({ _id: id.trim(), ...row })),
    articles: articles.map(({ id, ...row }) => ({ _id: id.trim(), ...row })),
    promotions: promotions.map(({ id, ...row }) => ({
      _id: id.trim(),
      ...row,
      flash_sale: row.flash_sale === true,
    })),
    customers,
    subscribers: subscribers[0]?.count ?? 0,
  };
}
