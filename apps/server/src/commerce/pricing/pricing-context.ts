import type { Promotion } from '@shop/domain/catalogue';
import { validityStatus } from '@shop/domain/primitives';
import { all, type Queryable } from '../../db/database.js';
import type { CartLineDoc } from '../cart-line.js';
import { asJsonList, GIVEN_KEYS_SQL, loadProducts, type ProductDoc } from '../catalog.js';
import { referenceRows } from '../reference-cache.js';

export interface FreeshipDoc {
  ma_chietkhau?: string;
  gia_tri_dh: number;
  phi_van_chuyen: number;
  sst?: number;
  hieu_luc_tu?: string | null;
  hieu_luc_den?: string | null;
}

export interface ShippingFeeDoc {
  ten_quan_huyen?: string;
  ten_tinh_thanh?: string;
  tien_phi: number;
}

/** What prices lines at one moment: promotions by product, free-shipping rules, shipping fees. */
export interface PricingContext {
  now: Date;
  promotions: Promotion[];
  freeshipRules: FreeshipDoc[];
  shippingFees: ShippingFeeDoc[];
}

/** The reference data pricing reads, whole, as the process keeps it (reference-cache.ts; frozen). */
export interface PricingReference {
  promotions: readonly Promotion[];
  freeshipRules: readonly FreeshipDoc[];
  shippingFees: readonly ShippingFeeDoc[];
}

/**
 * The promotions, the free-shipping rules and, with `withShippingFees` (pricing an order, which a
 * cart line does not need), the fee table: kept by the process and dropped when the owner changes
 * them (decision 078). A miss issues its reads at once, on `db` (one round trip with the caller's).
 */
export async function loadPricingReference(
  db: Queryable,
  idApp: string,
  { withShippingFees = false }: { withShippingFees?: boolean } = {},
): Promise<PricingReference> {
  const [promotions, freeshipRules, shippingFees] = await all([
    referenceRows<Promotion>(db, idApp, 'dmchietkhau'),
    referenceRows<FreeshipDoc>(db, idApp, 'ecompromotion_freeships'),
    withShippingFees ? referenceRows<ShippingFeeDoc>(db, idApp, 'ecomtransportfees') : Promise.resolve([]),
  ]);
  return { promotions, freeshipRules, shippingFees };
}

/**
 * What prices lines of these products at `now`: their promotions (in id order), the free-shipping
 * rules active now (in sst order) and the fee table.
 */
export function pricingContextOf(
  reference: PricingReference,
  codes: Iterable<string>,
  now: Date,
): PricingContext {
  const products = new Set(codes);
  const freeshipRules = reference.freeshipRules
    .filter((rule) => validityStatus(rule, now) === 'active')
    .sort((a, b) => (a.sst ?? 0) - (b.sst ?? 0));
  return {
    now,
    promotions: reference.promotions.filter(
      (promotion) => typeof promotion.ma_vt === 'string' && products.has(promotion.ma_vt),
    ),
    freeshipRules,
    shippingFees: [...reference.shippingFees],
  };
}

/** Promotions of the given products, the active free-shipping rules and, with `withShippingFees`, the fee table. */
export async function loadPricingContext(
  db: Queryable,
  idApp: string,
  codes: readonly string[],
  now: Date,
  options: { withShippingFees?: boolean } = {},
): Promise<PricingContext> {
  return pricingContextOf(await loadPricingReference(db, idApp, options), codes, now);
}

/** What prices a cart's lines or a draft, read by one statement (loadCartPricing). */
export interface CartPricing {
  /** The owner's cart lines, oldest first. */
  lines: CartLineDoc[];
  products: Map<string, ProductDoc>;
  context: PricingContext;
}

/**
 * loadCartPricing's statement: $1 the app, $2 product codes (asJsonList; with `codesOfCart` the
 * cart's own codes are added to them), $3 the cart's owner. Two reads of `documents` in one
 * UNION ALL, each with the index it had as a statement of its own (products by `documents_ma_vt`,
 * the cart by `documents_owner`); one snapshot, so the products are those of the lines read.
 */
export function cartPricingSql({ codesOfCart }: { codesOfCart: boolean }): string {
  const codes = codesOfCart
    ? `${GIVEN_KEYS_SQL} UNION SELECT data->>'ma_vt' FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $3`
    : GIVEN_KEYS_SQL;
  return `WITH codes (code) AS MATERIALIZED (${codes})
     SELECT collection, data, NULL::timestamptz AS created_at, id FROM documents
       WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = ANY (ARRAY(SELECT code FROM codes))
     UNION ALL
     SELECT collection, data, created_at, id FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $3
     ORDER BY collection, created_at, id`;
}

/**
 * An owner's cart lines with what prices them, in one statement (issued at once: it travels in
 * the caller's round trip, after the statements issued before it, such as the owner's lock):
 * the products of `codes` (an add to cart: the product added) or, with `codes` 'cart', of the
 * cart's own lines (a draft of the cart); with the kept reference data, their promotions, the
 * free-shipping rules and, with `withShippingFees`, the fee table. Products and promotions in id
 * order, lines oldest first.
 */
export async function loadCartPricing(
  db: Queryable,
  idApp: string,
  owner: string,
  codes: readonly string[] | 'cart',
  now: Date,
  { withShippingFees = false }: { withShippingFees?: boolean } = {},
): Promise<CartPricing> {
  const codesOfCart = codes === 'cart';
  const [rows, reference] = await all([
    db.query<{ collection: string; data: Record<string, unknown> }>(cartPricingSql({ codesOfCart }), [
      idApp,
      codesOfCart ? '[]' : asJsonList(codes),
      owner,
    ]),
    loadPricingReference(db, idApp, { withShippingFees }),
  ]);
  const products = new Map<string, ProductDoc>();
  const lines: CartLineDoc[] = [];
  for (const row of rows) {
    if (row.collection === 'dmvt') {
      const product = row.data as ProductDoc;
      products.set(product.ma_vt, product);
    } else if (row.collection === 'cart') lines.push(row.data as CartLineDoc);
  }
  return { lines, products, context: pricingContextOf(reference, products.keys(), now) };
}

/**
 * Reads what prices lines of these products: products, their promotions and the free-shipping
 * rules. Both statements are issued at once (one round trip).
 */
export function loadLinePricing(db: Queryable, idApp: string, codes: readonly string[], now: Date) {
  return all([loadProducts(db, idApp, codes), loadPricingContext(db, idApp, codes, now)]);
}
