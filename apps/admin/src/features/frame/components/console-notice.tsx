import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageTitle } from '@/ui/page-title';

/** A console screen that has nothing to show but a reason and the way back to the dashboard. */
export function ConsoleNotice({
  testId,
  title,
  children,
}: {
  testId: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section data-testid={testId} className="rounded-xl border border-coffee-100 bg-white p-6">
      <PageTitle>{title}</PageTitle>
      <p className="mb-4">{children}</p>
      <Link
        to="/"
        className="inline-flex min-h-11 items-center rounded-lg bg-leaf-700 px-4 font-semibold text-sm text-white hover:bg-leaf-800"
      >
        <Trans>Về trang tổng quan</Trans>
      </Link>
    </section>
  );
}
