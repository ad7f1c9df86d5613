import { formatPrice, parseMoneyInput } from '@shop/domain/primitives';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { useLanguageStore } from '@/stores/language-store';

/** A control's box (its side padding apart: px-3 for text, px-2 for a select). */
export const CONTROL =
  'min-h-11 rounded-lg border border-coffee-200 bg-white text-base aria-invalid:border-guava-700';
const INPUT = `${CONTROL} px-3`;

/** The attributes that tie a control to its label and its error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * The frame of every field: the label above its control, a hint and the error below it, the error
 * announced with the control (aria-describedby).
 */
export function FieldFrame({
  label,
  error,
  hint,
  className = '',
  control,
}: {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
  control: (props: ControlProps) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      {control(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {hint ? <p className="text-coffee-700 text-xs">{hint}</p> : null}
      {error ? (
        <p id={errorId} className="text-guava-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FieldProps<T> = T & { label: string; error?: string | undefined; hint?: ReactNode };

/** A field's props split in two: its frame's (label, error, hint, width) and its control's. */
function splitField<T extends { className?: string | undefined }>({
  label,
  error,
  hint,
  className,
  ...control
}: FieldProps<T>) {
  return [{ label, error, hint, className }, control] as const;
}

/** A labelled text input (any text-like type) with its error below it. */
export function Field(props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  const [frame, input] = splitField(props);
  return <FieldFrame {...frame} control={(ids) => <input className={INPUT} {...ids} {...input} />} />;
}

/** A whole number typed as text (a phone's number pad), read by the form's schema. */
export function NumberField(props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return <Field inputMode="numeric" autoComplete="off" {...props} />;
}

/**
 * An amount in VND typed as people type it ('30.000', '30 000', '30000 ₫'): read with the domain's
 * parseMoneyInput (the schemas' moneyField reads it the same way), the amount it stands for shown
 * below once it reads.
 */
export function MoneyField({
  value,
  hint,
  ...props
}: FieldProps<InputHTMLAttributes<HTMLInputElement>> & { value: string }) {
  const locale = useLanguageStore((state) => state.language);
  const read = value.trim() === '' ? null : parseMoneyInput(value);
  const shown = read?.ok && String(read.value) !== value.trim() ? formatPrice(read.value, locale) : null;
  return <NumberField value={value} hint={shown ? `= ${shown}` : hint} {...props} />;
}

/** A date and time typed in Vietnam time (seconds kept); the form turns it into an instant. */
export function DateTimeField(props: FieldProps<InputHTMLAttributes<HTMLInputElement>>) {
  return <Field type="datetime-local" step={1} {...props} />;
}

/** One choice of a select. */
export interface Choice {
  value: string;
  label: string;
}

/**
 * A native select (the phone's own picker) with its label and error: its `options`, after the
 * choice of no value when `blank` names it ('Tất cả' for a filter, 'Chọn…' for a pick still to
 * make), then any `children`.
 */
export function SelectField({
  options = [],
  blank,
  ...props
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>> & { options?: readonly Choice[]; blank?: string }) {
  // min-w-0 on the frame: a long option (a product's name and price) must not widen the form past a phone's screen.
  const [frame, { children, ...select }] = splitField(props);
  return (
    <FieldFrame
      {...frame}
      control={(ids) => (
        <select className={`${CONTROL} px-2`} {...ids} {...select}>
          {blank === undefined ? null : <option value="">{blank}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    />
  );
}

/** A labelled text area. */
export function TextAreaField(props: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const [frame, area] = splitField(props);
  return (
    <FieldFrame
      {...frame}
      control={(ids) => <textarea className={`${INPUT} min-h-32 py-2`} {...ids} {...area} />}
    />
  );
}

/** An on/off choice, its label beside it. */
export function CheckboxField({
  label,
  checked,
  disabled,
  className = '',
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean | undefined;
  className?: string;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className={`flex min-h-11 items-center gap-3 text-sm ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="size-5 accent-leaf-700"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
