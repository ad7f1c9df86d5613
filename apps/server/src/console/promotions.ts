import { variantLabel } from '@shop/domain/catalogue';
import { FLASH_SALE_CAMPAIGN } from '@shop/domain/pricing';
import { formatPrice } from '@shop/domain/primitives';
import {
  type ConsoleFlashSale,
  type ConsolePromotion,
  type ConsoleVoucher,
  coveredVariants,
  type FlashSaleFormBody,
  type PromotionFormBody,
  type PromotionProduct,
  type VoucherFormBody,
  voucherFields,
} from '@shop/domain/promotions';
import type { Queryable } from '../db/database.js';
import { type Doc, getDocument, insertDocument, mergeDocument, removeDocument } from '../db/documents.js';
import { appError } from '../errors.js';
import { loadProducts } from '../commerce/catalog.js';

/**
 * The console's promotions area (docs/api.md "Console: promotions", decision 025). Promotional
 * prices and flash sales are dmchietkhau rows exactly as the shop and the pricing read them; a
 * flash sale is also a campaign document (ecompromotion_flashsales) whose rows carry its id in
 * id_flashsale. Vouchers are evoucher documents. Every write runs inside the caller's
 * transaction and records a version with the console user's e-mail.
 */
export const PROMOTIONS = 'dmchietkhau';
export const FLASH_SALES = 'ecompromotion_flashsales';
export const VOUCHERS = 'evoucher';

const LIST_LIMIT = 1000;

/** The variant fields the promotion forms show (PromotionProductVariant). */
function promotionVariants(value: unknown): PromotionProduct['thuoc_tinh'] {
  if (!Array.isArray(value)) return [];
  return value.map((variant: Record<string, unknown>) => ({
    _id: String(variant._id),
    gia_tri_bien_the_1: (variant.gia_tri_bien_the_1 as string | undefined) ?? null,
    gia_tri_bien_the_1_eng: (variant.gia_tri_bien_the_1_eng as string | undefined) ?? null,
    gia_tri_bien_the_2: (variant.gia_tri_bien_the_2 as string | undefined) ?? null,
    gia_tri_bien_the_2_eng: (variant.gia_tri_bien_the_2_eng as string | undefined) ?? null,
    gia_ban_le: typeof variant.gia_ban_le === 'number' ? variant.gia_ban_le : null,
    online: variant.online === true,
  }));
}

/** Products the forms can name, by code, with their variants. */
export async function listPromotionProducts(db: Queryable, idApp: string): Promise<PromotionProduct[]> {
  const rows = await db.query<{
    ma_vt: string;
    ten_vt: string;
    ten_vt_eng: string | null;
    gia_ban_le: number;
    thuoc_tinh: unknown;
  }>(
    `SELECT data->>'ma_vt' AS ma_vt, COALESCE(data->>'ten_vt', '') AS ten_vt, data->>'ten_vt_eng' AS ten_vt_eng,
       COALESCE((data->>'gia_ban_le')::bigint, 0)::float8 AS gia_ban_le, data->'thuoc_tinh' AS thuoc_tinh
     FROM documents WHERE id_app = $1 AND collection = 'dmvt' ORDER BY data->>'ma_vt' LIMIT ${LIST_LIMIT}`,
    [idApp],
  );
  return rows.map((row) => ({
    ...row,
    gia_ban_le: Number(row.gia_ban_le),
    thuoc_tinh: promotionVariants(row.thuoc_tinh),
  }));
}

/** Promotional prices (not the flash sales' rows), newest start first, with their product. */
export async function listPromotions(db: Queryable, idApp: string): Promise<ConsolePromotion[]> {
  const rows = await db.query<{
    data: ConsolePromotion;
    ten_vt: string | null;
    ten_vt_eng: string | null;
    gia_ban_le: string | null;
  }>(
    `SELECT p.data, v.data->>'ten_vt' AS ten_vt, v.data->>'ten_vt_eng' AS ten_vt_eng,
       v.data->>'gia_ban_le' AS gia_ban_le
     FROM documents p
     LEFT JOIN documents v ON v.id_app = p.id_app AND v.collection = 'dmvt' AND v.data->>'ma_vt' = p.data->>'ma_vt'
     WHERE p.id_app = $1 AND p.collection = 'dmchietkhau' AND p.data->>'ma_cs' IS DISTINCT FROM $2
     ORDER BY p.data->>'hieu_luc_tu' DESC NULLS LAST, p.id LIMIT ${LIST_LIMIT}`,
    [idApp, FLASH_SALE_CAMPAIGN],
  );
  return rows.map((row) => ({
    ...row.data,
    ten_vt: row.ten_vt,
    ten_vt_eng: row.ten_vt_eng,
    gia_ban_le: row.gia_ban_le === null ? null : Number(row.gia_ban_le),
  }));
}

export async function readPromotion(db: Queryable, idApp: string, id: string): Promise<ConsolePromotion> {
  const doc = await getDocument(db, { idApp, collection: PROMOTIONS }, id);
  if (!doc || doc.ma_cs === FLASH_SALE_CAMPAIGN) throw appError('PROMOTION_NOT_FOUND');
  const product = (await loadProducts(db, idApp, [String(doc.ma_vt)])).get(String(doc.ma_vt));
  return {
    ...(doc as unknown as ConsolePromotion),
    ten_vt: product?.ten_vt ?? null,
    ten_vt_eng: product?.ten_vt_eng ?? null,
    gia_ban_le: product?.gia_ban_le ?? null,
  };
}

/**
 * Checks that every product exists, that the variants named are the product's, and that the price
 * is below the retail price of each online variant it covers (of the product, sold without
 * variants): a price that is not below a variant's own is ignored by the pricing, so it is refused
 * here, naming the variant, and the owner leaves that variant out.
 */
async function checkPrices(
  db: Queryable,
  idApp: string,
  items: readonly { ma_vt: string; gia_ban: number; thuoc_tinh_ids?: string[] | null }[],
): Promise<void> {
  const products = await loadProducts(
    db,
    idApp,
    items.map((item) => item.ma_vt),
  );
  for (const item of items) {
    const product = products.get(item.ma_vt);
    if (!product) throw appError('PROMO_PRODUCT_NOT_FOUND', { ma_vt: item.ma_vt });
    const variants = promotionVariants(product.thuoc_tinh);
    const ids = item.thuoc_tinh_ids ?? null;
    if (ids?.some((id) => !variants.some((variant) => variant._id === id)))
      throw appError('PROMO_VARIANT_NOT_FOUND', { ma_vt: item.ma_vt });
    const covered = coveredVariants({ gia_ban_le: product.gia_ban_le, thuoc_tinh: variants }, ids);
    const prices =
      variants.length === 0 || covered.length === 0
        ? [{ label: item.ma_vt, retail: product.gia_ban_le }]
        : covered.map(({ variant, retail }) => ({
            label: `${item.ma_vt} (${variantLabel(variant)})`,
            retail,
          }));
    const above = prices.find(({ retail }) => item.gia_ban >= retail);
    if (above)
      throw appError('PROMO_PRICE_NOT_BELOW_RETAIL', {
        ma_vt: above.label,
        price: formatPrice(above.retail, 'vi'),
      });
  }
}

/** Creates (id undefined) or replaces the fields of a promotional price. */
export async function savePromotion(
  tx: Queryable,
  idApp: string,
  form: PromotionFormBody,
  by: string,
  id?: string,
): Promise<ConsolePromotion> {
  await checkPrices(tx, idApp, [form]);
  const scope = { idApp, collection: PROMOTIONS };
  if (id !== undefined) {
    const current = await getDocument(tx, scope, id);
    if (!current || current.ma_cs === FLASH_SALE_CAMPAIGN) throw appError('PROMOTION_NOT_FOUND');
    await mergeDocument(tx, scope, id, { ...form }, by);
    return readPromotion(tx, idApp, id);
  }
  const doc = await insertDocument(tx, scope, { ...form }, by);
  return readPromotion(tx, idApp, doc._id);
}

/**
 * Ends an item's window now: its hieu_luc_den becomes `now` when it lies later (an ended window
 * keeps its end), recorded as a version by `by`. Returns the item as stored.
 */
async function endWindow<T>(
  tx: Queryable,
  scope: { idApp: string; collection: string },
  current: { _id: string; hieu_luc_den?: string | null },
  by: string,
  now: Date,
): Promise<T> {
  const end = current.hieu_luc_den ? Date.parse(current.hieu_luc_den) : Number.NaN;
  const hieu_luc_den = !Number.isNaN(end) && end <= now.getTime() ? current.hieu_luc_den : now.toISOString();
  return (await mergeDocument(tx, scope, current._id, { hieu_luc_den }, by)) as unknown as T;
}

/** Ends a promotional price now: its hieu_luc_den becomes `now` (the pricing stops applying it). */
export async function endPromotion(tx: Queryable, idApp: string, id: string, by: string, now = new Date()) {
  await endWindow(tx, { idApp, collection: PROMOTIONS }, await readPromotion(tx, idApp, id), by, now);
  return readPromotion(tx, idApp, id);
}

export async function deletePromotion(tx: Queryable, idApp: string, id: string, by: string): Promise<void> {
  await readPromotion(tx, idApp, id);
  await removeDocument(tx, { idApp, collection: PROMOTIONS }, id, by);
}

// ------------------------------------------------------------------------------ flash sales

export async function listFlashSales(db: Queryable, idApp: string): Promise<ConsoleFlashSale[]> {
  const rows = await db.query<{ data: ConsoleFlashSale }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = $2
     ORDER BY data->>'hieu_luc_tu' DESC, id LIMIT ${LIST_LIMIT}`,
    [idApp, FLASH_SALES],
  );
  return rows.map((row) => row.data);
}

export async function readFlashSale(db: Queryable, idApp: string, id: string): Promise<ConsoleFlashSale> {
  const doc = await getDocument(db, { idApp, collection: FLASH_SALES }, id);
  if (!doc) throw appError('FLASH_SALE_NOT_FOUND');
  return doc as unknown as ConsoleFlashSale;
}

/** The dmchietkhau rows of a flash sale, as the pricing reads every promotion. */
function flashSaleRows(sale: ConsoleFlashSale): Record<string, unknown>[] {
  return sale.items.map((item) => ({
    ma_cs: FLASH_SALE_CAMPAIGN,
    id_flashsale: sale._id,
    ten_cs: `Flash sale: ${sale.ten}`,
    ten_cs_eng: `Flash sale: ${sale.ten_eng || sale.ten}`,
    ma_vt: item.ma_vt,
    thuoc_tinh_ids: item.thuoc_tinh_ids ?? null,
    gia_ban: item.gia_ban,
    sl_ap_dung: item.sl_ap_dung,
    sl_tu: 1,
    sl_den: null,
    hieu_luc_tu: sale.hieu_luc_tu,
    hieu_luc_den: sale.hieu_luc_den,
  }));
}

/**
 * Brings the campaign's dmchietkhau rows in line with it: a product's row is kept (merged, so its
 * history goes on), new products get a row, products taken out lose theirs.
 */
async function syncFlashSaleRows(
  tx: Queryable,
  idApp: string,
  sale: ConsoleFlashSale | null,
  id: string,
  by: string,
) {
  const scope = { idApp, collection: PROMOTIONS };
  const existing = await tx.query<{ id: string; ma_vt: string }>(
    `SELECT id, data->>'ma_vt' AS ma_vt FROM documents
     WHERE id_app = $1 AND collection = 'dmchietkhau' AND data->>'id_flashsale' = $2 ORDER BY id FOR UPDATE`,
    [idApp, id],
  );
  const wanted = new Map((sale ? flashSaleRows(sale) : []).map((row) => [String(row.ma_vt), row]));
  for (const row of existing) {
    const next = wanted.get(row.ma_vt);
    if (next) {
      await mergeDocument(tx, scope, row.id, next, by);
      wanted.delete(row.ma_vt);
    } else await removeDocument(tx, scope, row.id, by);
  }
  for (const row of wanted.values()) await insertDocument(tx, scope, row, by);
}

/** Creates (id undefined) or replaces a flash sale and its rows. */
export async function saveFlashSale(
  tx: Queryable,
  idApp: string,
  form: FlashSaleFormBody,
  by: string,
  id?: string,
): Promise<ConsoleFlashSale> {
  await checkPrices(tx, idApp, form.items);
  const scope = { idApp, collection: FLASH_SALES };
  let saved: Doc | undefined;
  if (id !== undefined) {
    await readFlashSale(tx, idApp, id);
    saved = await mergeDocument(tx, scope, id, { ...form }, by);
  } else saved = await insertDocument(tx, scope, { ...form }, by);
  const sale = saved as unknown as ConsoleFlashSale;
  await syncFlashSaleRows(tx, idApp, sale, sale._id, by);
  return sale;
}

/** Ends a flash sale now: the campaign's end and its rows' end become `now`. */
export async function endFlashSale(tx: Queryable, idApp: string, id: string, by: string, now = new Date()) {
  const current = await readFlashSale(tx, idApp, id);
  const sale = await endWindow<ConsoleFlashSale>(tx, { idApp, collection: FLASH_SALES }, current, by, now);
  await syncFlashSaleRows(tx, idApp, sale, id, by);
  return sale;
}

export async function deleteFlashSale(tx: Queryable, idApp: string, id: string, by: string): Promise<void> {
  await readFlashSale(tx, idApp, id);
  await syncFlashSaleRows(tx, idApp, null, id, by);
  await removeDocument(tx, { idApp, collection: FLASH_SALES }, id, by);
}

// ------------------------------------------------------------------------------ vouchers

/** Vouchers with their uses so far, newest start first. */
export async function listVouchers(db: Queryable, idApp: string): Promise<ConsoleVoucher[]> {
  const rows = await db.query<{ data: ConsoleVoucher }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'evoucher'
     ORDER BY data->>'hieu_luc_tu' DESC NULLS LAST, id LIMIT ${LIST_LIMIT}`,
    [idApp],
  );
  return rows.map((row) => row.data);
}

export async function readVoucher(db: Queryable, idApp: string, id: string): Promise<ConsoleVoucher> {
  const doc = await getDocument(db, { idApp, collection: VOUCHERS }, id);
  if (!doc) throw appError('VOUCHER_NOT_FOUND');
  return doc as unknown as ConsoleVoucher;
}

/**
 * Creates (id undefined) or edits a voucher. The code is unique whatever its case or spaces (as the
 * checkout finds it): a transaction-scoped lock on the code serialises two owners saving the same
 * one. Editing merges the form's fields only, so uses counted by orders meanwhile are kept.
 */
export async function saveVoucher(
  tx: Queryable,
  idApp: string,
  form: VoucherFormBody,
  by: string,
  id?: string,
): Promise<ConsoleVoucher> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`evoucher:${idApp}:${form.ma}`]);
  const taken = await tx.query<{ id: string }>(
    `SELECT id FROM documents WHERE id_app = $1 AND collection = 'evoucher'
     AND upper(btrim(data->>'ma')) = $2 AND id IS DISTINCT FROM $3 LIMIT 1`,
    [idApp, form.ma, id ?? null],
  );
  if (taken.length > 0) throw appError('VOUCHER_CODE_TAKEN', { ma: form.ma });
  const scope = { idApp, collection: VOUCHERS };
  const fields = voucherFields(form);
  if (id !== undefined) {
    await readVoucher(tx, idApp, id);
    return (await mergeDocument(tx, scope, id, fields, by)) as unknown as ConsoleVoucher;
  }
  return (await insertDocument(
    tx,
    scope,
    { ...fields, so_luong_da_dung: 0 },
    by,
  )) as unknown as ConsoleVoucher;
}

/** Disables a voucher now: its hieu_luc_den becomes `now`, so the checkout refuses it as expired. */
export async function disableVoucher(tx: Queryable, idApp: string, id: string, by: string, now = new Date()) {
  const current = await readVoucher(tx, idApp, id);
  return endWindow<ConsoleVoucher>(tx, { idApp, collection: VOUCHERS }, current, by, now);
}
