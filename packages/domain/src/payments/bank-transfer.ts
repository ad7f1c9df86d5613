import { PAYMENT_STATUS_SETTLED } from '../orders/order-status.js';
import { isLiveOrderStatus } from './payment-notice.js';

/**
 * Bank transfers matched to orders (issue 30, decisions 050 and 051): a bank-notification service
 * (SePay, Casso) tells the shop of money in its account; the order code in the transfer note says
 * which order it pays, and the amount whether it pays all of it.
 */

/** The digits an order code has at least ('DH' and six or more digits, order-number.ts). */
const ORDER_CODE_DIGITS = 6;

/**
 * 'D', 'H', then the digits, with what banks and shoppers put between them: spaces, dashes, dots,
 * underscores, slashes. Letters glued before the 'D' are a bank's or an app's prefix
 * ("MBVCB.123.DH000123", "SEVQRDH000123", "NDCKDH000123"); the letter after 'H' is not allowed
 * (then it is a word: "DHL"), nor a digit glued after the last one (the number would be another).
 */
const ORDER_CODE_IN_NOTE = /D[\s._/-]*H[\s._/-]*(\d+)/g;

/** Latin letters without their marks: a bank may send "Đơn hàng" or "DON HANG" alike. */
function foldNote(note: string): string {
  return note
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'D')
    .toUpperCase();
}

/**
 * The order codes a transfer note may carry, in the order they appear, each once, written as the
 * shop writes them ('DH' and at least six digits: a shopper who typed "dh 123" meant DH000123).
 * Case, spaces, dashes, dots and a bank's prefixes do not matter.
 */
export function orderCodesInNote(note: string): string[] {
  const codes: string[] = [];
  for (const match of foldNote(note).matchAll(ORDER_CODE_IN_NOTE)) {
    const digits = match[1] ?? '';
    const code = `DH${digits.padStart(ORDER_CODE_DIGITS, '0')}`;
    if (!codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** What the shop makes of one notification of money in or out of its account. */
export type BankTransferOutcome =
  /** The order's missing amount came: it is paid (the excess, if any, is kept for a refund). */
  | 'paid'
  /** Less than the missing amount: recorded, the order stays unpaid until the rest comes. */
  | 'part'
  /** No order code in the note, or no such order: staff assign it or mark it not the shop's. */
  | 'unmatched'
  /** The order cannot take a transfer (paid already, cancelled, a draft, paid another way): owed back. */
  | 'refund-due'
  /** Money out of the account: kept for the record, it pays nothing. */
  | 'outgoing'
  /** Staff said this transfer is not the shop's (a personal transfer, another business). */
  | 'not-ours';

/** Every outcome, as the console's filter takes them. */
export const BANK_TRANSFER_OUTCOMES: readonly BankTransferOutcome[] = [
  'paid',
  'part',
  'unmatched',
  'refund-due',
  'outgoing',
  'not-ours',
];

/** The order a transfer names, as the rule reads it. */
export interface TransferOrder {
  trang_thai: string;
  trang_thai_tt: string;
  /** The kind of its payment method (ptthanhtoan.loai). */
  methodKind: string | undefined;
  /** Total payable (t_tt_nt), integer VND. */
  total: number;
  /** What earlier part transfers brought, integer VND. */
  received: number;
}

export interface TransferDecision {
  outcome: BankTransferOutcome;
  /** What the order still misses after this transfer (0 once paid), integer VND. */
  missing: number;
  /** What came beyond the total, to be refunded, integer VND. */
  excess: number;
}

export const BANK_TRANSFER_KIND = 'bank-transfer';

/**
 * What one incoming transfer does to the order it names. Only a placed, unpaid bank-transfer
 * order takes it: with what came before, the total or more makes it paid (the excess kept for a
 * refund), less is a part payment. Any other order leaves unchanged and the money is owed back;
 * no order, unmatched. Amounts are integer VND; a non-positive amount is money out.
 */
export function decideBankTransfer(order: TransferOrder | undefined, amount: number): TransferDecision {
  if (!(amount > 0)) return { outcome: 'outgoing', missing: 0, excess: 0 };
  if (!order) return { outcome: 'unmatched', missing: 0, excess: 0 };
  const isPayable =
    order.methodKind === BANK_TRANSFER_KIND &&
    order.trang_thai_tt !== PAYMENT_STATUS_SETTLED &&
    isLiveOrderStatus(order.trang_thai);
  if (!isPayable) return { outcome: 'refund-due', missing: 0, excess: amount };
  const received = Math.max(0, order.received) + amount;
  if (received >= order.total) return { outcome: 'paid', missing: 0, excess: received - order.total };
  return { outcome: 'part', missing: order.total - received, excess: 0 };
}

/** The bank-notification services the shop takes webhooks from (decisions 050, 051). */
export type BankTransferProvider = 'sepay' | 'casso';
export const BANK_TRANSFER_PROVIDERS: readonly BankTransferProvider[] = ['sepay', 'casso'];

/** One notification as the console reads it (GET console/bank-transfers). */
export interface BankTransferEntry {
  _id: string;
  provider: BankTransferProvider;
  /** The provider's transaction id. */
  transaction_id: string;
  /** When the shop received the notification (ISO). */
  received_at: string;
  /** Integer VND; negative for money out. */
  amount: number;
  note: string;
  account_number: string;
  /** The bank's reference. */
  reference: string;
  /** When the bank booked it, as the provider wrote it. */
  transferred_at: string;
  outcome: BankTransferOutcome;
  order_id: string | null;
  so_ct: string | null;
  /** What the order still missed after this transfer, integer VND. */
  missing: number;
  /** What came beyond the order's total (to refund), integer VND. */
  excess: number;
  /** The staff member who assigned it or marked it not the shop's. */
  handled_by: string | null;
  handled_at: string | null;
}
