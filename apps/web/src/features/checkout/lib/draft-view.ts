import type { OrderReply } from '@shop/api-client';
import type { OrderLine } from '@shop/domain/orders';

/** The totals of SPEC §3 a draft or order carries, as the server computed them. */
export const TOTAL_FIELDS = [
  't_tien_hang',
  't_tien_ck',
  'tien_evoucher',
  'tien_phi_vc',
  'tien_freeship',
  't_tt_nt',
] as const;
export type DraftTotals = Record<(typeof TOTAL_FIELDS)[number], number>;

// OrderReply is built with Omit over a loose object, which leaves its fields typed unknown; these
// readers check each value instead of trusting a cast.
function amountOf(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

export function draftTotals(draft: OrderReply): DraftTotals {
  const totals = {} as DraftTotals;
  for (const field of TOTAL_FIELDS) totals[field] = amountOf(draft[field]);
  return totals;
}

function isOrderLine(value: unknown): value is OrderLine {
  if (typeof value !== 'object' || value === null) return false;
  return typeof Reflect.get(value, 'ma_vt') === 'string' && typeof Reflect.get(value, 'sl_xuat') === 'number';
}

export function draftLines(draft: OrderReply): OrderLine[] {
  const details: unknown = draft.details;
  return Array.isArray(details) ? details.filter(isOrderLine) : [];
}

/** A text field of a draft or order ('' when missing). */
export function draftText(draft: OrderReply, field: string): string {
  const value = draft[field];
  return typeof value === 'string' ? value : '';
}
