import { validityStatus } from '../primitives/date.js';
import { nonNegativeVnd, percentOfVnd, type Vnd } from '../primitives/money.js';
import type { Voucher } from './voucher-schema.js';

/** The voucher errors of SPEC §5, as message codes. */
export type VoucherErrorCode =
  | 'VOUCHER_DUPLICATE'
  | 'VOUCHER_NOT_FOUND_OR_EXPIRED'
  | 'VOUCHER_UNAVAILABLE'
  | 'VOUCHER_MIN_ORDER';

/** The decision on one voucher: its reduction, or why it cannot be used. */
export type VoucherResult =
  | { readonly ok: true; readonly ma: string; readonly so_tien_giam: Vnd }
  | { readonly ok: false; readonly code: VoucherErrorCode };

/** The voucher fields the rules read. */
export type VoucherTerms = Pick<
  Voucher,
  | 'ma'
  | 'ty_le'
  | 'so_tien'
  | 'so_tien_max'
  | 'gt_don_hang_toi_thieu'
  | 'hieu_luc_tu'
  | 'hieu_luc_den'
  | 'so_luong'
  | 'so_luong_da_dung'
>;

export interface ApplyVoucherInput {
  /** The code the shopper typed. Compared trimmed and case-insensitively. */
  readonly code: string;
  /** The voucher found for that code, or null/undefined when the lookup found nothing. */
  readonly voucher: VoucherTerms | null | undefined;
  /** Codes already applied to the draft. */
  readonly appliedCodes?: readonly string[];
  /** Goods amount of the draft at retail (t_tien_hang). */
  readonly amount: Vnd;
  /** Line discounts of the draft (t_tien_ck). */
  readonly lineDiscount: Vnd;
  /** Reductions of the vouchers already applied, taken from what is left to reduce. */
  readonly alreadyReduced?: Vnd;
  readonly now: Date;
}

/** A voucher code in comparable form: trimmed, upper case. */
export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * Decides one voucher (SPEC §5), checking in this order:
 * 1. the code is already applied -> VOUCHER_DUPLICATE;
 * 2. the code is blank -> VOUCHER_UNAVAILABLE;
 * 3. nothing was found for it, or `now` is after hieu_luc_den -> VOUCHER_NOT_FOUND_OR_EXPIRED;
 * 4. `now` is before hieu_luc_tu, so_luong_da_dung has reached so_luong, or the voucher has
 *    neither a ty_le nor a so_tien above 0 -> VOUCHER_UNAVAILABLE;
 * 5. the subtotal (amount - lineDiscount) is below gt_don_hang_toi_thieu -> VOUCHER_MIN_ORDER.
 * Otherwise the reduction is ty_le % of the subtotal, rounded once (ty_le wins over so_tien when
 * both are set), or so_tien; capped at so_tien_max (0 or missing = no cap) and at what is left,
 * amount - lineDiscount - alreadyReduced, so it may be 0. Never negative.
 */
export function applyVoucher(input: ApplyVoucherInput): VoucherResult {
  const code = normaliseVoucherCode(input.code);
  const applied = (input.appliedCodes ?? []).map(normaliseVoucherCode);
  if (code !== '' && applied.includes(code)) return { ok: false, code: 'VOUCHER_DUPLICATE' };
  const { voucher } = input;
  if (code === '') return { ok: false, code: 'VOUCHER_UNAVAILABLE' };
  if (!voucher) return { ok: false, code: 'VOUCHER_NOT_FOUND_OR_EXPIRED' };
  const status = validityStatus(voucher, input.now);
  if (status === 'expired') return { ok: false, code: 'VOUCHER_NOT_FOUND_OR_EXPIRED' };
  if (status === 'not-started' || isUsedUp(voucher)) return { ok: false, code: 'VOUCHER_UNAVAILABLE' };
  const percent = voucher.ty_le ?? 0;
  const fixed = voucher.so_tien ?? 0;
  if (percent <= 0 && fixed <= 0) return { ok: false, code: 'VOUCHER_UNAVAILABLE' };
  const subtotal = nonNegativeVnd(input.amount - input.lineDiscount);
  if (subtotal < (voucher.gt_don_hang_toi_thieu ?? 0)) return { ok: false, code: 'VOUCHER_MIN_ORDER' };
  const raw = percent > 0 ? percentOfVnd(subtotal, percent) : fixed;
  const capped = voucher.so_tien_max ? Math.min(raw, voucher.so_tien_max) : raw;
  const left = nonNegativeVnd(subtotal - nonNegativeVnd(input.alreadyReduced ?? 0));
  return { ok: true, ma: voucher.ma, so_tien_giam: nonNegativeVnd(Math.min(capped, left)) };
}

function isUsedUp(voucher: VoucherTerms): boolean {
  return voucher.so_luong != null && (voucher.so_luong_da_dung ?? 0) >= voucher.so_luong;
}

/** One voucher of a draft: the code and what the lookup found for it. */
export interface VoucherEntry {
  readonly code: string;
  readonly voucher: VoucherTerms | null | undefined;
}

/**
 * Decides several vouchers on one draft, in the given order, with {@link applyVoucher}: each is
 * a duplicate of the codes accepted before it, and reduces only what the earlier ones left, so
 * tien_evoucher (the sum of the accepted reductions) never exceeds amount - lineDiscount.
 * `results` has one entry per input entry, in order.
 */
export function applyVouchers(input: {
  readonly entries: readonly VoucherEntry[];
  readonly amount: Vnd;
  readonly lineDiscount: Vnd;
  readonly now: Date;
}): { results: VoucherResult[]; tien_evoucher: Vnd } {
  const results: VoucherResult[] = [];
  const accepted: string[] = [];
  let reduced = 0;
  for (const entry of input.entries) {
    const result = applyVoucher({
      ...entry,
      appliedCodes: accepted,
      amount: input.amount,
      lineDiscount: input.lineDiscount,
      alreadyReduced: reduced,
      now: input.now,
    });
    if (result.ok) {
      accepted.push(entry.code);
      reduced += result.so_tien_giam;
    }
    results.push(result);
  }
  return { results, tien_evoucher: reduced };
}
