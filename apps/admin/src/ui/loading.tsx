import type { ReactNode } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from './alert';

/** A screen's "loading…" line, announced to screen readers. */
export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="py-10 text-center text-coffee-700">
      {children}
    </p>
  );
}

/**
 * What a screen or card shows while its query has no data to show: the failed load in the server's
 * words (`failed` when it gave none), else the "loading…" text (`compact`: a card's small line).
 */
export function Pending({
  query,
  failed,
  compact = false,
  children,
}: {
  query: { error: unknown };
  failed: string;
  compact?: boolean;
  children: ReactNode;
}) {
  const locale = useLanguageStore((state) => state.language);
  if (query.error) return <Alert>{errorText(query.error, locale, failed)}</Alert>;
  return compact ? <p className="text-coffee-700 text-sm">{children}</p> : <Loading>{children}</Loading>;
}
