import { type SelectHTMLAttributes, useId } from 'react';
import { fieldClass } from '../text-field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  isRequired?: boolean;
  /** The first, empty option ('Chọn tỉnh/thành phố'). */
  placeholder: string;
  options: readonly string[];
};

/**
 * A labelled native select: on a phone it opens the system's own picker, which handles long
 * lists (a province has up to 160 wards) better than any custom menu.
 */
export function SelectField({ label, error, isRequired, placeholder, options, ...props }: SelectFieldProps) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold text-coffee-800 text-sm">
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="text-guava-600">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${fieldClass} min-h-11 disabled:bg-coffee-50 disabled:text-coffee-500`}
        {...props}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-guava-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}
