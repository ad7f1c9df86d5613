import type { FieldChange } from '../console/console-replies.js';
import type { VariantNames } from '../catalogue/variant-label.js';
import type { OrderRefund, RefundState } from '../payments/refund.js';

/**
 * The order fields an owner cares about in a timeline, in the order they are listed: the shop's
 * and the payment's steps, and what the shopper chose while the order was a draft (lines,
 * vouchers, recipient, address, payment method, note), so edits before placing show too.
 */
export const TIMELINE_FIELDS = [
  'trang_thai',
  'trang_thai_tt',
  'details',
  'evouchers',
  'ten_nguoi_nhan',
  'sdt_nguoi_nhan',
  'email_nguoi_nhan',
  'dia_chi_nguoi_nhan',
  'pt_thanh_toan',
  'don_vi_vc',
  'ma_van_don',
  'ghi_chu',
  'ly_do_huy',
  'thanh_toan_nhan',
  't_tt_nt',
  'so_ct',
] as const;

/** An order line as a timeline names it: what and how many, not the prices it repeats. */
export interface TimelineLine {
  ma_vt: string;
  ten_vt: string;
  ten_vt_eng: string;
  thuoc_tinh: VariantNames | null;
  sl_xuat: number;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** The named fields of a stored object, each as text ('' when missing or not text). */
const textsOf = <K extends string>(value: Record<string, unknown>, fields: readonly K[]) =>
  Object.fromEntries(fields.map((field) => [field, text(value[field])])) as Record<K, string>;

const OPTION_NAME_FIELDS = [
  'gia_tri_bien_the_1',
  'gia_tri_bien_the_1_eng',
  'gia_tri_bien_the_2',
  'gia_tri_bien_the_2_eng',
] as const satisfies readonly (keyof VariantNames)[];

/** A line's option by its names only (its id and prices left out); null without one. */
function optionOf(value: unknown): VariantNames | null {
  if (typeof value !== 'object' || value === null) return null;
  return textsOf(record(value), OPTION_NAME_FIELDS);
}

/** A field's value as the timeline compares and shows it: lines without prices, vouchers by code. */
function timelineValue(field: string, value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (field === 'details')
    return value.map((entry): TimelineLine => {
      const line = record(entry);
      return {
        ...textsOf(line, ['ma_vt', 'ten_vt', 'ten_vt_eng']),
        thuoc_tinh: optionOf(line.thuoc_tinh),
        sl_xuat: Number(line.sl_xuat ?? 0),
      };
    });
  if (field === 'evouchers')
    return value.map((entry) => (typeof entry === 'string' ? entry : text(record(entry).ma)));
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isEmpty = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What changed between two versions of an order, over TIMELINE_FIELDS. The first version
 * (`previous` null) lists the fields it set. Lines are compared by product, option and quantity,
 * vouchers by code. Fields outside the list (prices repeated, payment links) are left out, so a timeline reads as the shop's and the shopper's decisions.
 */
export function describeOrderChanges(
  previous: Readonly<Record<string, unknown>> | null,
  next: Readonly<Record<string, unknown>>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of TIMELINE_FIELDS) {
    const before = timelineValue(field, previous?.[field]);
    const after = timelineValue(field, next[field]);
    if (same(before, after) || (previous === null && isEmpty(after))) continue;
    changes.push({ field, from: before ?? null, to: after ?? null });
  }
  changes.push(...describeRefundChanges(previous?.hoan_tien, next.hoan_tien));
  return changes;
}

/**
 * A refund as the timeline shows it (issue 30): how much, through what, how it stands, why, and
 * a bank refund's reference and day. Field `hoan_tien`, `from` the state it left (null when new).
 */
export interface TimelineRefund {
  so_tien: number;
  loai: OrderRefund['kind'];
  cong: string;
  trang_thai: RefundState;
  ly_do: string;
  ma_tham_chieu: string | null;
  ngay: string | null;
}

const refundList = (value: unknown): OrderRefund[] =>
  Array.isArray(value)
    ? value.filter((item): item is OrderRefund => typeof record(item)._id === 'string')
    : [];

/** Each refund new in this version, or whose state moved (asked, then done or failed by the gateway). */
function describeRefundChanges(previous: unknown, next: unknown): FieldChange[] {
  const before = new Map(refundList(previous).map((refund) => [refund._id, refund.state]));
  return refundList(next)
    .filter((refund) => before.get(refund._id) !== refund.state)
    .map((refund) => {
      const to: TimelineRefund = {
        so_tien: Number(refund.amount) || 0,
        loai: refund.kind === 'bank' ? 'bank' : 'gateway',
        cong: text(refund.gateway),
        trang_thai: refund.state,
        ly_do: text(refund.reason),
        ma_tham_chieu: refund.reference ?? refund.refund_tx ?? null,
        ngay: refund.paid_on ?? null,
      };
      return { field: 'hoan_tien', from: before.get(refund._id) ?? null, to };
    });
}
