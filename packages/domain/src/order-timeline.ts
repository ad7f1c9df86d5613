import type { FieldChange } from './contracts/console-replies.js';

/** The order fields an owner cares about in a timeline, in the order they are listed. */
export const TIMELINE_FIELDS = [
  'trang_thai',
  'trang_thai_tt',
  'don_vi_vc',
  'ma_van_don',
  'ly_do_huy',
  'thanh_toan_nhan',
  't_tt_nt',
  'so_ct',
] as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What changed between two versions of an order, over TIMELINE_FIELDS. The first version
 * (`previous` null) lists the fields it set. Fields outside the list (prices repeated, payment
 * links) are left out, so a timeline reads as the shop's and the shopper's decisions.
 */
export function describeOrderChanges(
  previous: Readonly<Record<string, unknown>> | null,
  next: Readonly<Record<string, unknown>>,
): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of TIMELINE_FIELDS) {
    const before = previous?.[field];
    const after = next[field];
    if (same(before, after) || (previous === null && (after === undefined || after === ''))) continue;
    changes.push({ field, from: before ?? null, to: after ?? null });
  }
  return changes;
}
