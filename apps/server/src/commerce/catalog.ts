import {
  FLASH_SALE_CAMPAIGN,
  findPurchasePromotion,
  isWithinPromotionWindow,
  normaliseQuantity,
  type Promotion,
  priceCartLine,
  resolveVariant,
  validityStatus,
} from '@shop/domain';
import type { Queryable } from '../db/database.js';
import type { Doc } from '../db/documents.js';

/** A product row as stored (dmvt), with the fields the cart reads. */
export type ProductDoc = Doc & {
  ma_vt: string;
  ten_vt?: string;
  ten_vt_eng?: string;
  gia_ban_le: number;
  ton: number;
  picture?: string;
  online?: boolean;
  thuoc_tinh?: {
    _id: string;
    online: boolean;
    gia_ban_le?: number | null;
    ton?: number | null;
    gia_tri_bien_the_1?: string;
    gia_tri_bien_the_2?: string;
  }[];
};

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

const asJsonList = (values: readonly string[]) => JSON.stringify([...new Set(values)]);

/**
 * Products by code. With `lock`, the rows are locked FOR UPDATE in id order, so concurrent
 * placements touching the same products queue instead of overselling or deadlocking.
 */
export async function loadProducts(
  db: Queryable,
  idApp: string,
  codes: readonly string[],
  lock = false,
): Promise<Map<string, ProductDoc>> {
  if (codes.length === 0) return new Map();
  const rows = await db.query<{ data: ProductDoc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'dmvt'
     AND data->>'ma_vt' IN (SELECT jsonb_array_elements_text($2::text::jsonb)) ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [idApp, asJsonList(codes)],
  );
  return new Map(rows.map((row) => [row.data.ma_vt, row.data]));
}

/** Writes a product's new stock (and its variants'), without a history version: stock moves often. */
export async function saveProductStock(db: Queryable, idApp: string, product: ProductDoc): Promise<void> {
  await db.query(
    `UPDATE documents SET data = data || $3::text::jsonb, updated_at = now()
     WHERE id_app = $1 AND collection = 'dmvt' AND id = $2`,
    [idApp, product._id, JSON.stringify({ ton: product.ton, thuoc_tinh: product.thuoc_tinh ?? [] })],
  );
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

/** What a shopper asks for: a product, an optional option, a quantity. */
export interface LineRequest {
  ma_vt: string;
  attributeId?: string | undefined;
  quantity: number;
}

export type FilledLine = Record<string, unknown> & {
  ma_vt: string;
  sl_xuat: number;
  ton: number;
  tien: number;
  tien_hang_nt: number;
  tien_ck: number;
};

export type FillResult =
  | { ok: true; line: FilledLine; capped: boolean; stock: number }
  | { ok: false; reason: LineRefusal; name?: string };

export type LineRefusal = 'PRODUCT_NOT_FOUND' | 'VARIANT_NOT_FOUND' | 'VARIANT_REQUIRED' | 'OUT_OF_STOCK';

/**
 * A cart line as the server prices it (SPEC §3 "Cart line"): names, pictures, option, stock,
 * the amounts from the retail price and the promotion of the purchase (none for an option;
 * within its sl_tu..sl_den window and sl_ap_dung limit), the discount list and the free-shipping rules. The quantity is capped
 * at the stock (`capped` says so). Out of stock or unknown products are refused.
 */
export function fillCartLine(
  product: ProductDoc | undefined,
  request: LineRequest,
  context: PricingContext,
  idApp: string,
): FillResult {
  if (!product || product.online === false) return { ok: false, reason: 'PRODUCT_NOT_FOUND' };
  // A product sold in options is bought by option: its own price is only the lowest of them.
  const hasOptions = (product.thuoc_tinh ?? []).length > 0;
  if (hasOptions && !request.attributeId)
    return { ok: false, reason: 'VARIANT_REQUIRED', name: product.ten_vt ?? product.ma_vt };
  const variant = resolveVariant(product, request.attributeId);
  if (!variant) return { ok: false, reason: 'VARIANT_NOT_FOUND', name: product.ten_vt ?? product.ma_vt };
  if (variant.stock <= 0) return { ok: false, reason: 'OUT_OF_STOCK', name: product.ten_vt ?? product.ma_vt };
  const decision = normaliseQuantity(request.quantity, variant.stock);
  const quantity = decision.quantity;
  const promotion = findPurchasePromotion(context.promotions, request, context.now);
  const inRange = promotion !== undefined && isWithinPromotionWindow(promotion, quantity);
  const priced = priceCartLine({
    retailPrice: variant.retailPrice,
    promoPrice: inRange ? promotion.gia_ban : null,
    sl_ap_dung: promotion?.sl_ap_dung ?? null,
    quantity,
  });
  const attribute = variant.attribute;
  const line: FilledLine = {
    ma_vt: product.ma_vt,
    id_app: idApp,
    id_app_vt: idApp,
    thuoc_tinh: attribute
      ? {
          _id: attribute._id,
          online: attribute.online,
          gia_tri_bien_the_1: attribute.gia_tri_bien_the_1 ?? '',
          gia_tri_bien_the_2: attribute.gia_tri_bien_the_2 ?? '',
        }
      : null,
    sl_xuat: quantity,
    ton: variant.stock,
    tien: priced.tien,
    tien_nt: priced.tien_nt,
    tien_hang_nt: priced.tien_hang_nt,
    tien_ck: priced.tien_ck,
    gia_ban_le: priced.gia_ban_le,
    don_gia: priced.unitPrice,
    sl_ap_dung: promotion?.sl_ap_dung ?? 0,
    discount: promotion
      ? [
          {
            ma_cs: promotion.ma_cs,
            ten_cs: promotion.ten_cs,
            sl_tu: promotion.sl_tu ?? null,
            sl_den: promotion.sl_den ?? null,
            sl_ap_dung: promotion.sl_ap_dung,
            gia_ban: promotion.gia_ban,
            is_flash_sale: promotion.ma_cs === FLASH_SALE_CAMPAIGN,
          },
        ]
      : [],
    freeship: context.freeshipRules.map((rule) => ({
      ma_chietkhau: rule.ma_chietkhau ?? '',
      gia_tri_dh: rule.gia_tri_dh,
      phi_van_chuyen: rule.phi_van_chuyen,
    })),
    promotion: [],
    picture: product.picture ?? '',
    ten_vt: product.ten_vt ?? '',
    ten_vt_eng: product.ten_vt_eng ?? '',
    // Always written, so a notice that no longer applies does not linger on a stored line.
    notice: priced.notice ?? null,
    promoLimit: priced.promoLimit ?? null,
  };
  return { ok: true, line, capped: decision.notice === 'QUANTITY_ABOVE_STOCK', stock: variant.stock };
}
