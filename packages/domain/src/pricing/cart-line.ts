import { roundVnd, type Vnd } from '../primitives/money.js';
import type { CartLine } from './cart-line-schema.js';

/** What makes two cart lines the same line: product code, app and chosen attribute. */
export type CartLineIdentity = Pick<CartLine, 'ma_vt' | 'id_app' | 'thuoc_tinh'>;

/**
 * The identity key of a line. Lines with the same ma_vt, id_app and thuoc_tinh._id share a key;
 * a missing, null or empty id_app or attribute counts as "none", so they are equal to each other.
 */
export function cartLineKey(line: CartLineIdentity): string {
  return JSON.stringify([line.ma_vt, line.id_app || '', line.thuoc_tinh?._id || '']);
}

/** True when both lines are the same product, app and attribute (see {@link cartLineKey}). */
export function isSameCartLine(a: CartLineIdentity, b: CartLineIdentity): boolean {
  return cartLineKey(a) === cartLineKey(b);
}

/** A line that can be merged: its identity and its quantity. */
export type MergeableLine = CartLineIdentity & { readonly sl_xuat: number };

/**
 * Adds a line to a cart (SPEC §4): when an identical line exists (first match), a copy of it
 * gets `incoming.sl_xuat` more and keeps its own other fields (_id, prices); otherwise `incoming`
 * is appended. The input list is not changed. Quantities are not capped here: pass the result
 * through `normaliseQuantity` with the stock. Merging any sequence of lines in any order gives
 * the same quantity per identity.
 */
export function mergeCartLine<T extends MergeableLine>(lines: readonly T[], incoming: T): T[] {
  const key = cartLineKey(incoming);
  const index = lines.findIndex((line) => cartLineKey(line) === key);
  if (index === -1) return [...lines, incoming];
  return lines.map((line, i) => (i === index ? { ...line, sl_xuat: line.sl_xuat + incoming.sl_xuat } : line));
}

/** Merges several lines into a cart one by one with {@link mergeCartLine}; also collapses duplicates. */
export function mergeCartLines<T extends MergeableLine>(lines: readonly T[], incoming: readonly T[]): T[] {
  return incoming.reduce<T[]>((cart, line) => mergeCartLine(cart, line), [...lines]);
}

/**
 * The unit price shown for a line: tien / sl_xuat, rounded to the đồng. 0 when the quantity is
 * 0 or missing, or the amount is missing.
 */
export function cartLineUnitPrice(line: {
  readonly tien?: number | null;
  readonly sl_xuat?: number | null;
}): Vnd {
  if (!line.sl_xuat || !line.tien) return 0;
  return roundVnd(line.tien / line.sl_xuat);
}

/** The marker of a flash-sale campaign in a line's discount list. */
export const FLASH_SALE_CAMPAIGN = 'ecompromotion_flashsales';

/** 'Khuyến mãi' badge: the line has a discount (tien_ck > 0). */
export function hasPromotionBadge(line: Pick<CartLine, 'tien_ck'>): boolean {
  return (line.tien_ck ?? 0) > 0;
}

/** The retail price is shown struck through when the line is discounted and has a retail price. */
export function showsStrikeThroughRetail(line: Pick<CartLine, 'tien_ck' | 'gia_ban_le'>): boolean {
  return hasPromotionBadge(line) && (line.gia_ban_le ?? 0) > 0;
}

/** Out of stock when ton is falsy (0, missing, null), as the spec says; negative stock too. */
export function isOutOfStock(line: Pick<CartLine, 'ton'>): boolean {
  return !line.ton || line.ton < 0;
}

/** A flash-sale line: one of its discounts has ma_cs 'ecompromotion_flashsales'. */
export function isFlashSale(line: Pick<CartLine, 'discount'>): boolean {
  return (line.discount ?? []).some((discount) => discount.ma_cs === FLASH_SALE_CAMPAIGN);
}
