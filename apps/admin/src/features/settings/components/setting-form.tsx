import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { useId, useState } from 'react';
import type * as v from 'valibot';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { SaveBar, type SaveStatus } from './save-bar';

export type FormValues = Record<string, string | boolean>;

/** One field of a settings form: a text-like input, a choice, or an on/off switch. */
export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'number' | 'date' | 'email' | 'url' | 'tel' | 'checkbox';
  options?: readonly { value: string; label: string }[];
  hint?: string;
  autoComplete?: string;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  /** Rewrites the value when the field is left (the holder's name in capitals, as a bank prints it). */
  normalise?: (value: string) => string;
  /** A control of its own (a picker) that may set several fields at once. */
  control?: (props: FieldControlProps) => ReactNode;
}

export interface FieldControlProps {
  label: string;
  values: FormValues;
  error: string | undefined;
  set: (patch: FormValues) => void;
}

/**
 * A settings form: its values checked with the domain schema the server reads the request with
 * (the same coded messages, in the console's language) and, when given, one more rule (`check`);
 * then saved through `save`, whose refusal is shown as the server words it.
 */
export function SettingForm<TSchema extends v.GenericSchema>({
  schema,
  fields,
  initial,
  check,
  save,
  submitLabel,
  onChange,
  children,
}: {
  schema: TSchema;
  fields: readonly FieldSpec[];
  initial: FormValues;
  check?: (value: v.InferOutput<TSchema>) => { field: string; code: string } | undefined;
  save: (value: v.InferOutput<TSchema>) => Promise<{ message: string }>;
  submitLabel?: string;
  onChange?: (values: FormValues) => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const [values, setValues] = useState<FormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>(null);
  const [isSaving, setSaving] = useState(false);
  const words = (code: string) => codeText(code, locale) ?? code;

  const setMany = (patch: FormValues) => {
    const next = { ...values, ...patch };
    setValues(next);
    onChange?.(next);
  };
  const set = (name: string, value: string | boolean) => setMany({ [name]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    const read = readForm(schema, values);
    const issue = read.ok ? check?.(read.value) : undefined;
    if (!read.ok || issue) {
      const found = read.ok ? { [issue?.field ?? '']: issue?.code ?? '' } : read.errors;
      setErrors(Object.fromEntries(Object.entries(found).map(([key, code]) => [key, words(code)])));
      setStatus({ ok: false, text: t`Vui lòng sửa các ô được đánh dấu.` });
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const reply = await save(read.value);
      setStatus({ ok: true, text: reply.message });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, locale, t`Không lưu được, vui lòng thử lại`) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) =>
          field.control ? (
            <div key={field.name} className={field.wide ? 'sm:col-span-2' : ''}>
              {field.control({ label: field.label, values, error: errors[field.name], set: setMany })}
            </div>
          ) : (
            <FormField
              key={field.name}
              field={field}
              value={values[field.name] ?? ''}
              error={errors[field.name]}
              onChange={(value) => set(field.name, value)}
            />
          ),
        )}
      </div>
      {errors[''] ? <Alert>{errors['']}</Alert> : null}
      {children}
      <SaveBar
        status={status}
        button={
          <Button type="submit" disabled={isSaving}>
            {submitLabel ?? <Trans>Lưu</Trans>}
          </Button>
        }
      />
    </form>
  );
}

function FormField({
  field,
  value,
  error,
  onChange,
}: {
  field: FieldSpec;
  value: string | boolean;
  error: string | undefined;
  onChange: (value: string | boolean) => void;
}) {
  const id = useId();
  const wide = field.wide ? 'sm:col-span-2' : '';
  if (field.type === 'checkbox')
    return (
      <label htmlFor={id} className={`flex min-h-11 items-center gap-3 font-semibold text-sm ${wide}`}>
        <input
          id={id}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-leaf-700"
        />
        {field.label}
      </label>
    );
  if (field.options)
    return (
      <div className={`flex flex-col gap-1 ${wide}`}>
        <label htmlFor={id} className="font-semibold text-sm">
          {field.label}
        </label>
        <select
          id={id}
          value={String(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="min-h-11 rounded-lg border border-coffee-200 bg-white px-2 text-base aria-invalid:border-guava-700"
        >
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {error ? (
          <p id={`${id}-error`} className="text-guava-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
    );
  return (
    <div className={wide}>
      <Field
        label={field.label}
        name={field.name}
        type={field.type === 'number' ? 'text' : (field.type ?? 'text')}
        inputMode={field.type === 'number' ? 'numeric' : undefined}
        autoComplete={field.autoComplete ?? 'off'}
        value={String(value)}
        error={error}
        onChange={(event) => onChange(event.target.value)}
        onBlur={
          field.normalise ? (event) => onChange(field.normalise?.(event.target.value) ?? '') : undefined
        }
      />
      {field.hint ? <p className="mt-1 text-coffee-700 text-xs">{field.hint}</p> : null}
    </div>
  );
}
