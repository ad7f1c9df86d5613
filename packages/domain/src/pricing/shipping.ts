import { isSameAdminName } from '../accounts/admin-name.js';
import { nonNegativeVnd, type Vnd } from '../primitives/money.js';
import type { FreeshipRule, TransportFee } from './shipping-schema.js';

/** The shipping fee when no fee entry matches the address (SPEC §9). */
export const DEFAULT_SHIPPING_FEE = 35_000;

/** Where a shipping fee came from. */
export type ShippingFeeSource = 'district' | 'province' | 'default';

export interface ShippingFeeInput {
  readonly district?: string | null | undefined;
  readonly province?: string | null | undefined;
  readonly fees: readonly Pick<TransportFee, 'ten_quan_huyen' | 'ten_tinh_thanh' | 'tien_phi'>[];
}

/**
 * Looks the fee up (SPEC §9, DESIGN "Addresses"): the first district entry whose
 * ten_quan_huyen matches the district (and whose ten_tinh_thanh, when the entry and the address
 * both have one, matches the province); else the first province-only entry matching the
 * province; else DEFAULT_SHIPPING_FEE. Names match ignoring case, diacritics and unit words
 * ('Quận 1' = 'quan 1' = '1'; see normaliseAdminName). Negative fees count as 0.
 */
export function findShippingFee(input: ShippingFeeInput): { tien_phi: Vnd; source: ShippingFeeSource } {
  const { district, province, fees } = input;
  if (district) {
    const entry = fees.find(
      (fee) =>
        isSameAdminName(fee.ten_quan_huyen, district) &&
        (!fee.ten_tinh_thanh || !province || isSameAdminName(fee.ten_tinh_thanh, province)),
    );
    if (entry) return { tien_phi: nonNegativeVnd(entry.tien_phi), source: 'district' };
  }
  if (province) {
    const entry = fees.find((fee) => !fee.ten_quan_huyen && isSameAdminName(fee.ten_tinh_thanh, province));
    if (entry) return { tien_phi: nonNegativeVnd(entry.tien_phi), source: 'province' };
  }
  return { tien_phi: DEFAULT_SHIPPING_FEE, source: 'default' };
}

/** The shipping fee of an address: {@link findShippingFee} without the source. */
export function computeShippingFee(input: ShippingFeeInput): Vnd {
  return findShippingFee(input).tien_phi;
}

type FreeshipThreshold = Pick<FreeshipRule, 'gia_tri_dh' | 'phi_van_chuyen'>;

/** The first rule, in the given order, whose gia_tri_dh the subtotal reaches (>=); undefined if none. */
export function findFreeshipRule<T extends FreeshipThreshold>(
  subtotal: Vnd,
  rules: readonly T[],
): T | undefined {
  return rules.find((rule) => subtotal >= rule.gia_tri_dh);
}

/**
 * The free-shipping value of an order (SPEC §9): the phi_van_chuyen of the first rule the
 * subtotal reaches, but never more than the shipping fee; 0 when no rule is reached, the list
 * is empty or the fee is 0. Never negative.
 */
export function computeFreeShipping(
  subtotal: Vnd,
  rules: readonly FreeshipThreshold[],
  shippingFee: Vnd,
): Vnd {
  const rule = findFreeshipRule(subtotal, rules);
  if (!rule) return 0;
  return nonNegativeVnd(Math.min(rule.phi_van_chuyen, shippingFee));
}

/**
 * Total payable (SPEC §9): order total + shipping fee - free-shipping value. The free-shipping
 * value is capped at the fee and every part is floored at 0, so the result is never negative.
 */
export function computeTotalPayable(input: {
  readonly orderTotal: Vnd;
  readonly shippingFee: Vnd;
  readonly freeShipping: Vnd;
}): Vnd {
  const fee = nonNegativeVnd(input.shippingFee);
  const free = Math.min(nonNegativeVnd(input.freeShipping), fee);
  return nonNegativeVnd(input.orderTotal) + fee - free;
}
