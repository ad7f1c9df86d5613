import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isCronShape, nextRepeat, scheduleBodySchema } from './console-schedules.js';

const HOUR = 3_600_000;

describe('nextRepeat', () => {
  const start = new Date('2026-11-25T01:00:00Z');
  it('is the start while it is still ahead, then the next step strictly after', () => {
    expect(nextRepeat(start, HOUR, new Date('2026-11-24T00:00:00Z'))).toEqual(start);
    expect(nextRepeat(start, HOUR, start)).toEqual(new Date('2026-11-25T02:00:00Z'));
    expect(nextRepeat(start, 24 * HOUR, new Date('2026-11-27T05:00:00Z'))).toEqual(
      new Date('2026-11-28T01:00:00Z'),
    );
  });
});

describe('the schedule schema', () => {
  const when = { mode: 'once', run_at: '2026-11-25T09:30:00+07:00' };
  const issue = (input: unknown) => v.safeParse(scheduleBodySchema, input).issues?.[0]?.message;

  it('accepts each type with its fields', () => {
    const id = 'a'.repeat(24);
    expect(
      issue({ type: 'notify', audience: 'subscribers', subject: 'A', message: 'B', when }),
    ).toBeUndefined();
    expect(issue({ type: 'unpublish', collection: 'news', target_id: id, when })).toBeUndefined();
    expect(
      issue({ type: 'promotion-start', target_id: id, when: { mode: 'cron', cron: '0 8 * * 1-5' } }),
    ).toBeUndefined();
    expect(
      issue({
        type: 'publish',
        collection: 'dmvt',
        target_id: id,
        when: { mode: 'every', every: 2, unit: 'hours', start_at: '2026-11-25T02:00:00Z' },
      }),
    ).toBeUndefined();
  });

  it('refuses with the form’s codes', () => {
    expect(issue({ type: 'archive', when })).toBe('SCHEDULE_TYPE_INVALID');
    expect(
      issue({ type: 'notify', audience: 'customer', email: 'x', subject: 'A', message: 'B', when }),
    ).toBe('EMAIL_INVALID');
    expect(issue({ type: 'notify', audience: 'all', subject: 'A', message: 'B', when })).toBe(
      'SCHEDULE_AUDIENCE_INVALID',
    );
    expect(issue({ type: 'notify', audience: 'subscribers', subject: 'A', message: ' ', when })).toBe(
      'SCHEDULE_MESSAGE_REQUIRED',
    );
    expect(
      issue({ type: 'notify', audience: 'subscribers', subject: 'A'.repeat(201), message: 'B', when }),
    ).toBe('SCHEDULE_SUBJECT_TOO_LONG');
    expect(issue({ type: 'publish', collection: 'dmvt', target_id: 'x', when })).toBe(
      'SCHEDULE_TARGET_REQUIRED',
    );
    expect(issue({ type: 'publish', collection: 'dmvt', target_id: 'a'.repeat(24) })).toBe(
      'SCHEDULE_WHEN_INVALID',
    );
    expect(
      issue({
        type: 'publish',
        collection: 'dmvt',
        target_id: 'a'.repeat(24),
        when: { mode: 'once', run_at: '25/11/2026 09:30' },
      }),
    ).toBe('SCHEDULE_TIME_INVALID');
    expect(
      issue({
        type: 'publish',
        collection: 'dmvt',
        target_id: 'a'.repeat(24),
        when: { mode: 'every', every: 1001, unit: 'days', start_at: when.run_at },
      }),
    ).toBe('SCHEDULE_EVERY_INVALID');
  });

  it('checks a cron line’s shape: five fields of cron characters', () => {
    expect(isCronShape('*/15 8-17 * * 1-5')).toBe(true);
    expect(isCronShape('0 8 * *')).toBe(false);
    expect(isCronShape('0 8 * * 1; rm')).toBe(false);
  });
});
