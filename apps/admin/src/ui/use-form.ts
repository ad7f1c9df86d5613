import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { type FormEvent, useRef, useState } from 'react';
import type * as v from 'valibot';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import type { SaveStatus } from './save-bar';

/** A refusal the caller finds itself (a rule across fields): the field it is about and its code. */
export type FormIssue = { field: string; code: string } | undefined;

export interface FormOptions<TValues, TOutput, TReply> {
  /** The values as the form holds them (texts as typed, on/off as booleans). */
  initial: TValues | (() => TValues);
  /** The domain schema the server reads the request with (its messages are codes). */
  schema: v.GenericSchema<unknown, TOutput>;
  /** What the schema reads: the values as the request body (typed numbers, instants); the values by default. */
  toInput?: (values: TValues) => unknown;
  /** One more rule, on what the schema read. */
  check?: (output: TOutput) => FormIssue;
  /** Sends what the schema read; its reply's message is the confirmation. */
  send: (output: TOutput, values: TValues) => Promise<TReply>;
  /** The values to hold after the server took them (its figures, the new ids); those sent by default. */
  keep?: (reply: TReply, values: TValues) => TValues;
  /** Runs once the values are kept (read lists again, open the new item's screen). */
  onSaved?: (reply: TReply) => unknown;
  /**
   * The server's coded refusals that are about one field (or a function of the values choosing it):
   * its message shows under that field, and the status is `invalidText` when given.
   */
  codeFields?: Readonly<Record<string, string | ((values: TValues, message: string) => string)>>;
  /** Runs when the schema refuses (show the part of the form the first message is in). */
  onInvalid?: (errors: Record<string, string>) => void;
  /** The confirmation shown first (the reply that created the item, on its new screen). */
  saved?: string;
  /** The schema's messages as the form shows them (one per field, a list's by its row); as read by default. */
  shownErrors?: (errors: Record<string, string>) => Record<string, string>;
  /** The status when the schema refuses ('Vui lòng sửa các ô được đánh dấu.'); none by default. */
  invalidText?: string;
  /** The refusal's words when the server gives none. */
  failure?: string;
}

/**
 * The console's form scaffold: values, the schema's messages by field (its dotted path), the
 * server's refusal (and its field, by code), saving, the confirmation, and whether anything changed
 * since it was loaded or last saved (`dirty`, read by the leave guard).
 */
export function useForm<TValues extends object, TOutput, TReply extends { message?: string }>(
  options: FormOptions<TValues, TOutput, TReply>,
) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [values, setValuesState] = useState(options.initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>(options.saved ? { ok: true, text: options.saved } : null);
  const [saving, setSaving] = useState(false);
  const valuesRef = useRef(values);
  const baseline = useRef(JSON.stringify(values));
  valuesRef.current = values;

  // The latest values are known at once (not at the next render), so that a save that moves to
  // another screen right after keeping the server's values is not taken for unsaved changes.
  const setValues = (next: TValues | ((current: TValues) => TValues)) => {
    const updated = typeof next === 'function' ? next(valuesRef.current) : next;
    valuesRef.current = updated;
    setValuesState(updated);
  };
  const patch = (change: Partial<TValues>) => setValues((current) => ({ ...current, ...change }));
  const set = <K extends keyof TValues>(name: K, value: TValues[K]) =>
    setValues((current) => ({ ...current, [name]: value }));
  const isDirty = () => JSON.stringify(valuesRef.current) !== baseline.current;
  /** Holds these values as the saved ones (the leave guard lets the screen go). */
  const markSaved = (kept: TValues = valuesRef.current) => {
    baseline.current = JSON.stringify(kept);
    setValues(kept);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setStatus(null);
    const sent = valuesRef.current;
    const read = readForm(options.schema, options.toInput ? options.toInput(sent) : sent);
    const issue = read.ok ? options.check?.(read.value) : undefined;
    if (!read.ok || issue) {
      const found = read.ok ? { [issue?.field ?? '']: issue?.code ?? '' } : read.errors;
      setErrors(options.shownErrors ? options.shownErrors(found) : found);
      options.onInvalid?.(found);
      if (options.invalidText) setStatus({ ok: false, text: options.invalidText });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const reply = await options.send(read.value, sent);
      markSaved(options.keep ? options.keep(reply, sent) : sent);
      setStatus(reply.message ? { ok: true, text: reply.message } : null);
      await options.onSaved?.(reply);
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      const about = error instanceof ApiError && error.code ? options.codeFields?.[error.code] : undefined;
      const field = typeof about === 'function' ? about(sent, message) : about;
      if (field) setErrors({ [field]: message });
      setStatus({
        ok: false,
        text:
          field && options.invalidText
            ? options.invalidText
            : errorText(error, locale, options.failure ?? t`Không lưu được, vui lòng thử lại`),
      });
    } finally {
      setSaving(false);
    }
  };

  return {
    values,
    setValues,
    patch,
    set,
    /** A text control's value, change handler and message: `<Field label=… {...form.field('ten')} />`. */
    field: (name: keyof TValues & string) => ({
      value: String((values as Record<string, unknown>)[name] ?? ''),
      onChange: (event: { target: { value: string } }) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      error: errors[name] ? (codeText(errors[name], locale) ?? errors[name]) : undefined,
    }),
    /** A field's message in the reader's language (by dotted path). */
    error: (field: string) =>
      errors[field] ? (codeText(errors[field], locale) ?? errors[field]) : undefined,
    errors,
    setErrors,
    status,
    setStatus,
    saving,
    dirty: JSON.stringify(values) !== baseline.current,
    isDirty,
    markSaved,
    submit,
  };
}

export type FormState = Pick<ReturnType<typeof useForm>, 'isDirty' | 'submit'>;
