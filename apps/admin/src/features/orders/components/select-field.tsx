import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

/** A labelled native select (the phone's own picker); "All" first unless told otherwise. */
export function SelectField({
  label,
  name,
  value,
  options,
  hasAll = true,
  className = '',
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  hasAll?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value ?? ''}
        className="min-h-11 rounded-lg border border-coffee-200 bg-white px-2 text-base"
      >
        {hasAll ? <option value="">{t`Tất cả`}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
