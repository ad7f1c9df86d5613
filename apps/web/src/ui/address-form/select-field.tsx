import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldProps, fieldClass } from '../text-field';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  Omit<FieldProps, 'tone'> & {
    /** The first, empty option ('Chọn tỉnh/thành phố'). */
    placeholder: string;
    options: readonly string[];
  };

/**
 * A labelled native select: on a phone it opens the system's own picker, which handles long
 * lists (a province has up to 160 wards) better than any custom menu.
 */
export function SelectField({ label, error, isRequired, placeholder, options, ...props }: SelectFieldProps) {
  return (
    <FieldFrame label={label} error={error} isRequired={isRequired}>
      {(control) => (
        <select
          {...control}
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
      )}
    </FieldFrame>
  );
}
