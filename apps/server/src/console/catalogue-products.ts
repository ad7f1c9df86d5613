import {
  type ConsoleProduct,
  type ConsoleProductReply,
  copyName,
  PRODUCT_MEASURE_KEYS,
  type ProductForm,
  type ProductRow,
  type ProductsQuery,
  type ProductsReply,
  productFigures,
} from '@shop/domain/catalogue';
import { all, type Queryable } from '../db/database.js';
import {
  type Doc,
  GLOBAL_APP,
  getDocument,
  insertDocument,
  newId,
  removeDocument,
  replaceDocument,
} from '../db/documents.js';
import { appError } from '../errors.js';
import { escapeLike, FOLD_FROM, FOLD_TO, foldedContainsSql, foldText } from '../query/fold-text.js';
import { Params } from './sql-params.js';
import { pagedReply } from '../query/paged-reply.js';

/** The product's line: its own, else its category's (the seed's lines list one category each). */
export const PRODUCT_LINE_SQL = `COALESCE(NULLIF(data->>'ma_dong_sp', ''), data->>'ma_nvt')`;
const ARCHIVED = `COALESCE((data->'archived') = 'true'::jsonb, false)`;
const OFFLINE = `COALESCE((data->'online') = 'false'::jsonb, false)`;

const scopeOf = (idApp: string) => ({ idApp, collection: 'dmvt' });

function toRow(data: Doc): ProductRow {
  const product = data as ConsoleProduct;
  return {
    _id: product._id,
    ma_vt: product.ma_vt,
    ten_vt: product.ten_vt ?? '',
    ten_vt_eng: product.ten_vt_eng ?? '',
    ma_nvt: product.ma_nvt ?? '',
    ma_dong_sp: product.ma_dong_sp || product.ma_nvt || '',
    gia_ban_le: Number(product.gia_ban_le ?? 0),
    ton: Number(product.ton ?? 0),
    picture: product.picture ?? '',
    online: product.online !== false,
    archived: product.archived === true,
    variants: Array.isArray(product.thuoc_tinh) ? product.thuoc_tinh.length : 0,
  };
}

/**
 * One page of products by code, searched in both names and the code without case or diacritics,
 * filtered by category, line, stock and status (archived ones only when asked for), counted and
 * paged in one statement.
 */
export async function listConsoleProducts(
  db: Queryable,
  idApp: string,
  query: ProductsQuery,
): Promise<ProductsReply> {
  const params = new Params();
  const where = [`id_app = ${params.add(idApp)}`, `collection = 'dmvt'`];
  if (query.q !== '') {
    const pattern = params.add(`%${escapeLike(foldText(query.q))}%`);
    const [from, to] = [params.add(FOLD_FROM), params.add(FOLD_TO)];
    const fields = ["data->>'ten_vt'", "data->>'ten_vt_eng'", "data->>'ma_vt'"];
    where.push(`(${fields.map((field) => foldedContainsSql(field, pattern, from, to)).join(' OR ')})`);
  }
  if (query.category !== '') where.push(`data->>'ma_nvt' = ${params.add(query.category)}`);
  if (query.line !== '') where.push(`${PRODUCT_LINE_SQL} = ${params.add(query.line)}`);
  if (query.stock === 'in') where.push(`COALESCE((data->>'ton')::numeric, 0) > 0`);
  if (query.stock === 'out') where.push(`COALESCE((data->>'ton')::numeric, 0) <= 0`);
  if (query.status === 'archived') where.push(ARCHIVED);
  else {
    where.push(`NOT ${ARCHIVED}`);
    if (query.status === 'online') where.push(`NOT ${OFFLINE}`);
    if (query.status === 'offline') where.push(OFFLINE);
  }
  const limit = params.add(query.limit);
  const offset = params.add((query.page - 1) * query.limit);
  const rows = await db.query<{ data: Doc; total: string | number }>(
    `SELECT data - 'mo_ta' - 'mo_ta_eng' AS data, count(*) OVER () AS total FROM documents
     WHERE ${where.join(' AND ')} ORDER BY data->>'ma_vt' LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return pagedReply(
    query,
    rows.map((row) => toRow(row.data)),
    rows[0],
    ['total'],
  );
}

/** How many order lines (so1 details) name the product's code. */
export async function countOrderLines(db: Queryable, idApp: string, code: string): Promise<number> {
  const rows = await db.query<{ n: string | number }>(
    `SELECT count(*) AS n FROM documents WHERE id_app = $1 AND collection = 'so1'
     AND data->'details' @> jsonb_build_array(jsonb_build_object('ma_vt', $2::text))`,
    [idApp, code],
  );
  return Number(rows[0]?.n ?? 0);
}

export async function loadConsoleProduct(
  db: Queryable,
  idApp: string,
  id: string,
): Promise<ConsoleProductReply> {
  const product = (await getDocument(db, scopeOf(idApp), id)) as ConsoleProduct | undefined;
  if (!product) throw appError('CONSOLE_PRODUCT_NOT_FOUND');
  return { product, order_lines: await countOrderLines(db, idApp, product.ma_vt) };
}

/** The stored product under its row lock, for a write in the same transaction; 404 when unknown. */
async function lockProduct(tx: Queryable, idApp: string, id: string): Promise<ConsoleProduct> {
  const rows = await tx.query<{ data: ConsoleProduct }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'dmvt' AND id = $2 FOR UPDATE`,
    [idApp, id],
  );
  const product = rows[0]?.data;
  if (!product) throw appError('CONSOLE_PRODUCT_NOT_FOUND');
  return product;
}

/**
 * Codes are unique per app: checked under a transaction-wide advisory lock on the app's products,
 * so two creations of one code cannot both pass (the lock ends with the transaction).
 */
async function claimCode(tx: Queryable, idApp: string, code: string, exceptId?: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(724014, hashtext($1))`, [`dmvt:${idApp}`]);
  const rows = await tx.query<{ id: string }>(
    `SELECT id FROM documents WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2 AND id <> $3 LIMIT 1`,
    [idApp, code, exceptId ?? ''],
  );
  if (rows.length > 0) throw appError('PRODUCT_CODE_TAKEN', { code });
}

/** The category and the line a form names exist (global collections ecomcategories/ecomproductlines). */
async function checkReferences(
  tx: Queryable,
  form: Pick<ProductForm, 'ma_nvt' | 'ma_dong_sp'>,
): Promise<void> {
  const [categories, lines] = await all([
    tx.query<{ id: string }>(
      `SELECT id FROM documents WHERE id_app = $1 AND collection = 'ecomcategories'
       AND data->>'loai' = 'san-pham' AND data->>'ma' = $2 LIMIT 1`,
      [GLOBAL_APP, form.ma_nvt],
    ),
    tx.query<{ id: string }>(
      `SELECT id FROM documents WHERE id_app = $1 AND collection = 'ecomproductlines' AND data->>'ma' = $2 LIMIT 1`,
      [GLOBAL_APP, form.ma_dong_sp],
    ),
  ]);
  if (categories.length === 0) throw appError('PRODUCT_CATEGORY_UNKNOWN', { code: form.ma_nvt });
  if (form.ma_dong_sp !== '' && lines.length === 0)
    throw appError('PRODUCT_LINE_UNKNOWN', { code: form.ma_dong_sp });
}

/** The weight and size the form gives (decision 055); an empty one is left out (unknown). */
function measuresOf(form: Pick<ProductForm, (typeof PRODUCT_MEASURE_KEYS)[number]>) {
  return Object.fromEntries(
    PRODUCT_MEASURE_KEYS.flatMap((key) => (form[key] === null ? [] : [[key, form[key]]])),
  ) as Partial<Record<(typeof PRODUCT_MEASURE_KEYS)[number], number>>;
}

/**
 * The document the form describes, over the stored one (unknown fields kept). Stock is the
 * stored one for a product and the variants that exist: it moves only through orders and stock
 * adjustments; new variants (and a new product) start with the form's.
 */
export function productFromForm(
  form: ProductForm,
  stored: ConsoleProduct | undefined,
  now: string,
): Omit<ConsoleProduct, '_id'> & { _id?: string } {
  const storedVariants = new Map((stored?.thuoc_tinh ?? []).map((variant) => [variant._id, variant]));
  const variants = form.thuoc_tinh.map((variant) => {
    const existing = variant._id ? storedVariants.get(variant._id) : undefined;
    return {
      _id: existing?._id ?? newId(),
      gia_tri_bien_the_1: variant.gia_tri_bien_the_1,
      gia_tri_bien_the_1_eng: variant.gia_tri_bien_the_1_eng,
      gia_tri_bien_the_2: variant.gia_tri_bien_the_2,
      gia_ban_le: variant.gia_ban_le,
      ton: existing ? Number(existing.ton ?? 0) : variant.ton,
      online: variant.online,
      ...measuresOf(variant),
    };
  });
  const ownStock = stored ? Number(stored.ton ?? 0) : form.ton;
  // A product that gains its first variants keeps no stock of its own: the variants' is the stock.
  const figures = productFigures({ gia_ban_le: form.gia_ban_le, ton: ownStock }, variants);
  const pictures = form.pictures.map((picture) => picture.path);
  // Blank optional fields are left out, not stored empty: the history then shows only real changes.
  const {
    ma_dong_sp: _line,
    pictures_alt: _alts,
    khoi_luong_g: _weight,
    dai_cm: _length,
    rong_cm: _width,
    cao_cm: _height,
    ...kept
  } = stored ?? ({} as Partial<ConsoleProduct>);
  const alts = form.pictures.map(({ alt, alt_eng }) => ({ alt, alt_eng }));
  return {
    ...kept,
    ...(form.ma_dong_sp !== '' ? { ma_dong_sp: form.ma_dong_sp } : {}),
    ...(alts.some((text) => text.alt !== '' || text.alt_eng !== '') ? { pictures_alt: alts } : {}),
    ma_vt: form.ma_vt,
    ten_vt: form.ten_vt,
    ten_vt_eng: form.ten_vt_eng,
    mo_ta: form.mo_ta,
    mo_ta_eng: form.mo_ta_eng,
    ma_nvt: form.ma_nvt,
    thi_truong: form.thi_truong,
    dvt: form.dvt,
    dvt_eng: form.dvt_eng,
    gia_ban_le: figures.gia_ban_le,
    ton: figures.ton,
    thue_suat: form.thue_suat,
    picture: pictures[0] ?? '',
    pictures,
    thuoc_tinh: variants,
    noi_bat: form.noi_bat,
    ...measuresOf(form),
    // An archived product stays offline until it is restored.
    online: stored?.archived === true ? false : form.online,
    date_created: stored?.date_created ?? now,
  };
}

export async function createProduct(
  tx: Queryable,
  idApp: string,
  form: ProductForm,
  by: string,
): Promise<ConsoleProduct> {
  await checkReferences(tx, form);
  await claimCode(tx, idApp, form.ma_vt);
  const doc = productFromForm(form, undefined, new Date().toISOString());
  return (await insertDocument(tx, scopeOf(idApp), { ...doc, archived: false }, by)) as ConsoleProduct;
}

export async function updateProduct(
  tx: Queryable,
  idApp: string,
  id: string,
  form: ProductForm,
  by: string,
): Promise<{ product: ConsoleProduct; previous: ConsoleProduct }> {
  const stored = await lockProduct(tx, idApp, id);
  await checkReferences(tx, form);
  if (form.ma_vt !== stored.ma_vt) await claimCode(tx, idApp, form.ma_vt, id);
  const doc = { ...productFromForm(form, stored, new Date().toISOString()), _id: id } as ConsoleProduct;
  await replaceDocument(tx, scopeOf(idApp), doc as Doc, by);
  return { product: doc, previous: stored };
}

/** A copy under a new code, named "… (bản sao)", offline, not featured, with the same stock figures. */
export async function duplicateProduct(
  tx: Queryable,
  idApp: string,
  id: string,
  code: string,
  by: string,
): Promise<ConsoleProduct> {
  const stored = await lockProduct(tx, idApp, id);
  await claimCode(tx, idApp, code);
  const { _id: _original, ...rest } = stored;
  const copy = {
    ...rest,
    ma_vt: code,
    ten_vt: copyName(stored.ten_vt ?? '', 'vi'),
    ten_vt_eng: copyName(stored.ten_vt_eng ?? '', 'en'),
    thuoc_tinh: (stored.thuoc_tinh ?? []).map((variant) => ({ ...variant, _id: newId() })),
    online: false,
    archived: false,
    noi_bat: false,
    date_created: new Date().toISOString(),
  };
  return (await insertDocument(tx, scopeOf(idApp), copy, by)) as ConsoleProduct;
}

/**
 * Deletes a product no order names; a product that orders name is archived instead (offline,
 * hidden from the shop, restorable), so the orders keep pointing at it.
 */
export async function removeProduct(
  tx: Queryable,
  idApp: string,
  id: string,
  by: string,
): Promise<{ outcome: 'deleted' | 'archived'; product: ConsoleProduct }> {
  const stored = await lockProduct(tx, idApp, id);
  if ((await countOrderLines(tx, idApp, stored.ma_vt)) === 0) {
    await removeDocument(tx, scopeOf(idApp), id, by);
    return { outcome: 'deleted', product: stored };
  }
  const product = { ...stored, archived: true, online: false };
  await replaceDocument(tx, scopeOf(idApp), product as Doc, by);
  return { outcome: 'archived', product };
}

/** An archived product back in the list, still offline until someone puts it online. */
export async function restoreProduct(
  tx: Queryable,
  idApp: string,
  id: string,
  by: string,
): Promise<ConsoleProduct> {
  const stored = await lockProduct(tx, idApp, id);
  const product = { ...stored, archived: false, online: false };
  await replaceDocument(tx, scopeOf(idApp), product as Doc, by);
  return product;
}
