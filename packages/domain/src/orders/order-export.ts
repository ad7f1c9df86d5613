import type { InboxRow } from '../console/console-replies.js';
import { toVietnamDate } from '../primitives/date.js';
import { formatDateTime } from '../primitives/date-time.js';
import type { Locale } from '../primitives/locale.js';
import { paymentDisplayLabel, paymentDisplayOf } from '../payments/payment-display.js';

type Column = { vi: string; en: string; value: (row: InboxRow, locale: Locale) => string | number };

const named = (vi: string, en: string, locale: Locale) => (locale === 'en' ? en || vi : vi || en);

/**
 * The columns of the console's CSV export of orders (docs/api.md), in order: headers in the
 * reader's language, amounts as whole VND (a spreadsheet sums them), moments as DD/MM/YYYY HH:mm
 * in Vietnam time.
 */
export const ORDER_EXPORT_COLUMNS: readonly Column[] = [
  { vi: 'Mã đơn', en: 'Order code', value: (row) => row.so_ct },
  { vi: 'Thời gian đặt', en: 'Placed at', value: (row) => formatDateTime(row.ngay_ct) },
  {
    vi: 'Trạng thái',
    en: 'Status',
    value: (row, locale) => named(row.ten_trang_thai, row.ten_trang_thai_eng, locale),
  },
  { vi: 'Người nhận', en: 'Receiver', value: (row) => row.ten_nguoi_nhan },
  { vi: 'Điện thoại', en: 'Phone', value: (row) => row.sdt_nguoi_nhan },
  { vi: 'Email', en: 'E-mail', value: (row) => row.email_nguoi_nhan },
  { vi: 'Tổng tiền (VND)', en: 'Total (VND)', value: (row) => row.t_tt_nt },
  {
    vi: 'Phương thức thanh toán',
    en: 'Payment method',
    value: (row, locale) => named(row.ten_pt_thanh_toan, row.ten_pt_thanh_toan_eng, locale),
  },
  {
    vi: 'Tình trạng thanh toán',
    en: 'Payment status',
    // The truth, not the wire: cash on delivery is to collect until delivered (decision 042).
    value: (row, locale) => paymentDisplayLabel(paymentDisplayOf(row).code, locale),
  },
  {
    vi: 'Thu hộ (VND)',
    en: 'Cash to collect (VND)',
    value: (row) => {
      const shown = paymentDisplayOf(row);
      return shown.code === 'COD_TO_COLLECT' ? shown.amount : 0;
    },
  },
  { vi: 'Đơn vị vận chuyển', en: 'Carrier', value: (row) => row.ten_dv_vc || row.don_vi_vc },
  { vi: 'Mã vận đơn', en: 'Tracking code', value: (row) => row.ma_van_don },
];

/** The header line of the export in a language. */
export function orderExportHeader(locale: Locale): string[] {
  return ORDER_EXPORT_COLUMNS.map((column) => column[locale]);
}

/** One order as a line of the export. */
export function orderExportRecord(row: InboxRow, locale: Locale): (string | number)[] {
  return ORDER_EXPORT_COLUMNS.map((column) => column.value(row, locale));
}

/** The export's file name, dated by the Vietnam day of `now`: 'don-hang-2026-11-24.csv' / 'orders-…'. */
export function orderExportFileName(now: Date, locale: Locale): string {
  return `${locale === 'en' ? 'orders' : 'don-hang'}-${toVietnamDate(now) ?? 'export'}.csv`;
}
