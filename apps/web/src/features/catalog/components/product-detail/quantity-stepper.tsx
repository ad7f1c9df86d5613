import { Trans, useLingui } from '@lingui/react/macro';
import { quantityCap } from '@shop/domain/pricing';

type QuantityStepperProps = { value: number; stock: number; onChange: (quantity: number) => void };

const STEP =
  'inline-flex size-11 items-center justify-center rounded-full text-xl text-coffee-800 transition hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 disabled:text-coffee-300 disabled:hover:bg-transparent';

/** Quantity from 1 to the stock cap of the domain (9999 when stock is unknown). */
export function QuantityStepper({ value, stock, onChange }: QuantityStepperProps) {
  const { t } = useLingui();
  const cap = quantityCap(stock);
  const set = (next: number) => onChange(Math.min(Math.max(1, Math.trunc(next) || 1), cap));
  return (
    <div>
      <label htmlFor="product-quantity" className="block font-semibold text-coffee-900 text-sm">
        <Trans>Số lượng</Trans>
      </label>
      <div className="mt-2 inline-flex items-center rounded-full border border-leaf-200 bg-white">
        <button
          type="button"
          className={STEP}
          onClick={() => set(value - 1)}
          disabled={value <= 1}
          aria-label={t`Giảm số lượng`}
        >
          −
        </button>
        <input
          id="product-quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={cap}
          value={value}
          onChange={(event) => set(Number(event.target.value))}
          className="w-14 appearance-none bg-transparent text-center font-semibold text-coffee-900 [appearance:textfield] focus-visible:outline-none [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className={STEP}
          onClick={() => set(value + 1)}
          disabled={value >= cap}
          aria-label={t`Tăng số lượng`}
        >
          +
        </button>
      </div>
    </div>
  );
}
