import type { ReactNode } from 'react';
import type { VariantOption } from '../../lib/variant-choice';

type VariantPickerProps = {
  legend: ReactNode;
  options: readonly VariantOption[];
  value: string | undefined;
  onChange: (value: string) => void;
};

/**
 * One axis of the variants as toggle buttons. Every value stays clickable: picking one that does
 * not go with the other axis moves the other axis to a value that does (dashed = not with the
 * current pick).
 */
export function VariantPicker({ legend, options, value, onChange }: VariantPickerProps) {
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="font-semibold text-coffee-900 text-sm">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const isSelected = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={isSelected}
              onClick={() => onChange(option.value)}
              className={`min-h-11 rounded-xl border px-4 font-medium text-sm transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 ${
                isSelected
                  ? 'border-leaf-700 bg-leaf-50 text-leaf-900 ring-1 ring-leaf-700'
                  : `bg-white text-coffee-800 hover:border-leaf-400 ${option.isAvailable ? 'border-leaf-200' : 'border-coffee-200 border-dashed text-coffee-500'}`
              }`}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
