import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentRow } from '@shop/domain/console';

/** The status column of a payment method: an e-wallet without its gateway's keys is on, but not offered. */
export function usePaymentStatus(): (row: PaymentRow) => string {
  const { t } = useLingui();
  return (row) => {
    if (row.online === false) return t`Tắt`;
    return row.gateway === 'missing' ? t`Bật, nhưng chưa có khoá VNPay: khách không thấy` : t`Bật`;
  };
}

/**
 * What the e-wallet's form must say about its gateway (the server tells the state, never the keys):
 * without the merchant's keys the method is not offered at checkout, on or off.
 */
export function GatewayNotice({ row }: { row: PaymentRow | undefined }) {
  if (row?.loai !== 'e-wallet' || row.gateway === undefined || row.gateway === 'keys') return null;
  return (
    <aside
      data-testid="gateway-notice"
      className="w-full rounded-xl border border-guava-700/30 bg-guava-50 p-4 text-guava-700 text-sm lg:w-72"
    >
      {row.gateway === 'missing' ? (
        <Trans>
          VNPay chưa có khoá của cửa hàng (VNPAY_TMN_CODE, VNPAY_HASH_SECRET trên máy chủ): khách không thấy
          phương thức này khi thanh toán, dù đang bật. Đặt khoá rồi khởi động lại máy chủ để khách chọn được.
        </Trans>
      ) : (
        <Trans>
          VNPay đang chạy cổng thử nghiệm (chưa có khoá của cửa hàng): không thu tiền thật. Trên máy chủ thật,
          khách chỉ thấy phương thức này khi đã đặt khoá.
        </Trans>
      )}
    </aside>
  );
}
