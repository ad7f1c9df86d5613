import { useLingui } from '@lingui/react/macro';
import { quantityCap } from '@shop/domain/pricing';
import { useEffect, useState } from 'react';
import type { QuantityChange } from '../lib/quantity-change';

type QuantityControlProps = {
  quantity: number;
  stock: number | null | undefined;
  /** The product's name, so each control says which line it changes. */
  name: string;
  /** Applies the change and returns the quantity to show. */
  onChange: (change: QuantityChange) => number;
};

const STEP =
  'inline-flex size-10 items-center justify-center rounded-full text-xl text-coffee-800 transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700';

/**
 * Minus, the typed quantity and plus (SPEC §4, §5). Minus stays enabled at 1: pressing it there
 * asks to remove the line. A typed quantity is applied on Enter or when the box loses focus.
 */
export function QuantityControl({ quantity, stock, name, onChange }: QuantityControlProps) {
  const { t } = useLingui();
  const [text, setText] = useState(String(quantity));
  useEffect(() => setText(String(quantity)), [quantity]);
  const commit = () => {
    if (text === String(quantity)) return;
    setText(String(onChange({ kind: 'type', text })));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of a spin box and its two buttons, not a form section
    <div
      role="group"
      aria-label={t`Số lượng ${name}`}
      className="inline-flex items-center rounded-full border border-leaf-200 bg-white"
    >
      <StepButton label={t`Giảm số lượng`} onClick={() => onChange({ kind: 'decrement' })}>
        −
      </StepButton>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={quantityCap(stock)}
        value={text}
        aria-label={t`Số lượng`}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="w-12 bg-transparent text-center font-semibold text-coffee-900 [appearance:textfield] focus-visible:outline-none [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      <StepButton label={t`Tăng số lượng`} onClick={() => onChange({ kind: 'increment' })}>
        +
      </StepButton>
    </div>
  );
}

/** One of the spin box's two buttons: one less, one more. */
function StepButton({ label, onClick, children }: { label: string; onClick: () => void; children: string }) {
  return (
    <button type="button" className={STEP} onClick={onClick} aria-label={label}>
      {/* The sign is a picture of the action, not its name: the name is the label (WCAG 2.5.3 asks a
          shown word to be in the name; Lighthouse took the sign for one). */}
      <span aria-hidden="true">{children}</span>
    </button>
  );
}
