import { type InputHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';

type Tone = 'light' | 'dark';

export type FieldProps = {
  label: string;
  error?: string | undefined;
  /** Marks the label with an asterisk (the rule itself lives in the form's schema). */
  isRequired?: boolean;
  tone?: Tone;
};

const LABEL_TONES: Record<Tone, string> = {
  light: 'text-coffee-800',
  dark: 'text-leaf-50',
};
const ERROR_TONES: Record<Tone, string> = {
  light: 'text-guava-700',
  dark: 'text-guava-200',
};

export const fieldClass =
  'w-full rounded-xl border bg-white px-3.5 py-2.5 text-coffee-900 placeholder:text-coffee-500 transition focus:outline-2 focus:outline-offset-0 aria-invalid:border-guava-600 aria-invalid:focus:outline-guava-600/30 border-coffee-200 focus:border-leaf-600 focus:outline-leaf-600/30';

/** What ties a control to its label and its error (aria-invalid, aria-describedby). */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A label (with the required asterisk), the control `children` renders with the props that tie
 * it to the label and the error, and the error below it.
 */
export function FieldFrame({
  label,
  error,
  isRequired,
  tone = 'light',
  children,
}: FieldProps & { children: (control: FieldControlProps) => React.ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={`mb-1.5 block font-semibold text-sm ${LABEL_TONES[tone]}`}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-guava-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error ? (
        <p id={`${id}-error`} className={`mt-1 text-sm ${ERROR_TONES[tone]}`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled input whose error is tied to it (aria-invalid, aria-describedby). */
export function TextField({
  label,
  error,
  isRequired,
  tone,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} error={error} isRequired={isRequired} tone={tone}>
      {(control) => <input {...control} className={`${fieldClass} min-h-11`} {...props} />}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  error,
  isRequired,
  tone,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} error={error} isRequired={isRequired} tone={tone}>
      {(control) => <textarea {...control} className={`${fieldClass} resize-y`} {...props} />}
    </FieldFrame>
  );
}

/**
 * A required password: `autoComplete` tells the browser whether to fill the saved one
 * ('current-password') or offer a new one ('new-password').
 */
export function PasswordField(
  props: FieldProps &
    InputHTMLAttributes<HTMLInputElement> & { autoComplete: 'current-password' | 'new-password' },
) {
  return <TextField isRequired type="password" {...props} />;
}
