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
  /** The VAT rate its prices include (decision 065); read with vatRateOf. */
  thue_suat?: unknown;
  thuoc_tinh?: {
    _id: string;
    online: boolean;
    gia_ban_le?: number | null;
    ton?: number | null;
    gia_tri_bien_the_1?: string;
    gia_tri_bien_the_2?: string;
  }[];
};

/** A list of texts as one JSON parameter (deduplicated), read in SQL with jsonb_array_elements_text. */
export const asJsonList = (values: readonly string[]) => JSON.stringify([...new Set(values)]);

/** The keys a statement is given as `$2`, a JSON list (asJsonList), as a subquery's rows. */
export const GIVEN_KEYS_SQL = 'SELECT jsonb_array_elements_text($2::text::jsonb)';

/**
 * documentsByKey's statement: $1 the app, $2 the keys (asJsonList). The collection is written in
 * the text (one of the code's own names, checked), so a plan made for the call's values is no
 * cheaper than the generic one and the prepared statement keeps its generic plan.
 */
export function documentsByKeySql(
  collection: string,
  keySql: string,
  lock: boolean,
  keysSql = GIVEN_KEYS_SQL,
): string {
  if (!/^[a-z_]+$/.test(collection)) throw new Error(`not a collection name: ${collection}`);
  return `SELECT data FROM documents WHERE id_app = $1 AND collection = '${collection}'
     AND ${keySql} = ANY (ARRAY(${keysSql}))
     ORDER BY id${lock ? ' FOR UPDATE' : ''}`;
}

/**
 * The product codes of a draft's lines, as a subquery over the stored draft: $1 the app, $2 the
 * draft's id. Nothing once the draft is placed, so a statement reading products with it locks none
 * for a repeated placing. Only the key is indexable, so every plan reads the one row by the primary
 * key: with the status in the WHERE clause the drafts' status index looked as cheap on a fresh
 * database (it reads every draft of the app), and with `owner = $3` the owner's index (every order
 * of the owner: 0.2 ms a placing in the orders bench, whose guests place hundreds). The owner is
 * not checked here: the statement locking the draft (findOrder) does, in the same transaction,
 * which another's draft ends with ORDER_NOT_FOUND (its rollback frees the products).
 */
export const DRAFT_LINE_CODES_SQL = `SELECT l->>'ma_vt' FROM documents o, jsonb_array_elements(
       CASE WHEN o.data->>'trang_thai' = 'LCT' AND jsonb_typeof(o.data->'details') = 'array'
         THEN o.data->'details' ELSE '[]' END) AS l
     WHERE o.id_app = $1 AND o.collection = 'so1' AND o.id = $2`;

/**
 * The products of a draft's lines locked FOR UPDATE in id order (as loadProducts with `lock`),
 * their codes read from the stored draft by the statement itself: issued right after the
 * statement that locks the draft, it travels in that round trip and runs once the draft is held,
 * so the codes are the locked draft's.
 */
export async function lockDraftProducts(
  db: Queryable,
  idApp: string,
  draftId: string,
): Promise<Map<string, ProductDoc>> {
  const rows = await db.query<{ data: ProductDoc }>(
    documentsByKeySql('dmvt', "data->>'ma_vt'", true, DRAFT_LINE_CODES_SQL),
    [idApp, draftId],
  );
  return new Map(rows.map(({ data }) => [data.ma_vt, data]));
}

/**
 * An app's documents of `collection` whose key (`keySql`, an SQL expression over `data`) is one of
 * `keys`. With `lock`, the rows are locked FOR UPDATE in id order, so concurrent placements
 * touching the same documents queue instead of overselling or deadlocking.
 *
 * The keys are compared as an array (`= ANY`), not `IN (SELECT …)`: the semi-join read every
 * document of the collection (every product, three times an order) and its plan was made again at
 * each call (the prepared statement's generic plan looked dearer); with the array, the key's index
 * (`documents_ma_vt` for products) finds the rows, and the plan is made once a connection (issue 28).
 */
export async function documentsByKey<T>(
  db: Queryable,
  idApp: string,
  collection: string,
  keySql: string,
  keys: readonly string[],
  lock: boolean,
): Promise<T[]> {
  if (keys.length === 0) return [];
  const rows = await db.query<{ data: T }>(documentsByKeySql(collection, keySql, lock), [
    idApp,
    asJsonList(keys),
  ]);
  return rows.map((row) => row.data);
}

/** Products by code (locked as documentsByKey says, with `lock`). */
export async function loadProducts(
  db: Queryable,
  idApp: string,
  codes: readonly string[],
  lock = false,
): Promise<Map<string, ProductDoc>> {
  const products = await documentsByKey<ProductDoc>(db, idApp, 'dmvt', "data->>'ma_vt'", codes, lock);
  return new Map(products.map((product) => [product.ma_vt, product]));
}

/** Writes a product's new stock (and its variants'), without a history version: stock moves often. */
export async function saveProductStock(db: Queryable, idApp: string, product: ProductDoc): Promise<void> {
  await db.query(
    `UPDATE documents SET data = data || $3::text::jsonb, updated_at = now()
     WHERE id_app = $1 AND collection = 'dmvt' AND id = $2`,
    [idApp, product._id, JSON.stringify({ ton: product.ton, thuoc_tinh: product.thuoc_tinh ?? [] })],
  );
}

/** An order line as a stock move reads it: the product, the units, the option chosen. */
export interface StockLine {
  ma_vt: string;
  sl_xuat: number;
  thuoc_tinh?: { _id?: string } | null;
}

export type ProductVariant = NonNullable<ProductDoc['thuoc_tinh']>[number];

/**
 * Moves the stock of order lines under their products' locks: `move` sees each line with its
 * product and chosen variant (undefined when gone), changes their `ton` or throws to refuse, then
 * every product's new stock is written. Returns the products, by code.
 */
export async function moveLineStock<L extends StockLine>(
  tx: Queryable,
  idApp: string,
  lines: readonly L[],
  move: (line: L, product: ProductDoc | undefined, variant: ProductVariant | undefined) => void,
): Promise<Map<string, ProductDoc>> {
  const products = await loadProducts(
    tx,
    idApp,
    lines.map((line) => line.ma_vt),
    true,
  );
  for (const line of lines) {
    const product = products.get(line.ma_vt);
    const variantId = line.thuoc_tinh?._id;
    move(line, product, variantId ? product?.thuoc_tinh?.find((item) => item._id === variantId) : undefined);
  }
  for (const product of products.values()) await saveProductStock(tx, idApp, product);
  return products;
}
