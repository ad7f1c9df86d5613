import type { ReactNode } from 'react';
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

/** The look of a radio choice (address, carrier, payment method) as a large tappable card. */
export const choiceClass =
  'flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-coffee-200 p-3 transition has-checked:border-leaf-600 has-checked:bg-leaf-50 has-focus-visible:outline-2 has-focus-visible:outline-leaf-700';
export const radioClass = 'mt-1 size-4 shrink-0 accent-leaf-700';
