import { scheduleBodySchema } from '@shop/domain';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { type ScheduleFormState, scheduleInputOf, vietnamInstant, vietnamLocalValue } from './schedule-form';

const base: ScheduleFormState = {
  type: 'notify',
  audience: 'customer',
  email: 'khachhang@example.com',
  subject: 'Xin chào',
  message: 'Ưu đãi',
  collection: 'dmvt',
  target_id: '',
  mode: 'once',
  run_at: '2026-11-25T09:30',
  every: '1',
  unit: 'days',
  start_at: '',
  cron: '',
};

describe('the schedule form', () => {
  it('reads its times as Vietnam time', () => {
    expect(vietnamInstant('2026-11-25T09:30')).toBe('2026-11-25T09:30:00+07:00');
    expect(new Date(vietnamInstant('2026-11-25T09:30')).toISOString()).toBe('2026-11-25T02:30:00.000Z');
    expect(vietnamLocalValue(new Date('2026-11-25T02:30:00Z'))).toBe('2026-11-25T09:30');
  });

  it('builds the body the schema accepts, and one it refuses with the form’s codes', () => {
    expect(v.safeParse(scheduleBodySchema, scheduleInputOf(base)).success).toBe(true);
    const every = scheduleInputOf({ ...base, mode: 'every', every: '', start_at: '2026-11-25T08:00' });
    const refused = v.safeParse(scheduleBodySchema, every);
    expect(refused.issues?.[0]?.message).toBe('SCHEDULE_EVERY_INVALID');
    const noTarget = scheduleInputOf({ ...base, type: 'unpublish' });
    expect(v.safeParse(scheduleBodySchema, noTarget).issues?.[0]?.message).toBe('SCHEDULE_TARGET_REQUIRED');
  });
});
