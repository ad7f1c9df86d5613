import { type InputHTMLAttributes, useId } from 'react';

/** A labelled input with its error below it (announced by screen readers with the input). */
export function Field({
  label,
  error,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="min-h-11 rounded-lg border border-coffee-200 bg-white px-3 text-base aria-invalid:border-guava-700"
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-guava-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
