import type { OwnReview } from '../reviews/review-contracts.js';
import * as v from 'valibot';
import { wholeNumberParam } from '../primitives/common-schemas.js';

/**
 * What a shopper consents to (Law 91/2025/QH15 Art. 9; decision 063): each one given on its own,
 * never bundled, never pre-ticked. `terms`: the terms of use and the privacy notice, at signup;
 * `marketing`: the newsletter and reminder mails; `cookies`: any cookie or script the shop does
 * not need to work (none today: a script that is not needed must ask for this one first).
 */
export const CONSENT_PURPOSES = ['terms', 'marketing', 'cookies'] as const;
export const consentPurposeSchema = v.picklist(CONSENT_PURPOSES);
export type ConsentPurpose = v.InferOutput<typeof consentPurposeSchema>;

/** The purposes a shopper turns on and off from the profile (the terms end only with the account). */
export const WITHDRAWABLE_PURPOSES = ['marketing', 'cookies'] as const satisfies readonly ConsentPurpose[];

/** The version of the privacy notice a consent is recorded against (the privacy page's date). */
export const PRIVACY_NOTICE_VERSION = '2026-01-01';

/** Where a consent was given or withdrawn. */
export const CONSENT_SOURCES = [
  'signup',
  'profile',
  'newsletter-form',
  'unsubscribe-link',
  'account-deleted',
  'cart-reminder',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** POST /api/privacy/consents: turn one withdrawable purpose on or off. */
export const consentChangeSchema = v.object({
  purpose: v.picklist(WITHDRAWABLE_PURPOSES),
  granted: v.boolean(),
});
export type ConsentChange = v.InferOutput<typeof consentChangeSchema>;

/** One purpose's state as the last record says (none recorded: not granted). */
export interface ConsentState {
  purpose: ConsentPurpose;
  granted: boolean;
  /** The notice version and time of the last record; null when there is none. */
  notice_version: string | null;
  at: string | null;
  source: ConsentSource | null;
}

/** A data subject's request (Decree 356/2025/NĐ-CP): to get their data, or to have it deleted. */
export const DATA_REQUEST_KINDS = ['export', 'delete'] as const;
export const dataRequestKindSchema = v.picklist(DATA_REQUEST_KINDS);
export type DataRequestKind = v.InferOutput<typeof dataRequestKindSchema>;

/**
 * Days the shop has to carry out a request from the day it is received (decision 063): the
 * provision of data 10 days and deletion 10 days, the shortest of the spans Decree 356/2025/NĐ-CP
 * gives (withdrawal of consent: 15); the request is acknowledged at once (the law: 2 working days).
 */
export const DATA_REQUEST_DAYS: Readonly<Record<DataRequestKind, number>> = { export: 10, delete: 10 };

const DAY_MS = 86_400_000;

/** The legal deadline of a request received at `receivedAt`. */
export function dataRequestDeadline(kind: DataRequestKind, receivedAt: Date): Date {
  return new Date(receivedAt.getTime() + DATA_REQUEST_DAYS[kind] * DAY_MS);
}

export type DataRequestState = 'done' | 'open' | 'overdue';

/** Done once carried out; open until its deadline; overdue after it. */
export function dataRequestState(
  request: { readonly due_at: string; readonly done_at: string | null },
  now: Date,
): DataRequestState {
  if (request.done_at !== null) return 'done';
  return Date.parse(request.due_at) < now.getTime() ? 'overdue' : 'open';
}

/**
 * How a request reached the shop: the profile (`self-service`), a guest's e-mail confirmed with a
 * code (`email`), or recorded by the owner from a letter, a call or a mail to the shop (`manual`).
 */
export const DATA_REQUEST_CHANNELS = ['self-service', 'email', 'manual'] as const;
export type DataRequestChannel = (typeof DATA_REQUEST_CHANNELS)[number];

/** A request as the console lists it. */
export interface DataRequest {
  _id: string;
  kind: DataRequestKind;
  /** The e-mail or phone of the shopper (a deleted account's pseudonym once carried out). */
  subject: string;
  channel: DataRequestChannel;
  received_at: string;
  due_at: string;
  done_at: string | null;
  /** Who marked a manual request done (the console user), else ''. */
  done_by: string;
  /** The owner's note on a manual request, else ''. */
  note: string;
  state: DataRequestState;
}

/** GET console/data-requests: the owner's inbox, by state and kind, newest first. */
export const dataRequestsQuerySchema = v.object({
  state: v.optional(v.picklist(['all', 'open', 'overdue', 'done']), 'all'),
  kind: v.optional(v.picklist(['all', ...DATA_REQUEST_KINDS]), 'all'),
  page: wholeNumberParam(1, 100_000, 1),
  limit: wholeNumberParam(1, 100, 20),
});
export type DataRequestsQueryInput = v.InferInput<typeof dataRequestsQuerySchema>;
export type DataRequestsQuery = v.InferOutput<typeof dataRequestsQuerySchema>;

export interface DataRequestsReply {
  items: DataRequest[];
  total: number;
  /** Requests not done, whatever the filter: before their deadline, and past it. */
  open: number;
  overdue: number;
  page: number;
  limit: number;
}

/** POST console/data-requests: a request the shop received by letter, phone or its own e-mail. */
export const manualDataRequestSchema = v.object({
  kind: dataRequestKindSchema,
  subject: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(254)),
  note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
});
export type ManualDataRequestBody = v.InferInput<typeof manualDataRequestSchema>;

/** The console's reply to recording a request or marking it done. */
export interface DataRequestReply {
  item: DataRequest;
  message: string;
}

/** POST /api/account/delete. */
export const deleteAccountSchema = v.object({ password: v.pipe(v.string(), v.minLength(1)) });

/** A guest's request by e-mail: the address, then the code mailed to it. */
export const guestDataRequestSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)),
  kind: dataRequestKindSchema,
});
export const guestDataRequestCodeSchema = v.object({
  _id: v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/)),
  code: v.pipe(v.string(), v.trim(), v.regex(/^\d{6}$/)),
});
export type GuestDataRequestBody = v.InferInput<typeof guestDataRequestSchema>;
export type GuestDataRequestCodeBody = v.InferInput<typeof guestDataRequestCodeSchema>;

/** POST /api/privacy/guest-request: the code went to the address (the same reply whatever it holds). */
export interface GuestDataRequestReply {
  _id: string;
  message: string;
}

/**
 * What the shop holds about a guest's e-mail (no account): the orders placed without an account
 * with it as the receiver's e-mail, its consent records and newsletter subscriptions.
 */
export interface GuestDataExport {
  exported_at: string;
  notice_version: string;
  email: string;
  orders: Record<string, unknown>[];
  consents: ConsentRecord[];
  subscriptions: { email: string; date_created: string }[];
}

/** POST /api/privacy/guest-request/confirm: the request carried out. */
export interface GuestDataRequestDone {
  kind: DataRequestKind;
  message: string;
  /** The data, for an export, and the same as one readable HTML file. */
  data?: GuestDataExport;
  html?: string;
  /** For a deletion: the orders whose personal fields were replaced. */
  erased_orders?: number;
}

/** What replaces a deleted shopper's name in the orders kept for the accounts. */
export const ERASED_NAME = 'Đã xoá';

/**
 * POST /api/privacy/zalo-messages: the shopper receives Zalo messages (order news by ZNS, codes by
 * the ZNS OTP template) or stops them (decision 061 addendum). On unless stopped: they are service
 * messages of the shopper's own orders and account, not marketing.
 */
export const zaloMessagesSchema = v.object({ on: v.boolean() });
export type ZaloMessagesChange = v.InferOutput<typeof zaloMessagesSchema>;

/** GET and POST /api/privacy/consents (and POST /api/privacy/zalo-messages). */
export interface ConsentsReply {
  notice_version: string;
  consents: ConsentState[];
  /** Whether the shop's Zalo messages reach this account (true unless the shopper stopped them). */
  zalo_messages: boolean;
  /** POST only: CONSENT_SAVED. */
  message?: string;
}

/** One consent record as the export lists it (every giving and withdrawing, oldest first). */
export interface ConsentRecord {
  purpose: ConsentPurpose;
  granted: boolean;
  notice_version: string;
  source: string;
  at: string;
}

/**
 * GET /api/account/export: everything the shop holds about the logged-in shopper (Law 91/2025/QH15
 * Art. 4, the right to access and to be provided with one's data; decision 063). The shop has no
 * product reviews, so none are listed.
 */
export interface AccountExport {
  exported_at: string;
  notice_version: string;
  profile: {
    _id: string;
    email: string | null;
    phone: string | null;
    name: string;
    picture: string;
    ngay_sinh: string;
    gioi_tinh: string;
    referral_code: string;
    verified: boolean;
    created_at: string;
  };
  addresses: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  cart: Record<string, unknown>[];
  wishlist: Record<string, unknown>[];
  consents: ConsentRecord[];
  subscriptions: { email: string; date_created: string }[];
  /** The account's product reviews (decision 047): kept without the author's name once deleted. */
  reviews: OwnReview[];
}

/**
 * How long the shop keeps what it no longer needs (decision 063, "Retention"), in days: a guest's
 * cart untouched this long, a checkout draft never placed, and a mail once sent (its copy in the
 * outbox). Orders are kept 10 years (accounting), login counters end with their lock.
 */
export const RETENTION_DAYS = { guestCart: 30, draft: 30, sentMail: 90 } as const;
