import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type ErrorStateProps = {
  title: ReactNode;
  description?: ReactNode;
  onRetry?: () => void;
  isRetrying?: boolean;
};

/** A failed load that says what happened and offers the way out. */
export function ErrorState({ title, description, onRetry, isRetrying = false }: ErrorStateProps) {
  return (
    <div role="alert" className="rounded-2xl border border-guava-200 bg-guava-50 p-6 text-center sm:p-8">
      <p className="font-semibold text-coffee-900 text-lg">{title}</p>
      {description ? <p className="mt-1 text-coffee-700">{description}</p> : null}
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          disabled={isRetrying}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-leaf-700 px-5 font-semibold text-white transition hover:bg-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60"
        >
          {isRetrying ? <Trans>Đang thử lại…</Trans> : <Trans>Thử lại</Trans>}
        </button>
      ) : null}
    </div>
  );
}

/** What QueryErrorState retries: a TanStack Query result. */
export interface RetryableQuery {
  refetch: () => unknown;
  isRefetching: boolean;
}

/**
 * A failed query's state: its title, the network hint unless another description is given (null
 * for none), and a retry that refetches it.
 */
export function QueryErrorState({
  title,
  description = <Trans>Vui lòng kiểm tra kết nối mạng rồi thử lại.</Trans>,
  query,
}: {
  title: ReactNode;
  description?: ReactNode;
  query: RetryableQuery;
}) {
  return (
    <ErrorState
      title={title}
      description={description}
      onRetry={() => void query.refetch()}
      isRetrying={query.isRefetching}
    />
  );
}

/** A page whose record failed to load: the query's error and its retry, in the page's place. */
export function PageErrorState(props: Parameters<typeof QueryErrorState>[0]) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <QueryErrorState {...props} />
    </div>
  );
}
