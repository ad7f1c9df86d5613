import * as v from 'valibot';
import {
  type ExchangeOrder,
  RETURN_RESOLUTIONS,
  type ReturnInstructions,
  type ReturnMedia,
  type ReturnResolution,
  type ReturnStatus,
  type ReturnStep,
} from './return-contracts.js';
import { RETURN_REASONS, type ReturnReason } from './return-rules.js';

const HEX_ID = /^[0-9a-f]{24}$/;
/** The longest note of a request. */
export const RETURN_NOTE_MAX = 1000;

/** A shopper's return or exchange request of a delivered order. */
export const returnRequestSchema = v.object({
  order_id: v.pipe(v.string(), v.regex(HEX_ID)),
  lines: v.pipe(
    v.array(
      v.object({
        line: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(499)),
        quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
      }),
    ),
    v.maxLength(100),
  ),
  reason: v.picklist(RETURN_REASONS),
  note: v.pipe(
    v.optional(v.string(), ''),
    v.transform((text) => text.trim()),
    v.maxLength(RETURN_NOTE_MAX),
  ),
  resolution: v.picklist(RETURN_RESOLUTIONS),
  /** Ids of photos and a video the same shopper uploaded (POST returns/media): ≤ 5 photos, ≤ 1 video. */
  media: v.pipe(v.optional(v.array(v.pipe(v.string(), v.regex(HEX_ID))), []), v.maxLength(6)),
});
export type ReturnRequest = v.InferOutput<typeof returnRequestSchema>;

/** A return request as its shopper sees it. */
export interface OwnReturn {
  _id: string;
  order_id: string;
  status: ReturnStatus;
  resolution: ReturnResolution;
  reason: ReturnReason;
  note: string;
  lines: { line: number; quantity: number; amount: number }[];
  /** What the refund will be (lines, and the shipping when the whole order comes back for the shop's fault). */
  refund_amount: number;
  shipping_refund: number;
  created_at: string;
  /** The photos and video sent with it. */
  media: ReturnMedia[];
  /** Its steps, oldest first (the request is the first, 'new'), with what the shopper is told. */
  steps: ReturnStep[];
  /** The order an exchange made, once made. */
  exchange_order: ExchangeOrder | null;
  /** What the shop asked once it approved: send the goods back, or keep them; null before. */
  instructions: ReturnInstructions | null;
}
