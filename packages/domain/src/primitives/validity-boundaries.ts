import { parseInstant, VIETNAM_UTC_OFFSET_MINUTES, type ValidityWindow } from './date.js';

const DAY_MS = 24 * 60 * 60_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instants (ms since the epoch) at which validityStatus of this window changes: a date-time
 * start at its instant, a date-time end one millisecond after it (both ends are inclusive), a
 * date-only start at midnight in Vietnam, a date-only end at the next midnight there. Missing or
 * unparsable bounds give nothing.
 */
export function windowBoundaries(window: ValidityWindow): number[] {
  const at = (bound: string | null | undefined, isEnd: boolean): number | null => {
    if (typeof bound !== 'string' || bound.trim() === '') return null;
    const text = bound.trim();
    if (ISO_DATE.test(text)) {
      const midnight = Date.parse(`${text}T00:00:00Z`) - VIETNAM_UTC_OFFSET_MINUTES * 60_000;
      return Number.isNaN(midnight) ? null : midnight + (isEnd ? DAY_MS : 0);
    }
    const time = parseInstant(text);
    return Number.isNaN(time) ? null : time + (isEnd ? 1 : 0);
  };
  return [at(window.hieu_luc_tu, false), at(window.hieu_luc_den, true)].filter((time) => time !== null);
}

/** The first of `times` strictly after `now`, or null when there is none. */
export function nextBoundary(times: readonly number[], now: number): number | null {
  let next: number | null = null;
  for (const time of times) if (time > now && (next === null || time < next)) next = time;
  return next;
}

/**
 * Milliseconds left until `end` as days, hours, minutes and seconds (all 0 once it has passed):
 * what a countdown shows.
 */
export function timeLeft(end: number, now: number) {
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
