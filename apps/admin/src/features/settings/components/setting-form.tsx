import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { Alert } from '@/ui/alert';
import { CheckboxField, Field, NumberField, SelectField } from '@/ui/field';
import { Form } from '@/ui/form';
import { SaveBar } from '@/ui/save-bar';
import { type FormIssue, useForm } from '@/ui/use-form';

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

/** A settings write's reply: its message, and the row it wrote (a new one's id). */
export type SavedReply = { message: string; item?: { _id: string } };

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
  onSaved,
  submitLabel,
  onChange,
  children,
}: {
  schema: TSchema;
  fields: readonly FieldSpec[];
  initial: FormValues;
  check?: (value: v.InferOutput<TSchema>) => FormIssue;
  save: (value: v.InferOutput<TSchema>) => Promise<SavedReply>;
  /** After the save was taken and the form holds it as saved (open the new row's screen). */
  onSaved?: (reply: SavedReply) => unknown;
  submitLabel?: string;
  onChange?: (values: FormValues) => void;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const form = useForm({
    initial,
    schema: schema as v.GenericSchema<unknown, v.InferOutput<TSchema>>,
    check,
    send: save,
    onSaved,
    invalidText: t`Vui lòng sửa các ô được đánh dấu.`,
  });
  const setMany = (patch: FormValues) => {
    const next = { ...form.values, ...patch };
    form.setValues(next);
    onChange?.(next);
  };

  return (
    <Form form={form}>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) =>
          field.control ? (
            <div key={field.name} className={field.wide ? 'sm:col-span-2' : ''}>
              {field.control({
                label: field.label,
                values: form.values,
                error: form.error(field.name),
                set: setMany,
              })}
            </div>
          ) : (
            <SpecField
              key={field.name}
              field={field}
              value={form.values[field.name] ?? ''}
              error={form.error(field.name)}
              onChange={(value) => setMany({ [field.name]: value })}
            />
          ),
        )}
      </div>
      {form.error('') ? <Alert>{form.error('')}</Alert> : null}
      {children}
      <SaveBar status={form.status} saving={form.saving} label={submitLabel ?? <Trans>Lưu</Trans>} />
    </Form>
  );
}

function SpecField({
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
  const wide = field.wide ? 'sm:col-span-2' : '';
  if (field.type === 'checkbox')
    return (
      <CheckboxField
        label={field.label}
        checked={value === true}
        onChange={onChange}
        className={`font-semibold ${wide}`}
      />
    );
  if (field.options)
    return (
      <SelectField
        label={field.label}
        value={String(value)}
        error={error}
        className={wide}
        onChange={(event) => onChange(event.target.value)}
      >
        {field.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    );
  const Input = field.type === 'number' ? NumberField : Field;
  return (
    <Input
      label={field.label}
      name={field.name}
      type={field.type === 'number' ? 'text' : (field.type ?? 'text')}
      autoComplete={field.autoComplete ?? 'off'}
      value={String(value)}
      error={error}
      hint={field.hint}
      className={wide}
      onChange={(event) => onChange(event.target.value)}
      onBlur={field.normalise ? (event) => onChange(field.normalise?.(event.target.value) ?? '') : undefined}
    />
  );
}
