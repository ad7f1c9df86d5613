import * as v from 'valibot';
import { isStrongPassword, isValidEmail } from '../accounts/account.js';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import { trimmedTextField, wholeNumberParam as wholeNumber } from '../primitives/common-schemas.js';
import type { UserInfo } from '../accounts/user-info.js';
import type { InboxRow } from './console-replies.js';

/**
 * The console's dashboard, customers, contact messages, subscribers and staff invitations
 * (issue 13, docs/api.md "Owner console"). Request schemas put message codes in their issues.
 */
const code = (value: ConsoleMessageCode | 'PASSWORD_WEAK' | 'EMAIL_INVALID' | 'NAME_REQUIRED') => value;

export const PEOPLE_PAGE_SIZE = 20;
export const PEOPLE_MAX_PAGE_SIZE = 100;

const pageFields = {
  page: wholeNumber(1, 100_000, 1),
  limit: wholeNumber(1, PEOPLE_MAX_PAGE_SIZE, PEOPLE_PAGE_SIZE),
};

// ---------------------------------------------------------------- dashboard

/** The dashboard's periods: today, the last 7 and the last 30 days (today included), Vietnam days. */
export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_DAYS: Readonly<Record<DashboardPeriod, number>> = {
  today: 1,
  '7d': 7,
  '30d': 30,
};

export const dashboardQuerySchema = v.object({
  period: v.optional(v.picklist(DASHBOARD_PERIODS), 'today'),
});
export type DashboardQueryInput = v.InferInput<typeof dashboardQuerySchema>;

export interface DashboardPaymentRow {
  pt_thanh_toan: string;
  ten: string;
  ten_eng: string;
  orders: number;
  revenue: number;
}

export interface DashboardProductRow {
  ma_vt: string;
  ten_vt: string;
  ten_vt_eng: string;
  quantity: number;
  revenue: number;
}

export interface LowStockRow {
  _id: string;
  ma_vt: string;
  ten_vt: string;
  ten_vt_eng: string;
  ton: number;
}

/** GET console/dashboard: figures of placed, not cancelled orders of the period. */
export interface DashboardReply {
  period: DashboardPeriod;
  /** First and last Vietnam day of the period (YYYY-MM-DD), both included. */
  from: string;
  to: string;
  orders: number;
  /** Sum of t_tt_nt (VND). */
  revenue: number;
  /** revenue / orders rounded to the dong; 0 without orders. */
  average: number;
  by_payment: DashboardPaymentRow[];
  top_products: DashboardProductRow[];
  /** Every day of the period, oldest first, days without orders at 0. */
  daily: { day: string; orders: number; revenue: number }[];
  low_stock: LowStockRow[];
  low_stock_threshold: number;
  /** Reminders of the period (decision 064): messages sent, and the orders that followed them. */
  reminders: DashboardReminders;
}

export interface DashboardReminders {
  /** Abandoned-cart reminders sent in the period (a cart's first and second count apart). */
  cart_sent: number;
  /** Back-in-stock messages sent in the period. */
  stock_sent: number;
  /** Orders placed in the period after a reminder, and their total (VND). */
  orders: number;
  revenue: number;
}

// ---------------------------------------------------------------- customers

/** A customer's key: `user:<id>` for an account, `email:<address>` or `phone:<digits>` for a guest. */
export const CUSTOMER_KEY = /^(user:[0-9a-f]{24}|email:[^\s]{3,254}|phone:\d{8,15})$/;

export const customersQuerySchema = v.object({
  q: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(100)),
  kind: v.optional(v.picklist(['all', 'account', 'guest']), 'all'),
  ...pageFields,
});
export type CustomersQueryInput = v.InferInput<typeof customersQuerySchema>;
export type CustomersQuery = v.InferOutput<typeof customersQuerySchema>;

export const customerKeySchema = v.object({
  key: v.pipe(
    v.string(code('CONSOLE_CUSTOMER_NOT_FOUND')),
    v.regex(CUSTOMER_KEY, code('CONSOLE_CUSTOMER_NOT_FOUND')),
  ),
});

export interface CustomerRow {
  key: string;
  kind: 'account' | 'guest';
  name: string;
  email: string;
  phone: string;
  /** Placed orders (cancelled ones included). */
  orders: number;
  /** Sum of t_tt_nt of the placed orders that are not cancelled. */
  total_spent: number;
  last_order_at: string | null;
}

export interface CustomersReply {
  items: CustomerRow[];
  total: number;
  page: number;
  limit: number;
}

/** One of a customer's orders: the inbox's row of it, down to its code, day, status and total. */
export type CustomerOrderRow = Pick<
  InboxRow,
  '_id' | 'so_ct' | 'ngay_ct' | 'trang_thai' | 'ten_trang_thai' | 'ten_trang_thai_eng' | 't_tt_nt'
>;

export interface CustomerAddress {
  ten_nguoi_nhan: string;
  sdt_nguoi_nhan: string;
  dia_chi: string;
  ngam_dinh: boolean;
}

/** GET console/customers/detail?key=…: the customer, their orders (newest first) and addresses. */
export interface CustomerDetail {
  customer: CustomerRow;
  orders: CustomerOrderRow[];
  addresses: CustomerAddress[];
}

// ---------------------------------------------------------------- messages and subscribers

export const messagesQuerySchema = v.object({
  handled: v.optional(v.picklist(['all', 'yes', 'no']), 'no'),
  ...pageFields,
});
export type MessagesQueryInput = v.InferInput<typeof messagesQuerySchema>;
export type MessagesQuery = v.InferOutput<typeof messagesQuerySchema>;

export const messageHandledSchema = v.object({
  handled: v.boolean(code('CONSOLE_QUERY_INVALID')),
});
export type MessageHandledBody = v.InferOutput<typeof messageHandledSchema>;

/** The longest reply to a contact message. */
export const CONTACT_REPLY_MAX = 5_000;

/** POST console/messages/{id}/reply: the answer mailed to the sender (2–5000 characters, trimmed). */
export const messageReplySchema = v.object({
  noi_dung: trimmedTextField(2, CONTACT_REPLY_MAX, code('CONTACT_REPLY_INVALID')),
});
export type MessageReplyBody = v.InferOutput<typeof messageReplySchema>;

/** A reply sent from the console: its text, who sent it and when (queued in the mail outbox). */
export interface ContactReply {
  noi_dung: string;
  by: string;
  at: string;
}

/** A contact message (ecomcontactus) as the console lists it. */
export interface ConsoleContactMessage {
  _id: string;
  ho_ten: string;
  dien_thoai: string;
  email: string;
  dia_chi: string;
  noi_dung: string;
  date_created: string;
  handled: boolean;
  handled_by: string;
  handled_at: string;
  /** The replies mailed from the console, oldest first. */
  replies: ContactReply[];
}

export interface MessagesReply {
  items: ConsoleContactMessage[];
  total: number;
  /** Unhandled messages, whatever the filter. */
  unhandled: number;
  page: number;
  limit: number;
}

export interface MessageHandledReply {
  item: ConsoleContactMessage;
  message: string;
}

export const subscribersQuerySchema = v.object(pageFields);
export type SubscribersQueryInput = v.InferInput<typeof subscribersQuerySchema>;

export interface Subscriber {
  _id: string;
  email: string;
  date_created: string;
}

export interface SubscribersReply {
  items: Subscriber[];
  total: number;
  page: number;
  limit: number;
}

// ---------------------------------------------------------------- staff invitations

/** How long an invitation link works. */
export const INVITATION_TTL_DAYS = 7;

export const inviteStaffSchema = v.object({
  email: v.pipe(v.optional(v.string(), ''), v.trim(), v.check(isValidEmail, code('EMAIL_INVALID'))),
});
export type InviteStaffBody = v.InferOutput<typeof inviteStaffSchema>;

export const inviteTokenSchema = v.object({
  token: v.pipe(v.string(code('INVITE_INVALID')), v.minLength(16, code('INVITE_INVALID')), v.maxLength(200)),
});

/**
 * Accepting an invitation: a new account gives its name and a strong password; an existing shop
 * account of the invited e-mail gives its password only (the name is then ignored).
 */
export const acceptInviteSchema = v.object({
  token: v.pipe(v.string(code('INVITE_INVALID')), v.minLength(16, code('INVITE_INVALID')), v.maxLength(200)),
  name: v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(100)),
  password: v.pipe(v.optional(v.string(), ''), v.nonEmpty(code('PASSWORD_WEAK'))),
});
export type AcceptInviteBody = v.InferOutput<typeof acceptInviteSchema>;

/** Whether a new account's fields of an invitation are acceptable (name given, password strong). */
export function newStaffAccountIssue(body: Pick<AcceptInviteBody, 'name' | 'password'>) {
  if (body.name === '') return 'NAME_REQUIRED' as const;
  if (!isStrongPassword(body.password)) return 'PASSWORD_WEAK' as const;
  return undefined;
}

/** A pending invitation as the owner sees it. */
export interface StaffInvitation {
  _id: string;
  email: string;
  invited_by: string;
  created_at: string;
  expires_at: string;
}

export interface InviteReply {
  invitation: StaffInvitation;
  message: string;
}

/** GET console/invite?token=…: who is invited and whether that e-mail already has a shop account. */
export interface InviteInfo {
  email: string;
  has_account: boolean;
}

/** POST console/invite: the invitee, now staff, logged in. */
export interface AcceptInviteReply {
  token: string;
  user: UserInfo;
  message: string;
}

/** A reply that only says what was done. */
export interface DoneReply {
  message: string;
}
