import * as v from 'valibot';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import { toVietnamDate } from '../primitives/date.js';
import { moneyField, trimmedTextField, wholeNumberWithin } from '../primitives/common-schemas.js';

/**
 * Unpaid orders expire (issue 30, decision 067): a bank-transfer or e-wallet order still unpaid
 * PAYMENT_HOLD_HOURS after it was placed is cancelled, its stock and voucher uses given back; at
 * half that time the shopper is reminded once, with the VietQR again. The hold is a console
 * setting (default 24 hours, as the shop's policy page says).
 */
export const DEFAULT_PAYMENT_HOLD_HOURS = 24;
export const PAYMENT_HOLD_HOURS_MAX = 168;

/** The document holding the app's payment settings (one per app). */
export const PAYMENT_SETTINGS_COLLECTION = 'payment_settings';
export const PAYMENT_SETTINGS_ID = '5770c0000000000000000002';

/** The reason an expired order carries (ly_do_huy), shown to the shopper as every reason is. */
export const PAYMENT_EXPIRED_REASON = 'Quá thời gian giữ đơn chờ thanh toán';

const code = (value: ConsoleMessageCode) => value;

/** POST console/settings/payment-hold (the owner's: 'settings' area). */
export const paymentSettingsSchema = v.object({
  payment_hold_hours: wholeNumberWithin(1, PAYMENT_HOLD_HOURS_MAX, code('PAYMENT_HOLD_HOURS_INVALID')),
});
export type PaymentSettings = v.InferOutput<typeof paymentSettingsSchema>;

const HOUR_MS = 3_600_000;

export type PaymentHoldStep = 'wait' | 'remind' | 'expire';

/**
 * What an unpaid order's hold calls for at `now`: nothing yet, the one reminder (from half the
 * hold, when not sent), or cancelling (the hold is over). An unreadable placing time waits.
 */
export function paymentHoldStep(input: {
  placedAt: string;
  now: Date;
  holdHours: number;
  isReminded: boolean;
}): PaymentHoldStep {
  const placed = Date.parse(input.placedAt);
  if (!Number.isFinite(placed)) return 'wait';
  const age = input.now.getTime() - placed;
  const hold = input.holdHours * HOUR_MS;
  if (age >= hold) return 'expire';
  if (age >= hold / 2 && !input.isReminded) return 'remind';
  return 'wait';
}

/** When an order placed at `placedAt` expires unpaid (ISO), as its reminder says. */
export function paymentHoldDeadline(placedAt: string, holdHours: number): string {
  return new Date(Date.parse(placedAt) + holdHours * HOUR_MS).toISOString();
}

export const BANK_REFUND_REFERENCE_MAX_LENGTH = 100;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (text: string) => ISO_DAY.test(text) && toVietnamDate(text) === text;

/**
 * `POST console/orders/{id}/bank-refunds` (issue 30): a refund the shop made from its bank
 * account, recorded as done: the amount, the day it was sent, the bank's reference and the reason.
 */
export const bankRefundSchema = v.object({
  so_tien: moneyField(1, Number.MAX_SAFE_INTEGER, code('REFUND_AMOUNT_INVALID')),
  ngay: v.pipe(v.string(code('REFUND_DATE_INVALID')), v.check(isIsoDay, code('REFUND_DATE_INVALID'))),
  ma_tham_chieu: trimmedTextField(1, BANK_REFUND_REFERENCE_MAX_LENGTH, code('REFUND_REFERENCE_REQUIRED')),
  ly_do: trimmedTextField(1, 200, code('REFUND_REASON_REQUIRED')),
});
export type BankRefundBody = v.InferOutput<typeof bankRefundSchema>;
