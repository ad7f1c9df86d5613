import * as v from 'valibot';
import { isStrongPassword, isValidEmail } from '../accounts/account.js';
import type { ConsoleMessageCode } from '../messages/console-messages.js';
import {
  moneyField,
  trimmedTextField,
  wholeNumberParam as wholeNumber,
} from '../primitives/common-schemas.js';
import { toVietnamDate } from '../primitives/date.js';
import { INBOX_STATUSES } from '../orders/order-status.js';

/**
 * Requests of the owner console (docs/api.md "Owner console"). Each issue's message is a code of
 * CONSOLE_MESSAGES (or of MESSAGES for the shop's own rules), which the server and the console
 * turn into the reader's language.
 */
const code = (value: ConsoleMessageCode | 'PASSWORD_WEAK' | 'EMAIL_INVALID' | 'NAME_REQUIRED') => value;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isIsoDay = (text: string) => ISO_DAY.test(text) && toVietnamDate(text) === text;

/** Sort keys of the inbox: a field, '-' first for newest / largest first. */
export const INBOX_SORTS = ['-ngay_ct', 'ngay_ct', '-t_tt_nt', 't_tt_nt', '-so_ct', 'so_ct'] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];
export const INBOX_PAGE_SIZE = 20;
export const INBOX_MAX_PAGE_SIZE = 100;

const blankToUndefined = (text: string | undefined) => (text === '' ? undefined : text);
const optionalText = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.pipe(v.optional(v.string()), v.transform(blankToUndefined), v.optional(schema));

/** The inbox's query string: tab, filters, search, page and sort; every part optional. */
export const inboxQuerySchema = v.object({
  status: optionalText(v.picklist(INBOX_STATUSES)),
  q: optionalText(v.pipe(v.string(), v.trim(), v.maxLength(100))),
  pt_thanh_toan: optionalText(v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/))),
  trang_thai_tt: optionalText(v.picklist(['0', '1'])),
  don_vi_vc: optionalText(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/))),
  from: optionalText(v.pipe(v.string(), v.check(isIsoDay))),
  to: optionalText(v.pipe(v.string(), v.check(isIsoDay))),
  page: wholeNumber(1, 100_000, 1),
  limit: wholeNumber(1, INBOX_MAX_PAGE_SIZE, INBOX_PAGE_SIZE),
  sort: v.optional(v.picklist(INBOX_SORTS), '-ngay_ct'),
});
export type InboxQueryInput = v.InferInput<typeof inboxQuerySchema>;
export type InboxQuery = v.InferOutput<typeof inboxQuerySchema>;

/**
 * A carrier's code as ecomcarrier_fees.ma_dv_vc holds it, blank for the carrier the shopper chose
 * (the server refuses CARRIER_REQUIRED when the order has none), and a tracking code of 4–40
 * characters.
 */
export const shipOrderSchema = v.object({
  don_vi_vc: v.pipe(v.optional(v.string(code('CARRIER_REQUIRED')), ''), v.trim()),
  ma_van_don: v.pipe(
    v.optional(v.string(code('TRACKING_CODE_INVALID')), ''),
    v.trim(),
    v.regex(/^[A-Za-z0-9-]{4,40}$/, code('TRACKING_CODE_INVALID')),
  ),
});
export type ShipOrderBody = v.InferOutput<typeof shipOrderSchema>;

/** Cancelling from the console: the reason is checked with validateCancelReason (SPEC §5). */
export const consoleCancelSchema = v.object({ ly_do_huy: v.optional(v.string(), '') });
export type ConsoleCancelBody = v.InferOutput<typeof consoleCancelSchema>;

export const TRANSFER_NOTE_MAX_LENGTH = 500;

/**
 * A bank transfer received: the amount in VND (a number, or typed as the other money inputs take
 * it: '150.000', '150 000 ₫', read by parseMoneyInput), the day it arrived (ISO date; the server
 * also refuses a day after today in Vietnam) and an optional note.
 */
export const recordTransferSchema = v.object({
  so_tien: moneyField(1, Number.MAX_SAFE_INTEGER, code('TRANSFER_AMOUNT_INVALID')),
  ngay: v.pipe(v.string(code('TRANSFER_DATE_INVALID')), v.check(isIsoDay, code('TRANSFER_DATE_INVALID'))),
  ghi_chu: v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.maxLength(TRANSFER_NOTE_MAX_LENGTH, code('TRANSFER_NOTE_TOO_LONG')),
  ),
});
export type RecordTransferBody = v.InferOutput<typeof recordTransferSchema>;

export const REFUND_REASON_MAX_LENGTH = 200;

/**
 * `POST console/orders/{id}/refund` (issue 30): send part or all of an e-wallet payment back
 * through its gateway, with the reason the shopper's mail and the gateway carry.
 */
export const gatewayRefundSchema = v.object({
  so_tien: moneyField(1, Number.MAX_SAFE_INTEGER, code('REFUND_AMOUNT_INVALID')),
  ly_do: trimmedTextField(1, REFUND_REASON_MAX_LENGTH, code('REFUND_REASON_REQUIRED')),
});
export type GatewayRefundBody = v.InferOutput<typeof gatewayRefundSchema>;

/**
 * Whether a transfer received pays the order: at least its amount due (t_tt_nt). A part-payment
 * does not make an order paid (the shop waits for the rest, or cancels).
 */
export function isTransferEnough(received: number, due: number): boolean {
  return received >= due;
}

/** Whether a transfer's day is not after `now`'s day in Vietnam. */
export function isTransferDayAllowed(day: string, now: Date): boolean {
  const today = toVietnamDate(now);
  return today !== null && day <= today;
}

/** At most this many orders in one bulk action (a page of the inbox at its largest). */
export const BULK_MAX_ORDERS = INBOX_MAX_PAGE_SIZE;

/** A bulk action's orders: 1–100 distinct order ids (BULK_IDS_INVALID otherwise). */
export const bulkOrdersSchema = v.object({
  ids: v.pipe(
    v.optional(v.array(v.string(code('BULK_IDS_INVALID')), code('BULK_IDS_INVALID')), []),
    v.minLength(1, code('BULK_IDS_INVALID')),
    v.maxLength(BULK_MAX_ORDERS, code('BULK_IDS_INVALID')),
    v.check((ids) => ids.every((id) => /^[0-9a-f]{24}$/.test(id)), code('BULK_IDS_INVALID')),
    v.transform((ids) => [...new Set(ids)]),
  ),
});
export type BulkOrdersBody = v.InferOutput<typeof bulkOrdersSchema>;

/** The inbox's filters, search and sort for the CSV export: the inbox's query without paging. */
export const orderExportQuerySchema = v.omit(inboxQuerySchema, ['page', 'limit']);
export type OrderExportQuery = v.InferOutput<typeof orderExportQuerySchema>;

/** Creating the owner with the one-time setup token printed in the start log. */
export const ownerSetupSchema = v.object({
  token: v.pipe(v.string(code('SETUP_TOKEN_INVALID')), v.minLength(16, code('SETUP_TOKEN_INVALID'))),
  name: v.pipe(v.optional(v.string(), ''), v.trim(), v.nonEmpty(code('NAME_REQUIRED'))),
  email: v.pipe(v.optional(v.string(), ''), v.trim(), v.check(isValidEmail, code('EMAIL_INVALID'))),
  password: v.pipe(v.optional(v.string(), ''), v.check(isStrongPassword, code('PASSWORD_WEAK'))),
});
export type OwnerSetupBody = v.InferOutput<typeof ownerSetupSchema>;
