import { createContext, type ReactNode, use } from 'react';
import { Panel } from '@/ui/panel';

/** A titled block of the checkout page. */
export function CheckoutSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <Panel
      title={title}
      headingId={id}
      headingClassName="mb-4 font-bold text-coffee-900 text-lg"
      className="border-coffee-100 p-4 sm:p-6"
    >
      {children}
    </Panel>
  );
}

const CHOICE =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-coffee-200 p-3 transition has-checked:border-leaf-600 has-checked:bg-leaf-50 has-focus-visible:outline-2 has-focus-visible:outline-leaf-700';

type Choice = { name: string; current: string; onChoose: (value: string) => void };
const ChoiceContext = createContext<Choice | null>(null);

/**
 * A radio group of ChoiceCards (address, carrier, payment method) named `name`: the card whose
 * value is `current` is checked, a tap on another calls `onChoose` with its value. `legend` is
 * said to screen readers only (the section's title shows).
 */
export function ChoiceGroup({
  legend,
  className = '',
  busy,
  children,
  ...choice
}: Choice & { legend: string; className?: string; busy?: boolean; children: ReactNode }) {
  return (
    <fieldset className={`${className} grid gap-2`.trim()} aria-busy={busy}>
      <legend className="sr-only">{legend}</legend>
      <ChoiceContext.Provider value={choice}>{children}</ChoiceContext.Provider>
    </fieldset>
  );
}

/** One choice of its ChoiceGroup as a large tappable card: its radio, then `children`, its text. */
export function ChoiceCard({ value, children }: { value: string; children: ReactNode }) {
  const choice = use(ChoiceContext);
  if (!choice) throw new Error('ChoiceCard must be inside a ChoiceGroup');
  return (
    <label className={CHOICE}>
      <input
        type="radio"
        name={choice.name}
        value={value}
        checked={choice.current === value}
        onChange={() => choice.onChoose(value)}
        className="mt-1 size-4 shrink-0 accent-leaf-700"
      />
      {children}
    </label>
  );
}
