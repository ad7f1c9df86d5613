import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { AppLink } from '@/ui/app-link';
import { CheckBadgeIcon } from '@/ui/icons';
import { ContinueShoppingLink } from './checkout-states';

type ResultPanelProps = {
  tone: 'success' | 'failure' | 'pending' | 'neutral';
  title: ReactNode;
  children?: ReactNode;
};

const TONES = {
  success: 'bg-leaf-100 text-leaf-800',
  failure: 'bg-guava-100 text-guava-800',
  pending: 'bg-cream-200 text-coffee-800',
  neutral: 'bg-cream-200 text-coffee-800',
} as const;

/** The frame of the order result: a headline with its mark, the details, then where to go next. */
export function ResultPanel({ tone, title, children }: ResultPanelProps) {
  const isUser = useSessionStore((state) => state.token !== undefined);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6 lg:py-14">
      <div className="rounded-2xl border border-coffee-100 bg-white p-5 text-center shadow-sm sm:p-8">
        <span
          className={`mx-auto grid size-16 place-items-center rounded-full ${TONES[tone]}`}
          aria-hidden="true"
        >
          {tone === 'failure' ? (
            <span className="font-bold text-3xl">!</span>
          ) : tone === 'neutral' ? (
            <span className="font-bold text-3xl">?</span>
          ) : (
            <CheckBadgeIcon className="size-9" />
          )}
        </span>
        <h1 className="mt-4 font-bold text-2xl text-coffee-900 sm:text-3xl">{title}</h1>
        <div className="mt-4 grid gap-4 text-coffee-800">{children}</div>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {isUser ? (
            <AppLink
              href="/user-profile/purchased-return"
              className="inline-flex min-h-11 items-center justify-center rounded-full border border-leaf-700 px-6 font-semibold text-leaf-800 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
            >
              <Trans>Xem đơn mua</Trans>
            </AppLink>
          ) : null}
          <ContinueShoppingLink />
        </div>
      </div>
    </div>
  );
}

/** Order code, amount and e-mail, as a short list of facts. */
export function OrderFacts({ facts }: { facts: readonly [ReactNode, ReactNode | undefined][] }) {
  const shown = facts.filter(([, value]) => value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <dl className="mx-auto grid w-full max-w-sm gap-2 text-left">
      {shown.map(([label, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list in a fixed order
        <div key={index} className="flex justify-between gap-4 border-coffee-100 border-b pb-2">
          <dt className="shrink-0 text-coffee-700">{label}</dt>
          <dd className="min-w-0 break-words text-right font-semibold text-coffee-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
