import type { InputHTMLAttributes } from 'react';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> & {
  onCheckedChange: (checked: boolean) => void;
};

/** A checkbox beside a text of its own (a label, a consent): the box lines up with its first line. */
export function Checkbox({ onCheckedChange, ...props }: CheckboxProps) {
  return (
    <input
      type="checkbox"
      onChange={(event) => onCheckedChange(event.target.checked)}
      className="mt-0.5 size-5 shrink-0 accent-leaf-700"
      {...props}
    />
  );
}
