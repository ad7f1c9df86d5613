import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { usePurchaseHref } from '@/lib/afflink';
import { AppLink } from '@/ui/app-link';
import { QueryErrorState } from '@/ui/error-state';
import { orderQueries } from '../api/order-queries';
import { useOrderActions } from '../api/use-order-actions';
import { OrderCard } from './order-card';

/** /user-profile/purchased-return: the owner's orders, newest first. */
export function OrderHistory() {
  const { t } = useLingui();
  const query = useQuery(orderQueries.list());
  const actions = useOrderActions();
  const catalogueHref = usePurchaseHref();

  return (
    <div className="space-y-4">
      <h1 className="font-bold text-2xl text-coffee-900 sm:text-3xl">
        <Trans>Đơn mua</Trans>
      </h1>
      {query.isPending ? (
        <div aria-hidden="true" className="h-48 animate-pulse rounded-2xl bg-coffee-100" />
      ) : query.isError ? (
        <QueryErrorState title={t`Chưa tải được đơn hàng`} description={t`Vui lòng thử lại.`} query={query} />
      ) : query.data.length === 0 ? (
        <div className="rounded-2xl border border-leaf-100 bg-white p-8 text-center shadow-sm">
          <p className="text-coffee-800">
            <Trans>Bạn chưa có đơn hàng nào.</Trans>
          </p>
          <AppLink
            href={catalogueHref}
            className="mt-4 inline-flex min-h-11 items-center rounded-full bg-leaf-700 px-6 font-semibold text-white hover:bg-leaf-800"
          >
            <Trans>Mua sắm ngay</Trans>
          </AppLink>
        </div>
      ) : (
        query.data.map((order) => <OrderCard key={order._id} order={order} actions={actions} />)
      )}
    </div>
  );
}
