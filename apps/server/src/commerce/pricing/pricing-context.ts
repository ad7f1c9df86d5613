import type { Promotion } from '@shop/domain/catalogue';
import { validityStatus } from '@shop/domain/primitives';
import { all, type Queryable } from '../../db/database.js';
import type { CartLineDoc } from '../cart-line.js';
import {
  asJsonList,
  DRAFT_LINE_CODES_SQL,
  GIVEN_KEYS_SQL,
  loadProducts,
  type ProductDoc,
} from '../catalog.js';

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

/** The free-shipping rules, the promotions and (with them) the fee table, as a PricingContext. */
function contextOf(
  rows: readonly { collection: string; data: Record<string, unknown> }[],
  now: Date,
): PricingContext {
  const of = <T>(collection: string) =>
    rows.filter((row) => row.collection === collection).map((row) => row.data as T);
  const freeshipRules = of<FreeshipDoc>('ecompromotion_freeships')
    .filter((rule) => validityStatus(rule, now) === 'active')
    .sort((a, b) => (a.sst ?? 0) - (b.sst ?? 0));
  return {
    now,
    promotions: of<Promotion>('dmchietkhau'),
    freeshipRules,
    shippingFees: of<ShippingFeeDoc>('ecomtransportfees'),
  };
}

/** The collections every pricing reads whole (literal names: the planner reads them from the index). */
const wholeCollections = (withShippingFees: boolean) =>
  withShippingFees ? `'ecompromotion_freeships', 'ecomtransportfees'` : `'ecompromotion_freeships'`;

/**
 * Promotions of the given products and the active free-shipping rules (in sst order), in one round
 * trip; with `withShippingFees` (pricing an order) the shipping fee table too, which a cart line
 * does not need.
 */
export async function loadPricingContext(
  db: Queryable,
  idApp: string,
  codes: readonly string[] | { draft: string },
  now: Date,
  { withShippingFees = false }: { withShippingFees?: boolean } = {},
): Promise<PricingContext> {
  // The codes given, or those of a stored draft's lines (DRAFT_LINE_CODES_SQL: $2 its id).
  const draft = 'draft' in codes ? codes : undefined;
  const codesSql = draft ? DRAFT_LINE_CODES_SQL : GIVEN_KEYS_SQL;
  const rows = await db.query<{ collection: string; data: Record<string, unknown> }>(
    `SELECT collection, data FROM documents WHERE id_app = $1 AND (
       collection IN (${wholeCollections(withShippingFees)})
       OR (collection = 'dmchietkhau' AND data->>'ma_vt' IN (${codesSql})))
     ORDER BY collection, id`,
    draft ? [idApp, draft.draft] : [idApp, asJsonList(codes as readonly string[])],
  );
  return contextOf(rows, now);
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
 * cart's own codes are added to them), $3 the cart's owner. Three reads of `documents` in one
 * UNION ALL, each with the index it had as a statement of its own (products by `documents_ma_vt`,
 * the cart by `documents_owner`); one snapshot, so the products are those of the lines read.
 */
export function cartPricingSql({
  codesOfCart,
  withShippingFees,
}: {
  codesOfCart: boolean;
  withShippingFees: boolean;
}): string {
  const codes = codesOfCart
    ? `${GIVEN_KEYS_SQL} UNION SELECT data->>'ma_vt' FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $3`
    : GIVEN_KEYS_SQL;
  return `WITH codes (code) AS MATERIALIZED (${codes})
     SELECT collection, data, NULL::timestamptz AS created_at, id FROM documents
       WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = ANY (ARRAY(SELECT code FROM codes))
     UNION ALL
     SELECT collection, data, NULL::timestamptz, id FROM documents WHERE id_app = $1 AND (
       collection IN (${wholeCollections(withShippingFees)})
       OR (collection = 'dmchietkhau' AND data->>'ma_vt' = ANY (ARRAY(SELECT code FROM codes))))
     UNION ALL
     SELECT collection, data, created_at, id FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $3
     ORDER BY collection, created_at, id`;
}

/**
 * An owner's cart lines with what prices them, in one statement (issued at once: it travels in
 * the caller's round trip, after the statements issued before it, such as the owner's lock):
 * the products of `codes` (an add to cart: the product added) or, with `codes` 'cart', of the
 * cart's own lines (a draft of the cart), their promotions, the free-shipping rules and, with
 * `withShippingFees`, the fee table. Each set in the order its own statement had (products and
 * promotions by id, lines oldest first).
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
  const rows = await db.query<{ collection: string; data: Record<string, unknown> }>(
    cartPricingSql({ codesOfCart, withShippingFees }),
    [idApp, codesOfCart ? '[]' : asJsonList(codes), owner],
  );
  const products = new Map<string, ProductDoc>();
  const lines: CartLineDoc[] = [];
  for (const row of rows) {
    if (row.collection === 'dmvt') {
      const product = row.data as ProductDoc;
      products.set(product.ma_vt, product);
    } else if (row.collection === 'cart') lines.push(row.data as CartLineDoc);
  }
  return { lines, products, context: contextOf(rows, now) };
}

/**
 * Reads what prices lines of these products: products, their promotions and the free-shipping
 * rules. Both statements are issued at once (one round trip).
 */
export function loadLinePricing(db: Queryable, idApp: string, codes: readonly string[], now: Date) {
  return all([loadProducts(db, idApp, codes), loadPricingContext(db, idApp, codes, now)]);
}
