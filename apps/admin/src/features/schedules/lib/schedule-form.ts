import type { ScheduleInput, ScheduleItem, ScheduleTargets, ScheduleType } from '@shop/domain/console';

/** What the create form holds (every field a string, as inputs give them). */
export interface ScheduleFormState {
  type: ScheduleType;
  audience: 'subscribers' | 'customer';
  email: string;
  subject: string;
  message: string;
  collection: 'dmvt' | 'news';
  target_id: string;
  mode: 'once' | 'every' | 'cron';
  run_at: string;
  every: string;
  unit: 'minutes' | 'hours' | 'days';
  start_at: string;
  cron: string;
}

const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** A moment as a datetime-local value in Vietnam time (`2026-11-25T09:30`), whatever the browser's zone. */
export function vietnamLocalValue(date: Date): string {
  return new Date(date.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 16);
}

/** The same to the second (a stored schedule's time, shown for editing). */
const vietnamLocalSeconds = (instant: string) =>
  new Date(Date.parse(instant) + VIETNAM_OFFSET_MS).toISOString().slice(0, 19);

/** The form's state of a stored schedule (the edit form starts from it; `base` fills what it lacks). */
export function formStateOf(item: ScheduleItem, base: ScheduleFormState): ScheduleFormState {
  const { when } = item;
  return {
    ...base,
    type: item.type,
    audience: item.audience ?? 'subscribers',
    email: item.email ?? '',
    subject: item.subject ?? '',
    message: item.message ?? '',
    collection: item.collection === 'news' ? 'news' : 'dmvt',
    target_id: item.target_id ?? '',
    mode: when.mode,
    ...(when.mode === 'once' ? { run_at: vietnamLocalSeconds(when.run_at) } : {}),
    ...(when.mode === 'every'
      ? { every: String(when.every), unit: when.unit, start_at: vietnamLocalSeconds(when.start_at) }
      : {}),
    ...(when.mode === 'cron' ? { cron: when.cron } : {}),
  };
}

/** A datetime-local value read as Vietnam time, as the API takes it (`…T09:30:00+07:00`); '' stays ''. */
export function vietnamInstant(local: string): string {
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return `${local}:00+07:00`;
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(local)) return `${local}+07:00`;
  return local;
}

/** The request body the form's state stands for (the domain schema checks it before sending). */
export function scheduleInputOf(form: ScheduleFormState): ScheduleInput {
  const when =
    form.mode === 'once'
      ? { mode: 'once' as const, run_at: vietnamInstant(form.run_at) }
      : form.mode === 'every'
        ? {
            mode: 'every' as const,
            every: form.every.trim() === '' ? Number.NaN : Number(form.every),
            unit: form.unit,
            start_at: vietnamInstant(form.start_at),
          }
        : { mode: 'cron' as const, cron: form.cron };
  if (form.type === 'notify')
    return {
      type: 'notify',
      audience: form.audience,
      ...(form.audience === 'customer' ? { email: form.email } : {}),
      subject: form.subject,
      message: form.message,
      when,
    };
  if (form.type === 'publish' || form.type === 'unpublish')
    return { type: form.type, collection: form.collection, target_id: form.target_id, when };
  return { type: form.type, target_id: form.target_id, when };
}

/**
 * The targets a schedule's job may act on, as select options: products or articles for publishing
 * (a hidden one marked with `hiddenWord`), promotions and flash sales for the others.
 */
export function scheduleTargetOptions(
  form: Pick<ScheduleFormState, 'type' | 'collection'>,
  data: ScheduleTargets | undefined,
  hiddenWord: string,
): { value: string; label: string }[] {
  if (form.type === 'publish' || form.type === 'unpublish')
    return form.collection === 'dmvt'
      ? (data?.products ?? []).map((row) => ({
          value: row._id,
          label: `${row.name} (${row.ma_vt})${row.online ? '' : ` · ${hiddenWord}`}`,
        }))
      : (data?.articles ?? []).map((row) => ({
          value: row._id,
          label: `${row.title} (${row.ngon_ngu})${row.shared ? '' : ` · ${hiddenWord}`}`,
        }));
  return (data?.promotions ?? []).map((row) => ({
    value: row._id,
    label: `${row.flash_sale ? 'Flash sale · ' : ''}${row.name} (${row.ma_vt})`,
  }));
}
