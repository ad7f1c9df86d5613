import { useLingui } from '@lingui/react/macro';
import { type FieldChange, formatPrice, paymentDisplayLabel, type StatusName } from '@shop/domain';
import { useQuery } from '@tanstack/react-query';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { orderQueries } from '../api/order-queries';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A timeline change in words: the field's name and its new value (statuses and carriers by the shop's names). */
export function useChangeText(names: readonly StatusName[], isCod: boolean): (change: FieldChange) => string {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const carriers = useQuery(orderQueries.filters()).data?.carriers ?? [];
  const statusName = (code: unknown) => {
    const status = names.find((entry) => entry.ma === code);
    return status ? localized(status.ten, status.ten_eng, locale) : text(code);
  };
  const refundReason = (reason: unknown) => {
    switch (reason) {
      case 'ORDER_CANCELLED':
        return t`đơn đã huỷ trước khi tiền đến`;
      case 'ALREADY_PAID':
        return t`đơn đã được thanh toán trước đó`;
      case 'AMOUNT_MISMATCH':
        return t`số tiền khác tổng đơn`;
      case 'NOT_EWALLET':
        return t`đơn không thanh toán bằng ví điện tử`;
      default:
        return t`đơn chưa được đặt`;
    }
  };
  // A carrier by the shop's name for its code; the code only for one the shop no longer has.
  const carrierName = (code: unknown) => {
    const carrier = carriers.find((entry) => entry.value === code);
    return carrier ? localized(carrier.ten, carrier.ten_eng, locale) : text(code);
  };
  return (change) => {
    switch (change.field) {
      case 'trang_thai':
        return t`Trạng thái: ${statusName(change.to)}`;
      // '1' from placing for cash on delivery (SPEC §4): to collect, not paid (decision 042).
      case 'trang_thai_tt':
        return paymentDisplayLabel(isCod ? 'COD_TO_COLLECT' : change.to === '1' ? 'PAID' : 'UNPAID', locale);
      case 'don_vi_vc':
        return t`Đơn vị vận chuyển: ${carrierName(change.to)}`;
      case 'ma_van_don':
        return t`Mã vận đơn: ${text(change.to)}`;
      case 'ly_do_huy':
        return t`Lý do huỷ: ${text(change.to)}`;
      case 'thanh_toan_nhan': {
        const amount = (change.to as { so_tien?: number } | null)?.so_tien ?? 0;
        return t`Ghi nhận chuyển khoản ${formatPrice(amount, locale)}`;
      }
      case 'hoan_tien_can_tra': {
        // Money a gateway took that the order could not take (decision 039): the order is unchanged.
        const refund = (change.to ?? {}) as { so_tien?: number; ma_giao_dich?: string; ly_do?: string };
        const amount = formatPrice(refund.so_tien ?? 0, locale);
        const transaction = text(refund.ma_giao_dich);
        return t`Cần hoàn tiền ${amount} (ví điện tử, mã giao dịch ${transaction}): ${refundReason(refund.ly_do)}`;
      }
      case 't_tt_nt':
        return t`Tổng thanh toán: ${formatPrice(Number(change.to ?? 0), locale)}`;
      case 'so_ct':
        return t`Mã đơn: ${text(change.to)}`;
      default:
        return `${change.field}: ${text(change.to)}`;
    }
  };
}
