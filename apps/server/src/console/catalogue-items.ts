import type { CatalogueItem, CatalogueItemForm, CatalogueKind } from '@shop/domain/catalogue';
import { all, type Queryable } from '../db/database.js';
import { type Doc, GLOBAL_APP, insertDocument, removeDocument, replaceDocument } from '../db/documents.js';
import { appError } from '../errors.js';
import { PRODUCT_LINE_SQL } from './catalogue-products.js';

/**
 * Product categories (ecomcategories, loai 'san-pham') and product lines (ecomproductlines, the
 * food branch 'NS'): global collections, stored under no app, shown by the shop in `sst` order.
 * A product names its category in ma_nvt and its line in ma_dong_sp (else its category's line).
 */
interface KindRules {
  collection: string;
  /** Which documents of the collection are this kind's. */
  where: string;
  /** The product expression that names an item's code. */
  productCode: string;
  notFound: 'CATEGORY_NOT_FOUND' | 'PRODUCT_LINE_NOT_FOUND';
  inUse: 'CATEGORY_IN_USE' | 'PRODUCT_LINE_IN_USE';
  /** The stored fields an item of this kind adds to its form. */
  fields(ma: string): Record<string, unknown>;
}

export const KINDS: Record<CatalogueKind, KindRules> = {
  categories: {
    collection: 'ecomcategories',
    where: `data->>'loai' = 'san-pham'`,
    productCode: `data->>'ma_nvt'`,
    notFound: 'CATEGORY_NOT_FOUND',
    inUse: 'CATEGORY_IN_USE',
    fields: (ma) => ({ loai: 'san-pham', slug: ma, duong_dan: `/san-pham/${ma}` }),
  },
  lines: {
    collection: 'ecomproductlines',
    where: `data->>'ma_nganh_hang' = 'NS'`,
    productCode: PRODUCT_LINE_SQL,
    notFound: 'PRODUCT_LINE_NOT_FOUND',
    inUse: 'PRODUCT_LINE_IN_USE',
    fields: (ma) => ({ ma_nganh_hang: 'NS', slug: ma }),
  },
};

const scopeOf = (kind: CatalogueKind) => ({ idApp: GLOBAL_APP, collection: KINDS[kind].collection });

/** Every item of a kind in display order, with how many products of the app use each. */
export async function listCatalogueItems(
  db: Queryable,
  idApp: string,
  kind: CatalogueKind,
): Promise<CatalogueItem[]> {
  const rules = KINDS[kind];
  const rows = await db.query<{ data: Doc; products: string | number }>(
    `SELECT c.data, COALESCE(p.n, 0) AS products FROM documents c
     LEFT JOIN (SELECT ${rules.productCode} AS code, count(*) AS n FROM documents
       WHERE id_app = $2 AND collection = 'dmvt' GROUP BY 1) p ON p.code = c.data->>'ma'
     WHERE c.id_app = $1 AND c.collection = $3 AND ${rules.where.replaceAll('data->', 'c.data->')}
     ORDER BY COALESCE((c.data->>'sst')::numeric, 0), c.data->>'ma'`,
    [GLOBAL_APP, idApp, rules.collection],
  );
  return rows.map((row) => ({ ...(row.data as CatalogueItem), products: Number(row.products) }));
}

async function lockItem(tx: Queryable, kind: CatalogueKind, id: string): Promise<CatalogueItem> {
  const rules = KINDS[kind];
  const rows = await tx.query<{ data: CatalogueItem }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = $2 AND id = $3 AND ${rules.where} FOR UPDATE`,
    [GLOBAL_APP, rules.collection, id],
  );
  const item = rows[0]?.data;
  if (!item) throw appError(rules.notFound);
  return item;
}

/**
 * The fields the form writes: names, the descriptions (the category page's intro) and the picture
 * with its alt texts; blank ones are left out of the document (the shop then shows none).
 */
function describedBy(form: Omit<CatalogueItemForm, 'ma'>): Record<string, string> {
  const fields: Record<string, string> = { ten: form.ten, ten_eng: form.ten_eng };
  if (form.mo_ta) fields.mo_ta = form.mo_ta;
  if (form.mo_ta_eng) fields.mo_ta_eng = form.mo_ta_eng;
  if (form.picture) {
    fields.picture = form.picture;
    if (form.picture_alt) fields.picture_alt = form.picture_alt;
    if (form.picture_alt_eng) fields.picture_alt_eng = form.picture_alt_eng;
  }
  return fields;
}

/** A new item at the end of the display order; its code is unique within its kind. */
export async function createCatalogueItem(
  tx: Queryable,
  kind: CatalogueKind,
  form: CatalogueItemForm,
  by: string,
): Promise<CatalogueItem> {
  const rules = KINDS[kind];
  await tx.query(`SELECT pg_advisory_xact_lock(724014, hashtext($1))`, [rules.collection]);
  const [taken, last] = await all([
    tx.query<{ id: string }>(
      `SELECT id FROM documents WHERE id_app = $1 AND collection = $2 AND ${rules.where} AND data->>'ma' = $3 LIMIT 1`,
      [GLOBAL_APP, rules.collection, form.ma],
    ),
    tx.query<{ sst: string | number | null }>(
      `SELECT max((data->>'sst')::numeric) AS sst FROM documents WHERE id_app = $1 AND collection = $2 AND ${rules.where}`,
      [GLOBAL_APP, rules.collection],
    ),
  ]);
  if (taken.length > 0) throw appError('CATALOGUE_CODE_TAKEN', { code: form.ma });
  const data = {
    ma: form.ma,
    ...describedBy(form),
    ...rules.fields(form.ma),
    sst: Number(last[0]?.sst ?? 0) + 1,
  };
  return { ...((await insertDocument(tx, scopeOf(kind), data, by)) as CatalogueItem), products: 0 };
}

/** Names, descriptions and picture; the code (the slug products and links use) stays. */
export async function updateCatalogueItem(
  tx: Queryable,
  kind: CatalogueKind,
  id: string,
  form: Omit<CatalogueItemForm, 'ma'>,
  by: string,
): Promise<CatalogueItem> {
  const stored = await lockItem(tx, kind, id);
  const {
    products: _count,
    picture: _picture,
    picture_alt: _alt,
    picture_alt_eng: _altEng,
    mo_ta: _description,
    mo_ta_eng: _descriptionEng,
    ...rest
  } = stored;
  const item = { ...rest, ...describedBy(form) };
  await replaceDocument(tx, scopeOf(kind), item as Doc, by);
  return { ...(item as CatalogueItem), products: 0 };
}

/** Deletes an item no product uses; otherwise a 409 that names it and counts the products. */
export async function deleteCatalogueItem(
  tx: Queryable,
  idApp: string,
  kind: CatalogueKind,
  id: string,
  by: string,
): Promise<CatalogueItem> {
  const rules = KINDS[kind];
  const item = await lockItem(tx, kind, id);
  // Products naming it are locked too: none can take the code while it goes.
  const users = await tx.query<{ id: string }>(
    `SELECT id FROM documents WHERE id_app = $1 AND collection = 'dmvt' AND ${rules.productCode} = $2 FOR UPDATE`,
    [idApp, item.ma],
  );
  if (users.length > 0) throw appError(rules.inUse, { name: item.ten, count: users.length });
  await removeDocument(tx, scopeOf(kind), id, by);
  return { ...item, products: 0 };
}

/** The new display order: `ids` must list every item of the kind once; sst becomes 1, 2, 3… */
export async function reorderCatalogueItems(
  tx: Queryable,
  kind: CatalogueKind,
  ids: readonly string[],
  by: string,
): Promise<void> {
  const rules = KINDS[kind];
  const rows = await tx.query<{ data: Doc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = $2 AND ${rules.where} ORDER BY id FOR UPDATE`,
    [GLOBAL_APP, rules.collection],
  );
  const byId = new Map(rows.map((row) => [row.data._id, row.data]));
  if (ids.length !== byId.size || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id)))
    throw appError('CATALOGUE_ORDER_INVALID');
  for (const [index, id] of ids.entries()) {
    const doc = byId.get(id) as Doc;
    if (Number(doc.sst) === index + 1) continue;
    await replaceDocument(tx, scopeOf(kind), { ...doc, sst: index + 1 }, by);
  }
}
