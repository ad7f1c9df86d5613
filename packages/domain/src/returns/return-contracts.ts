import * as v from 'valibot';
import { wholeNumberOrText } from '../primitives/common-schemas.js';
import type { ReturnReason } from './return-rules.js';

/** What the shopper asks for: the money back, or the same products again. */
export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

/**
 * Every status of a return, in the order the console's inbox shows them (issue 33):
 * new → approved → received → refunded or exchanged; or rejected.
 */
export const RETURN_STATUSES = ['new', 'approved', 'received', 'refunded', 'exchanged', 'rejected'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The shortest and longest return window a shop may set, in hours after delivery. */
export const RETURN_WINDOW_HOURS_MIN = 1;
export const RETURN_WINDOW_HOURS_MAX = 720;

/** What a request may carry: at most 5 photos and 1 video (an unboxing video), each ≤ its size. */
export const RETURN_MEDIA_LIMITS = {
  photos: 5,
  videos: 1,
  photoBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
} as const;
/**
 * Pictures taken (judged by their bytes), re-encoded without EXIF or GPS before they are kept.
 * Not HEIC: the server's image library has no HEVC decoder (phones' browsers send a JPEG).
 */
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Videos taken (judged by their bytes), kept as sent. */
export const RETURN_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export type ReturnMediaKind = 'photo' | 'video';

/** A photo or video of a request: POST returns/media's reply, and each of a return's `media`. */
export interface ReturnMedia {
  id: string;
  /** A path on the API origin that shows it. */
  url: string;
  kind: ReturnMediaKind;
}

/** One step of a return as its timelines show it; `note` is what the shopper is told ('' for none). */
export interface ReturnStep {
  status: ReturnStatus;
  at: string;
  note: string;
}

/** The order an exchange made (at no charge): its id and number. */
export interface ExchangeOrder {
  _id: string;
  so_ct: string | null;
}

/** The shop's return settings: how long after delivery a request may be made. */
export interface ReturnSettings {
  return_window_hours: number;
}

/** PUT console/settings/returns: the window in hours, 1–720 (a number or the text of one). */
export const returnSettingsSchema = v.object({
  return_window_hours: wholeNumberOrText(
    RETURN_WINDOW_HOURS_MIN,
    RETURN_WINDOW_HOURS_MAX,
    'RETURN_SETTINGS_INVALID',
  ),
});

/** The console's steps of a return, in the order they come (issue 33). */
export const RETURN_STEPS = ['approve', 'receive', 'refund', 'exchange', 'reject'] as const;
export type ReturnStepName = (typeof RETURN_STEPS)[number];

/** Approve: send the goods back, or keep them (nothing to receive; the refund may follow at once). */
export const RETURN_INSTRUCTIONS = ['send-back', 'keep'] as const;
export type ReturnInstructions = (typeof RETURN_INSTRUCTIONS)[number];
/** Receive: the units go back in stock, or are written off (with a reason). */
export const RETURN_RECEIVE_ACTIONS = ['restock', 'write-off'] as const;
export type ReturnReceiveAction = (typeof RETURN_RECEIVE_ACTIONS)[number];

/** The longest note or reason the console writes on a step. */
export const RETURN_STEP_NOTE_MAX = 1000;
const stepNote = v.pipe(
  v.optional(v.string(), ''),
  v.transform((text) => text.trim()),
  v.maxLength(RETURN_STEP_NOTE_MAX, 'RETURN_NOTE_TOO_LONG'),
);

/** POST console/returns/{id}/approve. */
export const returnApproveSchema = v.object({
  instructions: v.picklist(RETURN_INSTRUCTIONS, 'RETURN_INSTRUCTIONS_INVALID'),
  note: stepNote,
});
export type ReturnApprove = v.InferOutput<typeof returnApproveSchema>;

/** POST console/returns/{id}/receive: a write-off needs its reason. */
export const returnReceiveSchema = v.pipe(
  v.object({
    action: v.picklist(RETURN_RECEIVE_ACTIONS, 'RETURN_ACTION_INVALID'),
    reason: stepNote,
  }),
  v.check((body) => body.action !== 'write-off' || body.reason !== '', 'RETURN_REASON_REQUIRED'),
);
export type ReturnReceive = v.InferOutput<typeof returnReceiveSchema>;

/** POST console/returns/{id}/reject: the reason the shopper is told. */
export const returnRejectSchema = v.object({
  reason: v.pipe(stepNote, v.nonEmpty('RETURN_REASON_REQUIRED')),
});
export type ReturnReject = v.InferOutput<typeof returnRejectSchema>;

/** POST console/returns/{id}/refund and …/exchange take nothing: the amounts are the kept ones. */
export const returnEmptyStepSchema = v.object({});

/** A return as the console's inbox lists it. */
export interface ConsoleReturnItem {
  _id: string;
  order_id: string;
  so_ct: string | null;
  customer_name: string;
  status: ReturnStatus;
  resolution: ReturnResolution;
  reason: ReturnReason;
  note: string;
  refund_amount: number;
  shipping_refund: number;
  created_at: string;
  media_count: number;
}

/** GET console/returns: a page of 20, newest first, and how many returns each status has. */
export interface ConsoleReturnsReply {
  items: ConsoleReturnItem[];
  total: number;
  page: number;
  pages: number;
  counts: Record<ReturnStatus, number>;
}

/** A line of the returned order, with what this request takes of it. */
export interface ConsoleReturnLine {
  line: number;
  ma_vt: string;
  ten_vt: string;
  variant: string | null;
  /** Units delivered. */
  delivered: number;
  /** Units this request sends back (0: the line is not in it). */
  quantity: number;
  /** What the line was paid, after its share of vouchers and order discounts. */
  paid: number;
  /** What this request refunds of it. */
  refund: number;
}

/**
 * How the order was paid and where its refund goes: a gateway (MoMo, ZaloPay, VNPay: refunded
 * through it), a bank transfer or cash on delivery (refunded by the shop's transfer, listed as due
 * on the Payments screen).
 */
export interface ConsoleReturnPayment {
  kind: 'gateway' | 'transfer' | 'cod';
  /** The payment method's code (ma_pt) and the gateway's id when it is one. */
  method: string;
  gateway: string | null;
  /** What the shopper paid, and what is still refundable of it (earlier refunds taken away). */
  paid: number;
  refundable: number;
  /** The refund of this return once asked: its id and state (the payment module's). */
  refund: { _id: string; amount: number; status: string } | null;
}

/** A console step with who did it. */
export interface ConsoleReturnStep extends ReturnStep {
  by: string | null;
}

/** GET console/returns/{id}: the return in full. */
export interface ConsoleReturn extends ConsoleReturnItem {
  customer_email: string | null;
  customer_phone: string | null;
  language: 'vi' | 'en';
  instructions: ReturnInstructions | null;
  receive_action: ReturnReceiveAction | null;
  lines: ConsoleReturnLine[];
  media: ReturnMedia[];
  steps: ConsoleReturnStep[];
  payment: ConsoleReturnPayment;
  exchange_order: ExchangeOrder | null;
  /** The steps the console may take now (nextReturnSteps). */
  actions: ReturnStepName[];
}

/** What every console step answers: the return as it now is, and the server's words. */
export interface ConsoleReturnStepReply {
  return: ConsoleReturn;
  message: string;
}
