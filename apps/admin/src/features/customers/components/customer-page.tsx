import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { OrderLink } from '@/features/orders';
import { errorText } from '@/lib/error-text';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { PageTitle } from '@/ui/page-title';
import { customerQueries } from '../api/customer-queries';
import { Money } from '@/ui/money';
import { Loading } from '@/ui/loading';
import { Pill } from '@/ui/pill';

/** One customer: contact, total spent (not cancelled), their orders and addresses. */
export function CustomerPage({ customerKey }: { customerKey: string }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const detail = useQuery(customerQueries.detail(customerKey));
  const back = (
    <Link to="/customers" className="font-semibold text-leaf-700 text-sm underline">
      <Trans>Tất cả khách hàng</Trans>
    </Link>
  );
  if (detail.error)
    return (
      <>
        <PageTitle aside={back}>
          <Trans context="customers page">Khách hàng</Trans>
        </PageTitle>
        <Alert>{errorText(detail.error, locale, t`Không tải được khách hàng`)}</Alert>
      </>
    );
  if (!detail.data)
    return (
      <Loading>
        <Trans>Đang tải khách hàng…</Trans>
      </Loading>
    );
  const { customer, orders, addresses } = detail.data;
  return (
    <>
      <PageTitle aside={back}>{customer.name || customer.email || customer.phone}</PageTitle>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Card title={t`Thông tin`}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-coffee-700">
              <Trans>Loại</Trans>
            </dt>
            <dd>{customer.kind === 'account' ? t`Có tài khoản` : t`Khách vãng lai`}</dd>
            <dt className="text-coffee-700">
              <Trans>E-mail</Trans>
            </dt>
            <dd className="break-all">{customer.email || '—'}</dd>
            <dt className="text-coffee-700">
              <Trans>Điện thoại</Trans>
            </dt>
            <dd>{customer.phone || '—'}</dd>
            <dt className="text-coffee-700">
              <Trans>Số đơn</Trans>
            </dt>
            <dd>{customer.orders}</dd>
            <dt className="text-coffee-700">
              <Trans>Tổng đã chi</Trans>
            </dt>
            <dd className="font-semibold" data-testid="total-spent">
              <Money amount={customer.total_spent} />
            </dd>
          </dl>
        </Card>
        <div className="lg:col-span-2">
          <Card title={t`Đơn hàng`}>
            {orders.length === 0 ? (
              <p className="text-coffee-700 text-sm">
                <Trans>Khách chưa có đơn hàng nào.</Trans>
              </p>
            ) : (
              <ul className="divide-y divide-coffee-100">
                {orders.map((order) => (
                  <li key={order._id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                    <span>
                      <OrderLink order={order} />
                      <span className="block text-coffee-700">{formatDateTime(order.ngay_ct)}</span>
                    </span>
                    <span className="text-right">
                      <span className="block font-semibold">
                        <Money amount={order.t_tt_nt} />
                      </span>
                      <span className="block text-coffee-700">
                        {localized(order.ten_trang_thai, order.ten_trang_thai_eng, locale)}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
      <div className="mt-4">
        <Card title={t`Địa chỉ`}>
          {addresses.length === 0 ? (
            <p className="text-coffee-700 text-sm">
              <Trans>Chưa có địa chỉ nào.</Trans>
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              {addresses.map((address) => (
                <li
                  key={`${address.ten_nguoi_nhan}|${address.sdt_nguoi_nhan}|${address.dia_chi}`}
                  className="rounded-lg border border-coffee-100 p-3 text-sm"
                >
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {address.ten_nguoi_nhan}
                    {address.ngam_dinh ? (
                      <Pill tone="leaf">
                        <Trans>Mặc định</Trans>
                      </Pill>
                    ) : null}
                  </span>
                  <span className="block text-coffee-700">{address.sdt_nguoi_nhan}</span>
                  <span className="block">{address.dia_chi}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
