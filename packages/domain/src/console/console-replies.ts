import type { OrderRefund } from '../payments/refund.js';
import type { BankTransferEntry } from '../payments/bank-transfer.js';
import type { ConsoleArea } from './console-access.js';
import type { OrderStatus, ShopOrderAction } from '../orders/order-status.js';
import type { PaymentNoticeReason } from '../payments/payment-notice.js';
import type { UserInfo } from '../accounts/user-info.js';

/** GET console/me: who is at the console and which areas they may use. */
export interface ConsoleMe {
  user: UserInfo;
  areas: ConsoleArea[];
}

/** GET console/setup: whether the shop still waits for its owner (a setup link is pending). */
export interface SetupStatus {
  needed: boolean;
}

/** POST console/setup: the owner created and logged in. */
export interface SetupReply {
  token: string;
  user: UserInfo;
  message: string;
}

/** A status by its name in `trangthai` (a shop may rename them). */
export interface StatusName {
  ma: OrderStatus;
  ten: string;
  ten_eng: string;
}

/** One tab of the inbox: a status by its name and how many orders match the filters. */
export interface InboxTab extends StatusName {
  count: number;
}

/** One row of the inbox. */
export interface InboxRow {
  _id: string;
  so_ct: string;
  ngay_ct: string;
  trang_thai: string;
  ten_trang_thai: string;
  ten_trang_thai_eng: string;
  ten_nguoi_nhan: string;
  sdt_nguoi_nhan: string;
  email_nguoi_nhan: string;
  t_tt_nt: number;
  pt_thanh_toan: string;
  ten_pt_thanh_toan: string;
  ten_pt_thanh_toan_eng: string;
  trang_thai_tt: string;
  /** The payment method's kind ('cod', 'bank-transfer', 'e-wallet'; '' when unknown). */
  loai_pt_thanh_toan: string;
  /** The cash the carrier collects, VND (cash on delivery). */
  thu_ho: number;
  don_vi_vc: string;
  /** The carrier by name (describeOrders), '' when the order has none. */
  ten_dv_vc: string;
  ma_van_don: string;
}

/** GET console/orders: one page of the tab, the tabs with their counts, and the total of the tab. */
export interface InboxReply {
  items: InboxRow[];
  tabs: InboxTab[];
  /** Orders matching the filters in the chosen tab (every tab when none is chosen). */
  total: number;
  page: number;
  limit: number;
}

/** A field's value before and after one change. */
export interface FieldChange {
  field: string;
  from: unknown;
  to: unknown;
}

/** One entry of an order's timeline, from its version history. */
export interface TimelineEntry {
  version: number;
  at: string;
  /** The account that made the change ('public' for a guest shopper, 'system' for the server). */
  by: string;
  changes: FieldChange[];
}

/** A payment method or carrier as the console's filters list them. */
export interface ConsoleChoice {
  value: string;
  ten: string;
  ten_eng: string;
}

/**
 * Money a payment gateway took for an order that could not take it (decision 039): a cancelled
 * order, a draft, an order paid another way or already paid, a wrong amount. Owed back to the
 * shopper; the order itself was left unchanged. One per provider transaction.
 */
export interface RefundDue {
  _id: string;
  provider: string;
  transaction_id: string;
  /** The reference the shop gave the attempt (`so_ct-n`). */
  txn_ref: string;
  /** Integer VND. */
  amount: number;
  order_id: string;
  so_ct: string;
  /** A gateway notice's reason, or 'RETURN': a return's refund by transfer or cash (decision 077). */
  reason: PaymentNoticeReason | 'RETURN';
  /**
   * 'settled': a return's refund paid by an order refund recorded later (a bank refund covering it,
   * decision 077 addendum), which then counts in its stead.
   */
  status: 'due' | 'settled';
  /** The notification as the gateway sent it (its signature included). */
  notification: Record<string, string>;
  created_at: string;
  /** Settled: when, and the order refund (`hoan_tien[]._id`) that paid it. */
  settled_at?: string;
  refund_id?: string;
}

/**
 * The order page's money (issue 30, decisions 052, 067): a refund goes through the gateway that
 * took the payment, or is recorded as a bank refund for what came by transfer (null: nothing paid).
 */
export interface ConsoleOrderMoney {
  refund_via: 'gateway' | 'bank' | null;
  /** The gateway's id (vnpay, momo, zalopay) when paid through one. */
  gateway: string | null;
  /** Integer VND: what the gateway took, or what came by transfer. */
  paid: number;
  /** Integer VND: paid less the refunds not failed (the domain's refundableOf). */
  refundable: number;
  refunds: OrderRefund[];
  /** Cancelled by the payment hold and nothing refunded: POST console/orders/{id}/reopen may place it again. */
  can_reopen: boolean;
}

/** GET console/orders/:id: the order as the history shows it, the actions left and its timeline. */
export interface ConsoleOrderReply {
  order: Record<string, unknown> & {
    _id: string;
    so_ct: string;
    trang_thai: string;
    ten_trang_thai: string;
    ten_trang_thai_eng: string;
  };
  actions: ShopOrderAction[];
  can_record_transfer: boolean;
  timeline: TimelineEntry[];
  /** Payments taken for this order that it could not take, each owed back (also on the timeline). */
  refunds_due: RefundDue[];
  /**
   * The bank transfers a bank-notification service matched to this order (issue 30), oldest
   * first: each part payment with what was then missing, the one that paid with its excess.
   */
  bank_transfers?: BankTransferEntry[];
  /** How a refund of this order goes, what may still be refunded, its refunds (issue 30). */
  money?: ConsoleOrderMoney;
  /** Every status by the shop's names, to name the moves of the timeline. */
  status_names: StatusName[];
}

/** A console action's reply: the changed order, in the shape of the detail, and its message. */
export interface ConsoleActionReply extends ConsoleOrderReply {
  message: string;
  /** A paid order cancelled: what is owed back to its shopper, integer VND (issue 30's cancel prompt). */
  refund_due?: number;
}

/** POST console/orders/{id}/refund (issue 30): the order, the refund as asked (queued), the message. */
export interface ConsoleRefundReply extends ConsoleActionReply {
  refund: OrderRefund;
}

/** GET console/order-filters: the values the inbox's filters offer. */
export interface InboxFilters {
  payment_methods: ConsoleChoice[];
  carriers: ConsoleChoice[];
}

/** GET console/team (owner only): the console's accounts. */
export interface TeamMember {
  _id: string;
  email: string;
  name: string;
  role: 'owner' | 'staff';
  /** The areas this account may use (the owner's: all; a staff member's: the base and their rights). */
  areas: ConsoleArea[];
}

/** One order's outcome in a bulk action: done, or refused with the code and text of the reason. */
export type BulkOutcome =
  | { _id: string; so_ct: string; ok: true }
  | { _id: string; so_ct: string; ok: false; error: string; message: string };

/** POST console/orders/confirm: each selected order confirmed or refused, alone and whole. */
export interface BulkConfirmReply {
  results: BulkOutcome[];
  confirmed: number;
  refused: number;
  message: string;
}
