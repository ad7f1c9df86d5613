import type { ReactNode } from 'react';

/** A checkbox or a radio button with its text beside it, the whole row a 44 px target. */
export function ChoiceRow({
  type = 'checkbox',
  name,
  value,
  checked,
  onChange,
  children,
}: {
  type?: 'checkbox' | 'radio';
  /** A radio group's name and this button's value. */
  name?: string;
  value?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 text-coffee-800">
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-leaf-700"
      />
      {children}
    </label>
  );
}
