import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { AccountListPage } from '@/ui/account-list-page';
import { orderQueries } from '../api/order-queries';
import { useOrderActions } from '../api/use-order-actions';
import { OrderCard } from './order-card';

/** /user-profile/purchased-return: the owner's orders, newest first. */
export function OrderHistory() {
  const { t } = useLingui();
  const query = useQuery(orderQueries.list());
  const actions = useOrderActions();
  return (
    <AccountListPage
      title={t`Đơn mua`}
      query={query}
      errorTitle={t`Chưa tải được đơn hàng`}
      empty={{ message: <Trans>Bạn chưa có đơn hàng nào.</Trans>, action: <Trans>Mua sắm ngay</Trans> }}
    >
      {(orders) => orders.map((order) => <OrderCard key={order._id} order={order} actions={actions} />)}
    </AccountListPage>
  );
}
