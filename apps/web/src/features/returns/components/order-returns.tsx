import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnReturn, ReturnStatus } from '@shop/domain/returns';
import { formatDateTime } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { Price } from '@/ui/price';
import { returnQueries } from '../api/return-queries';

/**
 * The return and exchange requests of one order on its card (issue 33): each with its steps as the
 * shop took them — sent, approved with the shop's instructions, parcel received, refunded or
 * exchanged (with the new order's link), or rejected with the reason.
 */
export function OrderReturns({ orderId }: { orderId: string }) {
  const mine = useQuery(returnQueries.mine());
  const returns = mine.data?.filter((item) => item.order_id === orderId) ?? [];
  if (returns.length === 0) return null;
  return (
    <section className="mt-4 space-y-3 border-coffee-100 border-t pt-4" data-testid="order-returns">
      {returns.map((item) => (
        <ReturnCard key={item._id} item={item} />
      ))}
    </section>
  );
}

function ReturnCard({ item }: { item: OwnReturn }) {
  const { t } = useLingui();
  const steps: Record<ReturnStatus, string> = {
    new: t`Đã gửi yêu cầu`,
    approved: t`Cửa hàng đã duyệt yêu cầu`,
    received: t`Cửa hàng đã nhận hàng trả`,
    refunded: t`Đã hoàn tiền`,
    exchanged: t`Đã tạo đơn đổi hàng`,
    rejected: t`Yêu cầu bị từ chối`,
  };
  // What the shop asked once it approved: send the goods back, or keep them (decision 077).
  const asked = item.instructions;
  const instructions =
    asked === 'send-back'
      ? t`Vui lòng gửi hàng về cửa hàng.`
      : asked === 'keep'
        ? t`Bạn giữ lại hàng, không cần gửi về.`
        : null;
  return (
    <article className="rounded-xl bg-coffee-50 p-3 text-sm sm:p-4" data-testid="order-return">
      <h3 className="font-semibold text-coffee-900">
        {item.resolution === 'refund' ? (
          <Trans>
            Yêu cầu trả hàng, hoàn <Price amount={item.refund_amount} />
          </Trans>
        ) : (
          <Trans>Yêu cầu đổi hàng</Trans>
        )}
      </h3>
      <ol className="mt-2 space-y-2 border-coffee-200 border-l-2 pl-3">
        {item.steps.map((step) => (
          <li key={`${step.status}-${step.at}`} data-testid="return-step">
            <p className="font-medium text-coffee-900">
              {steps[step.status]}{' '}
              <span className="font-normal text-coffee-700">· {formatDateTime(step.at)}</span>
            </p>
            {step.status === 'approved' && instructions ? (
              <p className="text-coffee-800">{instructions}</p>
            ) : null}
            {step.note ? (
              <p className="whitespace-pre-line break-words text-coffee-800">{step.note}</p>
            ) : null}
          </li>
        ))}
      </ol>
      {item.exchange_order ? (
        <a
          href={`#order-${item.exchange_order._id}`}
          className="mt-2 inline-flex min-h-11 items-center text-leaf-800 underline"
        >
          <Trans>Xem đơn đổi hàng {item.exchange_order.so_ct ?? ''}</Trans>
        </a>
      ) : null}
    </article>
  );
}
