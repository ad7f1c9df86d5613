import { Trans, useLingui } from '@lingui/react/macro';
import type { ConsoleApi, PromotionWriteReply } from '@shop/api-client';
import { toVietnamInputValue } from '@shop/domain';
import { type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type * as v from 'valibot';
import { type FieldLabels, invalidateItemHistory, ItemTimeline } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';
import { invalidatePromotions } from '../api/promotion-queries';
import { PromotionsNav, Saved } from './shared';

/**
 * The create screen (no id) or the edit screen of an item of the area: its title, the area's tabs,
 * the form (given the stored item, or undefined for a new one) and, when editing, its timeline.
 */
export function ItemScreen<TItem extends { _id: string }>({
  title,
  id,
  item,
  loadError,
  collection,
  labels,
  form,
}: {
  title: string;
  id: string | undefined;
  item: UseQueryResult<TItem>;
  loadError: string;
  collection: string;
  labels: FieldLabels;
  form: (item: TItem | undefined) => ReactNode;
}) {
  const locale = useLanguageStore((state) => state.language);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PromotionsNav />
      {item.error ? <Alert>{errorText(item.error, locale, loadError)}</Alert> : null}
      {id && !item.data ? null : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div key={item.data?._id ?? 'new'}>{form(item.data)}</div>
          {id && item.data ? <ItemTimeline collection={collection} id={id} labels={labels} /> : null}
        </div>
      )}
    </>
  );
}

/**
 * The state of an item's form: its values (texts), the schema's messages by field, the saved
 * message, and saving: the body is built from the values, read with the domain schema (the server
 * reads it with the same one) and sent; a new item then opens its edit screen (`onCreated`), an
 * edited one shows the message and its timeline is read again. `ended` takes the reply of an
 * "end now" / "disable" action.
 */
export function useItemForm<
  TValues extends { hieu_luc_tu: string; hieu_luc_den: string },
  TBody,
  TItem extends { _id: string },
>({
  initial,
  toBody,
  schema,
  collection,
  item,
  send,
  onCreated,
}: {
  initial: () => TValues;
  toBody: (values: TValues) => TBody;
  schema: v.GenericSchema;
  collection: string;
  item: TItem | undefined;
  send: (api: ConsoleApi, body: TBody, item: TItem | undefined) => Promise<PromotionWriteReply<TItem>>;
  onCreated: (created: TItem) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: async (body: TBody) => send(await getConsoleApi(), body, item),
    onSuccess: async (reply) => {
      await invalidatePromotions(queryClient);
      if (!item) return onCreated(reply.item);
      setSaved(reply.message);
      return invalidateItemHistory(queryClient, collection, item._id);
    },
  });
  return {
    values,
    setValues,
    saved,
    save,
    /** Sets one field's text. */
    setField: (field: keyof TValues, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    /** A text field's change handler. */
    set: (field: keyof TValues) => (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    /** A field's message in the reader's language (by dotted path). */
    error: (field: string) =>
      errors[field] ? (codeText(errors[field], locale) ?? errors[field]) : undefined,
    /** The server's refusal of the last save, in words. */
    saveError: save.error ? errorText(save.error, locale, t`Không lưu được`) : null,
    submit: (event: FormEvent) => {
      event.preventDefault();
      setSaved(null);
      const body = toBody(values);
      const read = readForm(schema, body);
      setErrors(read.ok ? {} : read.errors);
      if (read.ok) save.mutate(body);
    },
    ended: (reply: PromotionWriteReply<{ hieu_luc_den?: string | null }>) => {
      setSaved(reply.message);
      setValues((current) => ({ ...current, hieu_luc_den: toVietnamInputValue(reply.item.hieu_luc_den) }));
      if (item) void invalidateItemHistory(queryClient, collection, item._id);
    },
  };
}

/** The start and end of an item's window, typed in Vietnam time (seconds kept). */
export function WindowFields({
  start,
  end,
  onChange,
  error,
}: {
  start: string;
  end: string;
  onChange: (field: 'hieu_luc_tu' | 'hieu_luc_den', value: string) => void;
  error: (field: string) => string | undefined;
}) {
  const { t } = useLingui();
  return (
    <>
      <Field
        label={t`Bắt đầu (giờ Việt Nam)`}
        type="datetime-local"
        step={1}
        value={start}
        onChange={(event) => onChange('hieu_luc_tu', event.target.value)}
        error={error('hieu_luc_tu')}
      />
      <Field
        label={t`Kết thúc (giờ Việt Nam)`}
        type="datetime-local"
        step={1}
        value={end}
        onChange={(event) => onChange('hieu_luc_den', event.target.value)}
        error={error('hieu_luc_den')}
      />
    </>
  );
}

/** The end of an item's form: the refusal or the saved message, Save, then the item's actions. */
export function SaveRow({
  form,
  children,
}: {
  form: { saveError: string | null; saved: string | null; save: { isPending: boolean } };
  children?: ReactNode;
}) {
  return (
    <>
      {form.saveError ? <Alert>{form.saveError}</Alert> : null}
      <Saved message={form.saved} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={form.save.isPending}>
          <Trans>Lưu</Trans>
        </Button>
        {children}
      </div>
    </>
  );
}
