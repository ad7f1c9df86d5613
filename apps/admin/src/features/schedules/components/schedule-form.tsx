import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ScheduleBody,
  type ScheduleChoices,
  type ScheduleItem,
  scheduleBodySchema,
  scheduleChoices,
} from '@shop/domain/console';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { getConsoleApi, getShopApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field, SelectField, TextAreaField } from '@/ui/field';
import { scheduleQueries } from '../api/schedule-queries';
import {
  formStateOf,
  type ScheduleFormState,
  scheduleInputOf,
  scheduleTargetOptions,
  vietnamLocalValue,
} from '../lib/schedule-form';
import { ScheduleWhenFields } from './schedule-when-fields';
import { useScheduleWords } from './schedule-words';

const FIVE_MINUTES = 5 * 60_000;

/** A new schedule's form: the first job and kind of target the user's areas allow. */
function initialState(choices: ScheduleChoices): ScheduleFormState {
  const soon = vietnamLocalValue(new Date(Date.now() + FIVE_MINUTES));
  return {
    type: choices.types[0] ?? 'notify',
    audience: 'subscribers',
    email: '',
    subject: '',
    message: '',
    collection: choices.collections[0] ?? 'dmvt',
    target_id: '',
    mode: 'once',
    run_at: soon,
    every: '1',
    unit: 'days',
    start_at: soon,
    cron: '',
  };
}

/**
 * Creating a schedule: the job, what it acts on (chosen from lists), and when it runs. With
 * `editing`, the same form changes that schedule (its job stays: the job's select is disabled).
 * Only the jobs and kinds of target of the user's areas are offered (decision 038).
 */
export function ScheduleForm({
  areas,
  editing,
  onClose,
}: {
  /** The console user's areas: a schedule needs the area of what it acts on. */
  areas: readonly string[];
  editing?: ScheduleItem;
  /** Editing: after saving, or to give up. */
  onClose?: () => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const words = useScheduleWords();
  const queryClient = useQueryClient();
  const targets = useQuery(scheduleQueries.targets());
  const choices = scheduleChoices(areas);
  const [form, setForm] = useState<ScheduleFormState>(() =>
    editing ? formStateOf(editing, initialState(choices)) : initialState(choices),
  );
  const title = editing ? t`Sửa lịch` : t`Tạo lịch`;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState('');
  const set = <K extends keyof ScheduleFormState>(key: K, value: ScheduleFormState[K]) =>
    setForm((previous) => ({
      ...previous,
      [key]: value,
      // Another job or kind of target: the chosen target no longer fits.
      ...(key === 'type' || key === 'collection' ? { target_id: '' } : {}),
    }));
  /** A select of the form: its value, its error and its change (the option's value is one of the field's). */
  const choose = <K extends 'type' | 'audience' | 'collection' | 'email' | 'target_id'>(key: K) => ({
    value: form[key],
    error: errors[key],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => set(key, event.target.value as ScheduleFormState[K]),
  });
  const create = useMutation({
    mutationFn: async (body: ScheduleBody) => {
      if (editing) return (await getConsoleApi()).updateSchedule(editing._id, body);
      const api = await getShopApi();
      const { type, ...rest } = body;
      return type === 'notify'
        ? api.addNotifySchedule(rest as Parameters<typeof api.addNotifySchedule>[0])
        : api.addSchedule(type, rest as Parameters<typeof api.addSchedule>[1]);
    },
    onSuccess: (reply) => {
      setDone(reply.message);
      if (!editing) setForm(initialState(choices));
      void queryClient.invalidateQueries({ queryKey: scheduleQueries.all() });
      onClose?.();
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone('');
    const read = readForm(scheduleBodySchema, scheduleInputOf(form));
    if (!read.ok) {
      // readForm keys errors by dotted path (when.every); the form shows them by top-level field,
      // the first one of each.
      const byField: Record<string, string> = {};
      for (const [path, code] of Object.entries(read.errors)) {
        const field = path.split('.')[0] ?? path;
        byField[field] ??= codeText(code, locale) ?? code;
      }
      setErrors(byField);
      return;
    }
    setErrors({});
    create.mutate(read.value);
  };

  const data = targets.data;
  const isNotify = form.type === 'notify';
  const isPublish = form.type === 'publish' || form.type === 'unpublish';
  const targetOptions = scheduleTargetOptions(form, data, t`đang ẩn`);

  if (choices.types.length === 0)
    return (
      <Card title={title}>
        <p className="text-coffee-700 text-sm" data-testid="no-schedule-kinds">
          <Trans>
            Lịch hẹn tác động lên sản phẩm, bài viết, khuyến mãi hoặc gửi thư cho khách hàng: bạn cần thêm
            quyền với một trong các mục đó để tạo lịch.
          </Trans>
        </p>
      </Card>
    );

  return (
    <Card title={title}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={title}>
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t`Việc cần làm`}
            disabled={editing !== undefined}
            {...choose('type')}
            options={(editing ? [editing.type] : choices.types).map((type) => ({
              value: type,
              label: words.typeLabel(type),
            }))}
          />
          {isNotify ? (
            <SelectField
              label={t`Người nhận`}
              {...choose('audience')}
              options={[
                { value: 'subscribers', label: t`Mọi người đăng ký nhận tin (${data?.subscribers ?? 0})` },
                { value: 'customer', label: t`Một khách hàng` },
              ]}
            />
          ) : null}
          {isPublish ? (
            <SelectField label={t`Loại nội dung`} {...choose('collection')}>
              {choices.collections.includes('dmvt') ? <option value="dmvt">{t`Sản phẩm`}</option> : null}
              {choices.collections.includes('news') ? <option value="news">{t`Bài viết`}</option> : null}
            </SelectField>
          ) : null}
        </div>

        {isNotify && form.audience === 'customer' ? (
          <SelectField
            label={t`Khách hàng`}
            {...choose('email')}
            blank={t`Chọn khách hàng`}
            options={(data?.customers ?? []).map((row) => ({
              value: row.email,
              label: row.name ? `${row.name} · ${row.email}` : row.email,
            }))}
          />
        ) : null}
        {isNotify ? (
          <>
            <Field
              label={t`Tiêu đề thư`}
              value={form.subject}
              onChange={(event) => set('subject', event.target.value)}
              error={errors.subject}
              maxLength={200}
            />
            <TextAreaField
              label={t`Nội dung thư`}
              error={errors.message}
              rows={4}
              value={form.message}
              onChange={(event) => set('message', event.target.value)}
            />
          </>
        ) : (
          <SelectField
            label={isPublish ? t`Sản phẩm hoặc bài viết` : t`Chương trình khuyến mãi`}
            {...choose('target_id')}
            blank={t`Chọn…`}
            options={targetOptions}
          />
        )}

        <ScheduleWhenFields form={form} errors={errors} set={set} />

        {targets.error ? (
          <Alert>{errorText(targets.error, locale, t`Không tải được danh sách`)}</Alert>
        ) : null}
        {create.error ? (
          <Alert>
            {errorText(create.error, locale, editing ? t`Không lưu được lịch` : t`Không tạo được lịch`)}
          </Alert>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={create.isPending}>
            {editing ? <Trans>Lưu lịch</Trans> : <Trans>Tạo lịch</Trans>}
          </Button>
          {editing ? (
            <Button variant="secondary" onClick={onClose}>
              <Trans>Thôi</Trans>
            </Button>
          ) : null}
          <p role="status" className="font-semibold text-leaf-800 text-sm">
            {done}
          </p>
        </div>
      </form>
    </Card>
  );
}
