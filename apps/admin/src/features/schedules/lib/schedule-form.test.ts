import { scheduleBodySchema } from '@shop/domain/console';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  formStateOf,
  type ScheduleFormState,
  scheduleInputOf,
  scheduleTargetOptions,
  vietnamInstant,
  vietnamLocalValue,
} from './schedule-form';

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

  it('starts the edit form from a stored schedule, which gives back the same body', () => {
    const stored = {
      _id: 'a'.repeat(24),
      type: 'publish' as const,
      collection: 'news',
      target_id: 'b'.repeat(24),
      when: {
        mode: 'every' as const,
        every: 2,
        unit: 'hours' as const,
        start_at: '2026-11-25T01:00:05.000Z',
      },
      created_by: 'chuquan@example.com',
      date_created: '2026-11-24T00:00:00.000Z',
      next_run_at: null,
      last_run: null,
    };
    const state = formStateOf(stored, base);
    expect(state).toMatchObject({
      type: 'publish',
      collection: 'news',
      mode: 'every',
      every: '2',
      unit: 'hours',
    });
    expect(state.start_at).toBe('2026-11-25T08:00:05');
    const body = v.parse(scheduleBodySchema, scheduleInputOf(state));
    expect(body).toMatchObject({ type: 'publish', collection: 'news', target_id: stored.target_id });
    expect(body.when.mode === 'every' && new Date(body.when.start_at).toISOString()).toBe(
      stored.when.start_at,
    );
    const once = formStateOf({ ...stored, when: { mode: 'once', run_at: '2026-11-25T02:30:00.000Z' } }, base);
    expect(once.run_at).toBe('2026-11-25T09:30:00');
  });

  it('offers the targets the job acts on, a hidden one marked', () => {
    const targets = {
      products: [
        { _id: 'p1', ma_vt: 'CF01', name: 'Cà phê', online: true },
        { _id: 'p2', ma_vt: 'TR02', name: 'Trà', online: false },
      ],
      articles: [{ _id: 'a1', title: 'Tin mới', ngon_ngu: 'vi', shared: false }],
      promotions: [
        {
          _id: 'k1',
          name: 'Giảm giá',
          ma_vt: 'CF01',
          flash_sale: false,
          hieu_luc_tu: null,
          hieu_luc_den: null,
        },
        {
          _id: 'k2',
          name: 'Giờ vàng',
          ma_vt: 'TR02',
          flash_sale: true,
          hieu_luc_tu: null,
          hieu_luc_den: null,
        },
      ],
      customers: [],
      subscribers: 0,
    };
    const labels = (form: Pick<ScheduleFormState, 'type' | 'collection'>) =>
      scheduleTargetOptions(form, targets, 'đang ẩn').map((option) => `${option.value}=${option.label}`);
    expect(labels({ type: 'publish', collection: 'dmvt' })).toEqual([
      'p1=Cà phê (CF01)',
      'p2=Trà (TR02) · đang ẩn',
    ]);
    expect(labels({ type: 'unpublish', collection: 'news' })).toEqual(['a1=Tin mới (vi) · đang ẩn']);
    expect(labels({ type: 'promotion-start', collection: 'dmvt' })).toEqual([
      'k1=Giảm giá (CF01)',
      'k2=Flash sale · Giờ vàng (TR02)',
    ]);
    expect(scheduleTargetOptions({ type: 'publish', collection: 'dmvt' }, undefined, 'đang ẩn')).toEqual([]);
  });
});
