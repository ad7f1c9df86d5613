import * as v from 'valibot';
import { isValidEmail } from '../accounts/account.js';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import { wholeNumberWithin } from '../primitives/common-schemas.js';

/**
 * Schedules (SPEC §6/§7 `POST /api/schedule/add/{type}`, docs/api.md "Schedules", decision 028): a
 * job run once at a time or on a repeat, in Vietnam time. The console's form and the server read a
 * schedule with the same schema; each issue's message is a code of CONSOLE_MESSAGES.
 */
const code = (value: ConsoleMessageCode | 'EMAIL_INVALID') => value;

/** What a schedule does when it runs. */
export const SCHEDULE_TYPES = ['notify', 'publish', 'unpublish', 'promotion-start', 'promotion-end'] as const;
export type ScheduleType = (typeof SCHEDULE_TYPES)[number];

/** The types `POST /api/schedule/add/{type}` takes (notify has its own path). */
export const TARGET_SCHEDULE_TYPES = ['publish', 'unpublish', 'promotion-start', 'promotion-end'] as const;
export type TargetScheduleType = (typeof TARGET_SCHEDULE_TYPES)[number];

/** What publish and unpublish act on: a product (its `online` flag) or an article (its `shared` flag). */
export const PUBLISHABLE_COLLECTIONS = ['dmvt', 'news'] as const;
export type PublishableCollection = (typeof PUBLISHABLE_COLLECTIONS)[number];

export const REPEAT_UNITS = ['minutes', 'hours', 'days'] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];
export const REPEAT_UNIT_MS: Record<RepeatUnit, number> = {
  minutes: 60_000,
  hours: 3_600_000,
  days: 86_400_000,
};
/** At most every 1000 units (1000 days ≈ 2.7 years). */
export const MAX_REPEAT_EVERY = 1000;

/** Vietnam has one offset all year (UTC+7, no daylight saving): repeats keep their local time. */
export const SCHEDULE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/** An instant with its offset (`2026-11-25T09:30:00+07:00` or `…Z`), as the form and the API send it. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const isInstant = (text: string) => INSTANT.test(text) && !Number.isNaN(Date.parse(text));
const instant = v.pipe(
  v.string(code('SCHEDULE_TIME_INVALID')),
  v.trim(),
  v.check(isInstant, code('SCHEDULE_TIME_INVALID')),
);

/**
 * A cron line of five fields (minute hour day-of-month month day-of-week), in Vietnam time. The
 * shape is checked here; the server also computes its next run (a line that never fires is refused).
 */
const CRON_FIELD = /^[\d*,/\-A-Za-z?LW#]+$/;
export const isCronShape = (text: string) => {
  const fields = text.trim().split(/\s+/);
  return fields.length === 5 && fields.every((field) => CRON_FIELD.test(field));
};

export const scheduleWhenSchema = v.variant(
  'mode',
  [
    v.object({ mode: v.literal('once'), run_at: instant }),
    v.object({
      mode: v.literal('every'),
      every: wholeNumberWithin(1, MAX_REPEAT_EVERY, code('SCHEDULE_EVERY_INVALID')),
      unit: v.picklist(REPEAT_UNITS, code('SCHEDULE_EVERY_INVALID')),
      start_at: instant,
    }),
    v.object({
      mode: v.literal('cron'),
      cron: v.pipe(
        v.string(code('SCHEDULE_CRON_INVALID')),
        v.trim(),
        v.check(isCronShape, code('SCHEDULE_CRON_INVALID')),
      ),
    }),
  ],
  code('SCHEDULE_WHEN_INVALID'),
);
export type ScheduleWhen = v.InferOutput<typeof scheduleWhenSchema>;
/** A missing `when` goes through the variant (null), so it is refused with its message. */
const requiredWhen = v.optional(scheduleWhenSchema, null as never);

/** A repeating notify runs at most once a day. */
export const NOTIFY_MIN_REPEAT_MS = 86_400_000;

const SINGLE_VALUE = /^\d{1,2}$/;

/**
 * Whether a notify's timing repeats more often than once a day: every N minutes or hours under a
 * day, or a cron line that names more than one minute or hour (a line with one minute and one hour
 * fires at one time of day, so its runs are whole days apart: Vietnam keeps one offset all year).
 */
export function isNotifyTooOften(when: ScheduleWhen): boolean {
  if (when.mode === 'once') return false;
  if (when.mode === 'every') return when.every * REPEAT_UNIT_MS[when.unit] < NOTIFY_MIN_REPEAT_MS;
  const [minute = '', hour = ''] = when.cron.trim().split(/\s+/);
  return !SINGLE_VALUE.test(minute) || !SINGLE_VALUE.test(hour);
}

const objectId = v.pipe(
  v.string(code('SCHEDULE_TARGET_REQUIRED')),
  v.regex(/^[0-9a-f]{24}$/, code('SCHEDULE_TARGET_REQUIRED')),
);
const requiredText = (max: number, required: ConsoleMessageCode, tooLong: ConsoleMessageCode) =>
  v.pipe(
    v.optional(v.string(code(required)), ''),
    v.trim(),
    v.nonEmpty(code(required)),
    v.maxLength(max, code(tooLong)),
  );

/** POST /api/schedule/add/notify: a mail to every subscriber or to one customer. */
export const notifyScheduleSchema = v.pipe(
  v.object({
    type: v.literal('notify'),
    audience: v.picklist(['subscribers', 'customer'], code('SCHEDULE_AUDIENCE_INVALID')),
    email: v.optional(v.pipe(v.string(code('EMAIL_INVALID')), v.trim(), v.toLowerCase())),
    subject: requiredText(200, 'SCHEDULE_SUBJECT_REQUIRED', 'SCHEDULE_SUBJECT_TOO_LONG'),
    message: requiredText(5000, 'SCHEDULE_MESSAGE_REQUIRED', 'SCHEDULE_MESSAGE_TOO_LONG'),
    when: requiredWhen,
  }),
  v.forward(
    v.check(
      (body) => body.audience !== 'customer' || (body.email !== undefined && isValidEmail(body.email)),
      code('EMAIL_INVALID'),
    ),
    ['email'],
  ),
  // The pace of mailing (decision 038): a repeat at most once a day.
  v.forward(
    v.check((body) => !body.when || !isNotifyTooOften(body.when), code('SCHEDULE_NOTIFY_TOO_OFTEN')),
    ['when'],
  ),
);

/** POST /api/schedule/add/{publish|unpublish}: a product or an article. */
const publishScheduleSchema = v.object({
  type: v.picklist(['publish', 'unpublish']),
  collection: v.picklist(PUBLISHABLE_COLLECTIONS, code('SCHEDULE_TARGET_REQUIRED')),
  target_id: objectId,
  when: requiredWhen,
});

/** POST /api/schedule/add/{promotion-start|promotion-end}: a promotional price or flash sale (dmchietkhau). */
const promotionScheduleSchema = v.object({
  type: v.picklist(['promotion-start', 'promotion-end']),
  target_id: objectId,
  when: requiredWhen,
});

/** Any schedule: its `type` picks the shape (the server takes it from the path). */
export const scheduleBodySchema = v.variant(
  'type',
  [notifyScheduleSchema, publishScheduleSchema, promotionScheduleSchema],
  code('SCHEDULE_TYPE_INVALID'),
);
export type ScheduleBody = v.InferOutput<typeof scheduleBodySchema>;
export type ScheduleInput = v.InferInput<typeof scheduleBodySchema>;
export type NotifyScheduleBody = Extract<ScheduleBody, { type: 'notify' }>;
/** The body of POST /api/schedule/add/{type} without its type (the path carries it). */
export type TargetScheduleBody =
  | Omit<Extract<ScheduleInput, { type: 'publish' | 'unpublish' }>, 'type'>
  | Omit<Extract<ScheduleInput, { type: 'promotion-start' | 'promotion-end' }>, 'type'>;
export type NotifyScheduleInput = Omit<Extract<ScheduleInput, { type: 'notify' }>, 'type'>;

/**
 * The first run of an every-N repeat strictly after `after`: start_at, then every N units from it
 * (in ms: Vietnam has no daylight saving, so "every day at 08:00" stays at 08:00).
 */
export function nextRepeat(startAt: Date, everyMs: number, after: Date): Date {
  if (startAt.getTime() > after.getTime()) return startAt;
  const steps = Math.floor((after.getTime() - startAt.getTime()) / everyMs) + 1;
  return new Date(startAt.getTime() + steps * everyMs);
}

/** The state of a run of a schedule's job (docs/api.md "Schedules"). */
export const JOB_STATUSES = ['pending', 'running', 'retrying', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One run of a schedule: its planned time, state, tries and outcome. */
export interface ScheduleRun {
  _id: string;
  run_at: string;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  finished_at: string | null;
  /** What the run did (`{ mails: 3 }`, `{ online: false }`…), once done. */
  result: Record<string, unknown> | null;
  /** The last failure's text (kept while it retries, and when it failed). */
  error: string | null;
}

/** A stored schedule as the console lists it. */
export interface ScheduleItem {
  _id: string;
  type: ScheduleType;
  when: ScheduleWhen;
  /** Notify: who gets it. */
  audience?: 'subscribers' | 'customer';
  email?: string;
  subject?: string;
  message?: string;
  /** Publish / unpublish: dmvt or news; promotions: dmchietkhau. */
  collection?: string;
  target_id?: string;
  /** The target's name when the schedule was made (the product, article or promotion). */
  target_name?: string;
  created_by: string;
  date_created: string;
  /** Paused: nothing runs until it is resumed (a repeat then goes on from that moment). */
  paused?: boolean;
  /** The next planned run (null: nothing more will run). */
  next_run_at: string | null;
  /** The newest run that started, with its result. */
  last_run: ScheduleRun | null;
}

export interface SchedulesReply {
  items: ScheduleItem[];
}

export interface ScheduleDetail {
  schedule: ScheduleItem;
  /** Newest first, at most 50. */
  runs: ScheduleRun[];
}

/** Also the reply of PUT console/schedules/{id}, POST …/pause and …/resume: the schedule as it now is. */
export interface ScheduleAddReply {
  schedule: ScheduleItem;
  message: string;
}

/** What the create form chooses from (GET console/schedule-targets). */
export interface ScheduleTargets {
  products: { _id: string; ma_vt: string; name: string; online: boolean }[];
  articles: { _id: string; title: string; ngon_ngu: string; shared: boolean }[];
  promotions: {
    _id: string;
    name: string;
    ma_vt: string;
    flash_sale: boolean;
    hieu_luc_tu: string | null;
    hieu_luc_den: string | null;
  }[];
  customers: { email: string; name: string }[];
  /** Distinct subscriber addresses a "subscribers" notify would mail now. */
  subscribers: number;
}
