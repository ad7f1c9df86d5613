import type { ConsoleMessageCode } from '../messages/console-messages.js';
import type { ConsoleArea } from './console-access.js';
import type { PublishableCollection, ScheduleType } from './console-schedules.js';
import { VIETNAM_UTC_OFFSET_MINUTES } from '../primitives/date.js';

/**
 * Who may schedule what, and how often the shop may mail on a schedule (issue 25, decision 038).
 * A schedule acts on something of another console area: the 'schedules' area alone does not let a
 * staff member unpublish a product, end a flash sale or mail the customers.
 */

/** What a schedule acts on, enough to know its area (a stored schedule, a form's body). */
export interface ScheduleTarget {
  type: ScheduleType;
  /** Publish / unpublish: dmvt (a product) or news (an article). */
  collection?: string | undefined;
}

/**
 * The console area of a schedule's target: notify → customers (it mails the subscribers or one
 * customer), publish / unpublish → catalogue (a product) or content (an article), promotion start
 * and end → promotions. Creating, editing, pausing, resuming or deleting a schedule needs this area
 * besides 'schedules'.
 */
export function scheduleTargetArea(target: ScheduleTarget): ConsoleArea {
  if (target.type === 'notify') return 'customers';
  if (target.type === 'promotion-start' || target.type === 'promotion-end') return 'promotions';
  return target.collection === 'news' ? 'content' : 'catalogue';
}

/** The refusal of a schedule whose target's area the caller does not hold (403, vi and en). */
const AREA_REFUSALS = {
  customers: 'SCHEDULE_CUSTOMERS_FORBIDDEN',
  catalogue: 'SCHEDULE_CATALOGUE_FORBIDDEN',
  content: 'SCHEDULE_CONTENT_FORBIDDEN',
  promotions: 'SCHEDULE_PROMOTIONS_FORBIDDEN',
} as const satisfies Partial<Record<ConsoleArea, ConsoleMessageCode>>;

export type ScheduleRefusal = 'CONSOLE_FORBIDDEN' | (typeof AREA_REFUSALS)[keyof typeof AREA_REFUSALS];

/** Null when a console user with these areas may change a schedule of this target, else the refusal's code. */
export function scheduleRefusal(areas: readonly string[], target: ScheduleTarget): ScheduleRefusal | null {
  if (!areas.includes('schedules')) return 'CONSOLE_FORBIDDEN';
  const area = scheduleTargetArea(target);
  if (areas.includes(area)) return null;
  return area in AREA_REFUSALS ? AREA_REFUSALS[area as keyof typeof AREA_REFUSALS] : 'CONSOLE_FORBIDDEN';
}

/** What the console's form offers a user with these areas: the jobs, and for publishing the kinds of target. */
export interface ScheduleChoices {
  types: ScheduleType[];
  collections: PublishableCollection[];
}

export function scheduleChoices(areas: readonly string[]): ScheduleChoices {
  if (!areas.includes('schedules')) return { types: [], collections: [] };
  const collections: PublishableCollection[] = [];
  if (areas.includes('catalogue')) collections.push('dmvt');
  if (areas.includes('content')) collections.push('news');
  const types: ScheduleType[] = [];
  if (areas.includes('customers')) types.push('notify');
  if (collections.length > 0) types.push('publish', 'unpublish');
  if (areas.includes('promotions')) types.push('promotion-start', 'promotion-end');
  return { types, collections };
}

/**
 * At most this many notify runs per app on one day (Vietnam time), planned or done: counted when a
 * person plans one (create, edit, resume: SCHEDULE_NOTIFY_DAY_FULL), and again when a run starts
 * (a run beyond it ends cancelled), so repeats planned one at a time cannot add more.
 */
export const MAX_NOTIFY_RUNS_PER_DAY = 3;

const DAY_MS = 86_400_000;
const OFFSET_MS = VIETNAM_UTC_OFFSET_MINUTES * 60_000;

/** The Vietnam calendar day a moment falls on, as the instants [start, end). */
export function vietnamDayOf(at: Date): { start: Date; end: Date } {
  const start = Math.floor((at.getTime() + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}
