import { resolveVariant } from '@shop/domain/catalogue';
import { vatRateOf } from '@shop/domain/invoices';
import { FLASH_SALE_CAMPAIGN, normaliseQuantity, pricePurchase } from '@shop/domain/pricing';
import type { Queryable } from '../../db/database.js';
import type { ProductDoc } from '../catalog.js';
import { appError } from '../../errors.js';
import type { LineRequest } from './line-request.js';
import { loadLinePricing, type PricingContext } from './pricing-context.js';

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
 * the amounts from the domain's pricePurchase (the variant's retail price, the promotion covering
 * the product or that variant, within its sl_tu..sl_den window and sl_ap_dung limit: the rule the
 * screens show), the discount list and the free-shipping rules. The quantity is capped
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
  const offer = pricePurchase(product, context.promotions, context.now, {
    attributeId: request.attributeId,
    quantity,
  });
  if (!offer) return { ok: false, reason: 'VARIANT_NOT_FOUND', name: product.ten_vt ?? product.ma_vt };
  const { line: priced, promotion } = offer;
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
    // The rate the price includes when the line was priced: an order keeps it (decision 065).
    thue_suat: vatRateOf(product),
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

/** Prices requests against the current catalogue (one read of products and promotions). */
export async function fillLines(
  db: Queryable,
  idApp: string,
  requests: readonly LineRequest[],
  now: Date,
): Promise<FillResult[]> {
  const [products, context] = await loadLinePricing(
    db,
    idApp,
    requests.map((request) => request.ma_vt),
    now,
  );
  return requests.map((request) => fillCartLine(products.get(request.ma_vt), request, context, idApp));
}

/**
 * Refuses a line the catalogue cannot serve: its reason as a 4xx reply (unknown product 404, no
 * option chosen 400, else 409; the statuses of the message table).
 */
export function refuseLine(result: Exclude<FillResult, { ok: true }>): never {
  throw appError(result.reason, { name: result.name ?? '' });
}
