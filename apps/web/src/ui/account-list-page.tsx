import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePurchaseHref } from '@/lib/afflink';
import { usePageMeta } from '@/lib/head';
import { AppLink } from './app-link';
import { QueryErrorState } from './error-state';

type AccountListPageProps<T> = {
  /** The page's heading and `<title>`, translated. */
  title: string;
  query: UseQueryResult<readonly T[]>;
  errorTitle: string;
  /** What an empty list says, and the label of its link to the catalogue. */
  empty: { message: ReactNode; action: ReactNode };
  children: (items: readonly T[]) => ReactNode;
};

/**
 * An account page that lists the shopper's records (orders, kept products): its heading, then a
 * placeholder while they load, the error with a retry, the empty list's way to the catalogue, or
 * the records. The /user-profile layout adds the account menu; this keeps the page's own width.
 */
export function AccountListPage<T>({ title, query, errorTitle, empty, children }: AccountListPageProps<T>) {
  usePageMeta(title);
  const catalogueHref = usePurchaseHref();
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-10">
      <div className="space-y-4">
        <h1 className="font-bold text-2xl text-coffee-900 sm:text-3xl">{title}</h1>
        {query.isPending ? (
          <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-coffee-100" />
        ) : query.isError ? (
          <QueryErrorState title={errorTitle} description={<Trans>Vui lòng thử lại.</Trans>} query={query} />
        ) : query.data.length === 0 ? (
          <div className="rounded-2xl border border-leaf-100 bg-white p-8 text-center shadow-sm">
            <p className="text-coffee-800">{empty.message}</p>
            <AppLink
              href={catalogueHref}
              className="mt-4 inline-flex min-h-11 items-center rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800"
            >
              {empty.action}
            </AppLink>
          </div>
        ) : (
          children(query.data)
        )}
      </div>
    </div>
  );
}
