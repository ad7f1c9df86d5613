import type { Locale } from '../primitives/locale.js';
import {
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_DELIVERED,
  ORDER_STATUS_RETURNED,
  PAYMENT_STATUS_SETTLED,
} from '../orders/order-status.js';

/**
 * What a screen, a printout or an export says about an order's payment. The wire's trang_thai_tt
 * is '1' for cash on delivery from the moment of placing (SPEC §4), so it cannot be shown as is:
 * - COD_TO_COLLECT: cash on delivery, the carrier still has to collect `amount`;
 * - COD_COLLECTED: cash on delivery, delivered, so `amount` was collected;
 * - PAID / UNPAID: paid ahead (bank transfer, e-wallet) or still expected, `amount` the total;
 * - REFUND_DUE: cancelled after the money came in, `amount` to give back;
 * - NOT_CHARGED: cancelled with nothing received (every cancelled cash-on-delivery order).
 */
export type PaymentDisplayCode =
  | 'COD_TO_COLLECT'
  | 'COD_COLLECTED'
  | 'PAID'
  | 'UNPAID'
  | 'REFUND_DUE'
  | 'NOT_CHARGED'
  | 'NOT_COLLECTED';

/** The words of each state, Vietnamese (the source) and English. */
export const PAYMENT_DISPLAY_LABELS: Readonly<Record<PaymentDisplayCode, Readonly<Record<Locale, string>>>> =
  {
    COD_TO_COLLECT: { vi: 'Thu hộ khi giao', en: 'Cash on delivery' },
    COD_COLLECTED: { vi: 'Đã thu hộ', en: 'Cash collected' },
    PAID: { vi: 'Đã thanh toán', en: 'Paid' },
    UNPAID: { vi: 'Chưa thanh toán', en: 'Unpaid' },
    REFUND_DUE: { vi: 'Cần hoàn tiền (đơn đã huỷ)', en: 'Refund due (cancelled)' },
    NOT_CHARGED: { vi: 'Không thu tiền (đơn đã huỷ)', en: 'Not charged (cancelled)' },
    NOT_COLLECTED: { vi: 'Không thu được (hàng hoàn về shop)', en: 'Not collected (returned to the shop)' },
  };

/** The fields of an order the rule reads, as the history, the console and the inbox rows name them. */
export interface PaymentDisplayInput {
  /** The payment method's kind (ptthanhtoan.loai): 'cod', 'bank-transfer', 'e-wallet'; '' when unknown. */
  readonly loai_pt_thanh_toan?: string | null | undefined;
  /** The wire's payment status (SPEC §4). */
  readonly trang_thai_tt?: string | null | undefined;
  /** The order's status. */
  readonly trang_thai?: string | null | undefined;
  /** The total payable, VND. */
  readonly t_tt_nt?: number | null | undefined;
  /** The cash the carrier collects, VND (set when a cash-on-delivery order is placed). */
  readonly thu_ho?: number | null | undefined;
}

export interface PaymentDisplay {
  code: PaymentDisplayCode;
  /** VND: to collect, collected, paid, due or to refund; 0 when nothing is charged. */
  amount: number;
}

const vnd = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

/**
 * The payment state an order is shown in. Cash on delivery is the method's kind 'cod' (an order
 * whose method is unknown but carries `thu_ho` counts as one); it is to be collected until the
 * order is delivered, then collected, whatever trang_thai_tt says. A cancelled order is never
 * shown paid: refund due when money came in ahead, else nothing charged. An order returned to the
 * shop (decision 066) collected nothing, unless it was paid ahead.
 */
export function paymentDisplayOf(order: PaymentDisplayInput): PaymentDisplay {
  const total = vnd(order.t_tt_nt);
  const kind = order.loai_pt_thanh_toan ?? '';
  const isCod = kind === 'cod' || (kind === '' && vnd(order.thu_ho) > 0);
  const isSettled = order.trang_thai_tt === PAYMENT_STATUS_SETTLED;
  if (order.trang_thai === ORDER_STATUS_CANCELLED)
    return !isCod && isSettled ? { code: 'REFUND_DUE', amount: total } : { code: 'NOT_CHARGED', amount: 0 };
  // Returned to the shop (decision 066): the carrier collected nothing; a paid order stays paid.
  if (order.trang_thai === ORDER_STATUS_RETURNED && (isCod || !isSettled))
    return { code: 'NOT_COLLECTED', amount: 0 };
  if (isCod) {
    const cash = vnd(order.thu_ho) || total;
    return {
      code: order.trang_thai === ORDER_STATUS_DELIVERED ? 'COD_COLLECTED' : 'COD_TO_COLLECT',
      amount: cash,
    };
  }
  return { code: isSettled ? 'PAID' : 'UNPAID', amount: total };
}

/** The fields the rule reads from an order held as loose data (a reply, a snapshot); odd values dropped. */
export function paymentInputOf(order: Readonly<Record<string, unknown>>): PaymentDisplayInput {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const number = (value: unknown) => (typeof value === 'number' ? value : 0);
  return {
    loai_pt_thanh_toan: text(order.loai_pt_thanh_toan),
    trang_thai_tt: text(order.trang_thai_tt),
    trang_thai: text(order.trang_thai),
    t_tt_nt: number(order.t_tt_nt),
    thu_ho: number(order.thu_ho),
  };
}

/** The state's words in a language. */
export function paymentDisplayLabel(code: PaymentDisplayCode, locale: Locale): string {
  return PAYMENT_DISPLAY_LABELS[code][locale];
}
