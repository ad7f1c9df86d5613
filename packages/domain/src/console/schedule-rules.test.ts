import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isNotifyTooOften, scheduleBodySchema } from './console-schedules.js';
import { scheduleChoices, scheduleRefusal, scheduleTargetArea, vietnamDayOf } from './schedule-rules.js';

describe('the area of a schedule’s target', () => {
  it('is customers for a mail, catalogue or content for publishing, promotions for a promotion', () => {
    expect(scheduleTargetArea({ type: 'notify' })).toBe('customers');
    expect(scheduleTargetArea({ type: 'unpublish', collection: 'dmvt' })).toBe('catalogue');
    expect(scheduleTargetArea({ type: 'publish', collection: 'news' })).toBe('content');
    expect(scheduleTargetArea({ type: 'promotion-end' })).toBe('promotions');
  });

  it('refuses the schedules area alone, and a caller without the schedules area', () => {
    expect(scheduleRefusal(['schedules'], { type: 'unpublish', collection: 'dmvt' })).toBe(
      'SCHEDULE_CATALOGUE_FORBIDDEN',
    );
    expect(scheduleRefusal(['schedules'], { type: 'notify' })).toBe('SCHEDULE_CUSTOMERS_FORBIDDEN');
    expect(scheduleRefusal(['schedules', 'content'], { type: 'publish', collection: 'news' })).toBeNull();
    expect(scheduleRefusal(['catalogue'], { type: 'publish', collection: 'dmvt' })).toBe('CONSOLE_FORBIDDEN');
  });

  it('offers the form only the jobs and kinds of target of the areas held', () => {
    expect(scheduleChoices(['schedules'])).toEqual({ types: [], collections: [] });
    expect(scheduleChoices(['schedules', 'content'])).toEqual({
      types: ['publish', 'unpublish'],
      collections: ['news'],
    });
    expect(scheduleChoices(['customers', 'promotions'])).toEqual({ types: [], collections: [] });
    expect(scheduleChoices(['schedules', 'customers', 'promotions', 'catalogue']).types).toEqual([
      'notify',
      'publish',
      'unpublish',
      'promotion-start',
      'promotion-end',
    ]);
  });
});

describe('the pace of mailing', () => {
  const start_at = '2026-11-25T02:00:00Z';
  it('lets a mail repeat at most once a day', () => {
    expect(isNotifyTooOften({ mode: 'once', run_at: start_at })).toBe(false);
    expect(isNotifyTooOften({ mode: 'every', every: 1, unit: 'days', start_at })).toBe(false);
    expect(isNotifyTooOften({ mode: 'every', every: 24, unit: 'hours', start_at })).toBe(false);
    expect(isNotifyTooOften({ mode: 'every', every: 23, unit: 'hours', start_at })).toBe(true);
    expect(isNotifyTooOften({ mode: 'every', every: 1000, unit: 'minutes', start_at })).toBe(true);
    expect(isNotifyTooOften({ mode: 'cron', cron: '0 8 * * 1' })).toBe(false);
    expect(isNotifyTooOften({ mode: 'cron', cron: '30 7 1 * *' })).toBe(false);
    for (const cron of ['0 8,20 * * *', '* 8 * * *', '0 */6 * * *', '0 8-9 * * *', '*/5 8 * * *'])
      expect(isNotifyTooOften({ mode: 'cron', cron }), cron).toBe(true);
  });

  it('refuses a too frequent mail in the schema (on the form’s `when`), not other jobs', () => {
    const when = { mode: 'every', every: 2, unit: 'hours', start_at };
    const mail = v.safeParse(scheduleBodySchema, {
      type: 'notify',
      audience: 'subscribers',
      subject: 'A',
      message: 'B',
      when,
    });
    expect(mail.issues?.[0]?.message).toBe('SCHEDULE_NOTIFY_TOO_OFTEN');
    expect(v.getDotPath(mail.issues?.[0] as v.BaseIssue<unknown>)).toBe('when');
    const publish = v.safeParse(scheduleBodySchema, {
      type: 'publish',
      collection: 'dmvt',
      target_id: 'a'.repeat(24),
      when,
    });
    expect(publish.success).toBe(true);
  });

  it('counts days in Vietnam time', () => {
    expect(vietnamDayOf(new Date('2026-11-25T16:59:59Z'))).toEqual({
      start: new Date('2026-11-24T17:00:00Z'),
      end: new Date('2026-11-25T17:00:00Z'),
    });
    expect(vietnamDayOf(new Date('2026-11-25T17:00:00Z')).start).toEqual(new Date('2026-11-25T17:00:00Z'));
  });
});
