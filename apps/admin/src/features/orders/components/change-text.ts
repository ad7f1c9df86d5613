import { useLingui } from '@lingui/react/macro';
import { lineNameWithVariant } from '@shop/domain/catalogue';
import type { FieldChange, StatusName } from '@shop/domain/console';
import type { TimelineLine, TimelineRefund } from '@shop/domain/orders';
import { paymentDisplayLabel } from '@shop/domain/payments';
import { formatPrice } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { orderQueries } from '../api/order-queries';
import { gatewayName } from './refund-action';

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A timeline change in words: the field's name and its new value (statuses and carriers by the shop's names). */
export function useChangeText(names: readonly StatusName[], isCod: boolean): (change: FieldChange) => string {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const filters = useQuery(orderQueries.filters()).data;
  const carriers = filters?.carriers ?? [];
  const methods = filters?.payment_methods ?? [];
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
  const methodName = (code: unknown) => {
    const method = methods.find((entry) => entry.value === code);
    return method ? localized(method.ten, method.ten_eng, locale) : text(code);
  };
  // Lines as the domain's timeline keeps them (product, option, quantity), by their shown names.
  const lines = (value: unknown) =>
    (Array.isArray(value) ? value : [])
      .filter((line): line is TimelineLine => typeof line === 'object' && line !== null)
      .map((line) => `${lineNameWithVariant(line, locale)} × ${line.sl_xuat}`)
      .join(', ');
  const none = (value: string) => value || t`(trống)`;
  // A message to the shopper (decisions 060, 061): its channel and how its delivery stands.
  const channelName = (channel: unknown) =>
    channel === 'zns' ? 'Zalo ZNS' : channel === 'sms' ? 'SMS' : t`E-mail`;
  const deliveryState = (state: unknown) => {
    switch (state) {
      case 'sent':
        return t`đã gửi`;
      case 'pending':
        return t`đang chờ gửi`;
      case 'failed':
        return t`gửi thất bại`;
      default:
        return t`chưa gửi (kênh chưa bật)`;
    }
  };
  return (change) => {
    switch (change.field) {
      case 'details':
        return t`Sản phẩm: ${none(lines(change.to))}`;
      case 'evouchers':
        return t`Mã giảm giá: ${none(Array.isArray(change.to) ? change.to.join(', ') : '')}`;
      case 'ten_nguoi_nhan':
        return t`Người nhận: ${none(text(change.to))}`;
      case 'sdt_nguoi_nhan':
        return t`Số điện thoại người nhận: ${none(text(change.to))}`;
      case 'email_nguoi_nhan':
        return t`E-mail người nhận: ${none(text(change.to))}`;
      case 'dia_chi_nguoi_nhan':
        return t`Địa chỉ giao hàng: ${none(text(change.to))}`;
      case 'pt_thanh_toan':
        return t`Phương thức thanh toán: ${methodName(change.to)}`;
      case 'ghi_chu':
        return t`Ghi chú: ${none(text(change.to))}`;
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
        // A return refunded by hand (transfer or cash, decision 077): owed to the shopper, not a wallet's.
        if (refund.ly_do === 'RETURN')
          return t`Cần hoàn tiền ${amount} cho hàng đổi/trả (chuyển khoản hoặc tiền mặt)`;
        return t`Cần hoàn tiền ${amount} (ví điện tử, mã giao dịch ${transaction}): ${refundReason(refund.ly_do)}`;
      }
      case 'hoan_tien': {
        // A refund asked of the gateway, its answer, or a bank refund recorded (issue 30).
        const refund = (change.to ?? {}) as Partial<TimelineRefund>;
        const amount = formatPrice(refund.so_tien ?? 0, locale);
        const via = refund.loai === 'bank' ? t`qua ngân hàng` : t`qua ${gatewayName(refund.cong ?? null)}`;
        const state =
          refund.trang_thai === 'done'
            ? t`đã hoàn`
            : refund.trang_thai === 'failed'
              ? t`cổng thanh toán từ chối`
              : t`đang chờ cổng thanh toán`;
        const reference = refund.ma_tham_chieu ? t`, mã tham chiếu ${refund.ma_tham_chieu}` : '';
        const reason = text(refund.ly_do);
        return t`Hoàn tiền ${amount} ${via}: ${state}${reference} (lý do: ${reason})`;
      }
      case 'tin_nhan': {
        const message = (change.to ?? {}) as {
          kenh?: string;
          loai?: string;
          nguoi_nhan?: string;
          trang_thai?: string;
          loi?: string | null;
          thay_cho?: string | null;
        };
        const channel = channelName(message.kenh);
        const kind = text(message.loai);
        const to = text(message.nguoi_nhan);
        const state = deliveryState(message.trang_thai);
        const fallback = message.thay_cho ? t` (thay cho tin Zalo không gửi được)` : '';
        const error = message.loi ? `: ${message.loi}` : '';
        return t`Tin nhắn ${channel} (${kind}) tới ${to}: ${state}${fallback}${error}`;
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
