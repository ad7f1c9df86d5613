import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { transferQueries } from '../api/transfer-queries';

/** The way to the bank transfers from the orders, with how many wait to be matched to an order. */
export function UnmatchedTransfersLink() {
  const unmatched = useQuery(transferQueries.list('unmatched')).data?.items.length ?? 0;
  return (
    <Link
      to="/bank-transfers"
      className="inline-flex min-h-11 items-center gap-2 text-leaf-700 text-sm underline"
    >
      <Trans>Chuyển khoản ngân hàng</Trans>
      {unmatched > 0 ? (
        <span
          className="rounded-full bg-guava-700 px-2 py-0.5 text-white text-xs no-underline"
          data-testid="unmatched-transfers"
        >
          <span className="sr-only">
            <Trans>Chưa khớp đơn:</Trans>{' '}
          </span>
          {unmatched}
        </span>
      ) : null}
    </Link>
  );
}
