import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '@/ui/card';
import { Money } from '@/ui/money';
import { PageTitle } from '@/ui/page-title';
import { returnQueries } from '../api/return-queries';
import type { ConsoleReturn } from '@shop/domain/returns';
import { RETURN_STATUS_TONE, useReturnLabels } from '../lib/return-labels';
import { ReturnActions } from './return-actions';
import { ReturnMediaList } from './return-media';
import { ReturnSteps } from './return-steps';
import { Pending } from '@/ui/loading';

/**
 * /returns/{id} (issue 33): what the shopper sends back and why (their words as typed: React
 * escapes them), the refund of each line in VND, their photos and video, the steps so far, and the
 * steps the return's state allows.
 */
export function ReturnPage({ returnId }: { returnId: string }) {
  const { t } = useLingui();
  const labels = useReturnLabels();
  const detail = useQuery(returnQueries.detail(returnId));
  if (detail.error || !detail.data)
    return (
      <Pending query={detail} failed={t`Không tải được yêu cầu đổi trả`}>
        <Trans>Đang tải yêu cầu đổi trả…</Trans>
      </Pending>
    );
  const item = detail.data;
  return (
    <>
      <Link to="/returns" className="mb-2 inline-flex min-h-11 items-center text-leaf-700 text-sm underline">
        <Trans>← Tất cả yêu cầu đổi trả</Trans>
      </Link>
      <PageTitle
        aside={
          <span
            className={`rounded-full px-3 py-1 font-semibold text-sm ${RETURN_STATUS_TONE[item.status]}`}
            data-testid="return-status"
          >
            {labels.status[item.status]}
          </span>
        }
      >
        {labels.resolution[item.resolution]} ·{' '}
        <Link to="/orders/$orderId" params={{ orderId: item.order_id }} className="text-leaf-700 underline">
          <Trans>Đơn {item.so_ct}</Trans>
        </Link>
      </PageTitle>
      <p className="-mt-2 mb-4 text-coffee-700 text-sm">
        <Trans>
          {item.customer_name} · gửi lúc {formatDateTime(item.created_at)}
        </Trans>
      </p>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="flex flex-col gap-4 lg:col-span-2">
          <ReturnActions item={item} />
          <Card title={<Trans>Lý do của khách</Trans>}>
            <p className="font-semibold">{labels.reason[item.reason]}</p>
            {item.note ? (
              <p className="mt-1 whitespace-pre-line break-words" data-testid="return-note">
                {item.note}
              </p>
            ) : null}
            {item.media.length > 0 ? (
              <div className="mt-3">
                <ReturnMediaList media={item.media} />
              </div>
            ) : null}
          </Card>
          <ReturnLines item={item} />
        </div>
        <div className="flex flex-col gap-4">
          {item.exchange_order ? (
            <Card title={<Trans>Đơn đổi hàng</Trans>}>
              <Link
                to="/orders/$orderId"
                params={{ orderId: item.exchange_order._id }}
                className="text-leaf-700 underline"
              >
                <Trans>Đơn {item.exchange_order.so_ct}</Trans>
              </Link>
            </Card>
          ) : null}
          <Card title={<Trans>Các bước</Trans>}>
            <ReturnSteps steps={item.steps} />
          </Card>
        </div>
      </div>
    </>
  );
}

/** The lines sent back: units, what each was paid, what comes back; the shipping and the total. */
function ReturnLines({ item }: { item: ConsoleReturn }) {
  return (
    <Card title={<Trans>Sản phẩm trả</Trans>}>
      <ul className="flex flex-col divide-y divide-coffee-100 text-sm" data-testid="return-lines">
        {item.lines
          .filter((line) => line.quantity > 0)
          .map((line) => (
            <li
              key={line.line}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{line.ten_vt}</span>
                <span className="block text-coffee-700">
                  {line.variant ? `${line.variant} · ` : ''}
                  <Trans>
                    Trả {line.quantity}/{line.delivered} · cả dòng đã trả <Money amount={line.paid} />
                  </Trans>
                </span>
              </span>
              <Money amount={line.refund} className="font-semibold" />
            </li>
          ))}
        {item.shipping_refund > 0 ? (
          <li className="flex justify-between gap-4 py-2">
            <Trans>Phí vận chuyển</Trans>
            <Money amount={item.shipping_refund} />
          </li>
        ) : null}
        <li className="flex justify-between gap-4 py-2 font-semibold" data-testid="return-total">
          {item.resolution === 'refund' ? (
            <Trans>Tổng tiền hoàn</Trans>
          ) : (
            <Trans>Giá trị hàng đổi (không hoàn tiền)</Trans>
          )}
          <Money amount={item.refund_amount} />
        </li>
        <RefundState item={item} />
      </ul>
    </Card>
  );
}

/**
 * Where the return's refund stands: asked of the gateway, done or refused; or, by transfer or in
 * cash, owed until the shop records the bank refund that pays it (decision 077 addendum).
 */
function RefundState({ item }: { item: ConsoleReturn }) {
  const { t } = useLingui();
  const refund = item.payment.refund;
  if (!refund) return null;
  const state =
    refund.status === 'done'
      ? t`Đã hoàn tiền cho khách`
      : refund.status === 'failed'
        ? t`Cổng thanh toán từ chối hoàn tiền`
        : refund.status === 'due'
          ? t`Chưa hoàn: cửa hàng chuyển trả khách rồi ghi nhận hoàn tiền qua ngân hàng ở trang đơn`
          : t`Đang chờ cổng thanh toán hoàn tiền`;
  return (
    <li className="py-2 text-coffee-700" data-testid="return-refund-state" data-state={refund.status}>
      {state}
    </li>
  );
}
