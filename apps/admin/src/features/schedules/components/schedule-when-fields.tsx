import { Trans, useLingui } from '@lingui/react/macro';
import { DateTimeField, Field, SelectField } from '@/ui/field';
import type { ScheduleFormState } from '../lib/schedule-form';
import { useScheduleWords } from './schedule-words';

/** Sets one value of the schedule's form. */
export type SetScheduleValue = <K extends keyof ScheduleFormState>(
  key: K,
  value: ScheduleFormState[K],
) => void;

/** When a schedule runs, in Vietnam time: once at a moment, every N minutes/hours/days from a start, or by cron. */
export function ScheduleWhenFields({
  form,
  errors,
  set,
}: {
  form: ScheduleFormState;
  errors: Record<string, string>;
  set: SetScheduleValue;
}) {
  const { t } = useLingui();
  const words = useScheduleWords();
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-coffee-100 p-3">
      <legend className="px-1 font-semibold text-sm">
        <Trans>Thời gian (giờ Việt Nam)</Trans>
      </legend>
      <SelectField
        label={t`Chạy`}
        value={form.mode}
        onChange={(event) => set('mode', event.target.value as ScheduleFormState['mode'])}
      >
        <option value="once">{t`Một lần`}</option>
        <option value="every">{t`Lặp lại theo chu kỳ`}</option>
        <option value="cron">{t`Theo biểu thức cron`}</option>
      </SelectField>
      {form.mode === 'once' ? (
        <DateTimeField
          label={t`Lúc`}
          value={form.run_at}
          onChange={(event) => set('run_at', event.target.value)}
          error={errors.when}
        />
      ) : null}
      {form.mode === 'every' ? (
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            label={t`Mỗi`}
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            value={form.every}
            onChange={(event) => set('every', event.target.value)}
            error={errors.when}
          />
          <SelectField
            label={t`Đơn vị`}
            value={form.unit}
            onChange={(event) => set('unit', event.target.value as ScheduleFormState['unit'])}
          >
            <option value="minutes">{words.units.minutes}</option>
            <option value="hours">{words.units.hours}</option>
            <option value="days">{words.units.days}</option>
          </SelectField>
          <DateTimeField
            label={t`Bắt đầu lúc`}
            value={form.start_at}
            onChange={(event) => set('start_at', event.target.value)}
          />
        </div>
      ) : null}
      {form.mode === 'cron' ? (
        <>
          <Field
            label={t`Biểu thức cron`}
            value={form.cron}
            placeholder="0 8 * * 1"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => set('cron', event.target.value)}
            error={errors.when}
          />
          <p className="text-coffee-700 text-sm">
            <Trans>5 trường: phút giờ ngày tháng thứ. Ví dụ "0 8 * * 1": 8 giờ sáng thứ Hai.</Trans>
          </p>
        </>
      ) : null}
    </fieldset>
  );
}
