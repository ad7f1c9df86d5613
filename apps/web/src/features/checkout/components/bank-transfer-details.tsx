import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { useLanguageStore } from '@/stores/language-store';
import { Price } from '@/ui/price';
import { checkoutQueries, orderQrQuery } from '../api/checkout-queries';
import { OrderFacts } from './result-panel';

/**
 * Bank transfer: the order's VietQR code (the server's image of the NAPAS payload) and the details
 * to type by hand: bank, account, holder, amount and the memo with the order code.
 */
export function BankTransferDetails({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const order = useQuery(checkoutQueries.order(orderId));
  const qr = useQuery(orderQrQuery(orderId));
  const vietqr = order.data?.vietqr;

  if (order.isPending)
    return <div aria-hidden="true" className="mx-auto size-56 animate-pulse rounded-xl bg-coffee-100" />;
  if (order.data?.trang_thai_tt === '1') {
    return (
      <p className="font-semibold text-leaf-800">
        <Trans>Đơn hàng đã được thanh toán.</Trans>
      </p>
    );
  }
  if (!vietqr) return null;
  return (
    <section aria-labelledby="transfer-heading" className="grid gap-3 rounded-xl bg-cream-100 p-4">
      <h2 id="transfer-heading" className="font-bold text-coffee-900 text-lg">
        <Trans>Chuyển khoản bằng mã VietQR</Trans>
      </h2>
      <p className="text-sm">
        <Trans>Quét mã bằng ứng dụng ngân hàng. Đơn hàng được xác nhận khi cửa hàng nhận được tiền.</Trans>
      </p>
      {qr.data ? (
        <img
          src={qr.data}
          alt={t`Mã VietQR chuyển ${formatPrice(vietqr.amount, language)} cho đơn ${vietqr.memo}`}
          width={224}
          height={224}
          className="mx-auto size-56 rounded-lg bg-white p-2"
        />
      ) : null}
      <OrderFacts
        facts={[
          [t`Ngân hàng`, vietqr.bank_name],
          [t`Số tài khoản`, vietqr.account_number],
          [t`Chủ tài khoản`, vietqr.account_name],
          [t`Số tiền`, <Price key="amount" amount={vietqr.amount} />],
          [t`Nội dung chuyển khoản`, vietqr.memo],
        ]}
      />
    </section>
  );
}
