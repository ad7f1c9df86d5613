import type { Promotion } from '@shop/domain/catalogue';
import { validityStatus } from '@shop/domain/primitives';
import { all, type Queryable } from '../../db/database.js';
import { asJsonList, loadProducts } from '../catalog.js';

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

/**
 * Promotions of the given products and the active free-shipping rules (in sst order), in one round
 * trip; with `withShippingFees` (pricing an order) the shipping fee table too, which a cart line
 * does not need.
 */
export async function loadPricingContext(
  db: Queryable,
  idApp: string,
  codes: readonly string[],
  now: Date,
  { withShippingFees = false }: { withShippingFees?: boolean } = {},
): Promise<PricingContext> {
  // Literal collection names (one of two fixed texts), so the planner reads them from the index.
  const collections = withShippingFees
    ? `'ecompromotion_freeships', 'ecomtransportfees'`
    : `'ecompromotion_freeships'`;
  const rows = await db.query<{ collection: string; data: Record<string, unknown> }>(
    `SELECT collection, data FROM documents WHERE id_app = $1 AND (
       collection IN (${collections})
       OR (collection = 'dmchietkhau' AND data->>'ma_vt' IN (SELECT jsonb_array_elements_text($2::text::jsonb))))
     ORDER BY collection, id`,
    [idApp, asJsonList(codes)],
  );
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

/**
 * Reads what prices lines of these products: products, their promotions and the free-shipping
 * rules. Both statements are issued at once (one round trip).
 */
export function loadLinePricing(db: Queryable, idApp: string, codes: readonly string[], now: Date) {
  return all([loadProducts(db, idApp, codes), loadPricingContext(db, idApp, codes, now)]);
}
