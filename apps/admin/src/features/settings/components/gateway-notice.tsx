import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentRow } from '@shop/domain/console';

/** Each gateway's name and the server's settings that hold the shop's keys (apps/server's payment configs). */
const GATEWAYS = {
  vnpay: { name: 'VNPay', keys: 'VNPAY_TMN_CODE, VNPAY_HASH_SECRET' },
  momo: { name: 'MoMo', keys: 'MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY' },
  zalopay: { name: 'ZaloPay', keys: 'ZALOPAY_APP_ID, ZALOPAY_KEY1, ZALOPAY_KEY2' },
} as const;

/** The gateway an e-wallet method goes through: the one it names, VNPay when it names none (as the server). */
export const gatewayOf = (row: Pick<PaymentRow, 'cong_thanh_toan'>) =>
  GATEWAYS[row.cong_thanh_toan ?? 'vnpay'];

/** The type column of a payment method: COD, VietQR, or the e-wallet's gateway. */
export function paymentKindName(row: Pick<PaymentRow, 'loai' | 'cong_thanh_toan'>): string {
  if (row.loai === 'e-wallet') return gatewayOf(row).name;
  return row.loai === 'bank-transfer' ? 'VietQR' : row.loai === 'cod' ? 'COD' : row.loai;
}

/** The status column of a payment method: an e-wallet without its gateway's keys is on, but not offered. */
export function usePaymentStatus(): (row: PaymentRow) => string {
  const { t } = useLingui();
  return (row) => {
    if (row.online === false) return t`Tắt`;
    if (row.gateway !== 'missing') return t`Bật`;
    const gateway = gatewayOf(row).name;
    return t`Bật, nhưng chưa có khoá ${gateway}: khách không thấy`;
  };
}

/**
 * What the e-wallet's form must say about its gateway (the server tells the state, never the keys):
 * without the merchant's keys the method is not offered at checkout, on or off.
 */
export function GatewayNotice({ row }: { row: PaymentRow | undefined }) {
  if (row?.loai !== 'e-wallet' || row.gateway === undefined || row.gateway === 'keys') return null;
  const { name: gateway, keys } = gatewayOf(row);
  return (
    <aside
      data-testid="gateway-notice"
      className="w-full rounded-xl border border-guava-700/30 bg-guava-50 p-4 text-guava-700 text-sm lg:w-72"
    >
      {row.gateway === 'missing' ? (
        <Trans>
          {gateway} chưa có khoá của cửa hàng ({keys} trên máy chủ): khách không thấy phương thức này khi
          thanh toán, dù đang bật. Đặt khoá rồi khởi động lại máy chủ để khách chọn được.
        </Trans>
      ) : (
        <Trans>
          {gateway} đang chạy cổng thử nghiệm (chưa có khoá của cửa hàng): không thu tiền thật. Trên máy chủ
          thật, khách chỉ thấy phương thức này khi đã đặt khoá.
        </Trans>
      )}
    </aside>
  );
}
