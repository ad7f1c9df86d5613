import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  STOCK_ADJUSTMENTS_COLLECTION as STOCK_ADJUSTMENTS,
  type StockAdjustment,
  type StockHistoryQuery,
  type StockHistoryReply,
  type StockListReply,
  type StockQuery,
  type StockRow,
} from '@shop/domain/catalogue';
import { all, type Queryable } from '../db/database.js';
import { escapeLike, FOLD_FROM, FOLD_TO, foldedContainsSql, foldText } from '../query/fold-text.js';
import { Params } from './sql-params.js';
import { LOW_STOCK_THRESHOLD_SQL } from './stock-settings.js';
import { pagedReply } from '../query/paged-reply.js';

type Num = number | string;
type LineRow = Omit<StockRow, 'price' | 'stock' | 'low'> & { price: Num; stock: Num; threshold: Num };

/**
 * Every sellable line of the catalogue: each option of a product (its own price and stock, else
 * the product's), or the product itself when it has none; `ord` keeps the options' order.
 */
const LINES_SQL = `
  SELECT d.id AS product_id, d.data->>'ma_vt' AS ma_vt, COALESCE(o.value->>'_id', '') AS variant,
    COALESCE(d.data->>'ten_vt', '') AS ten_vt,
    COALESCE(NULLIF(d.data->>'ten_vt_eng', ''), d.data->>'ten_vt', '') AS ten_vt_eng,
    concat_ws(' / ', NULLIF(o.value->>'gia_tri_bien_the_1', ''), NULLIF(o.value->>'gia_tri_bien_the_2', '')) AS variant_label,
    concat_ws(' / ', NULLIF(COALESCE(NULLIF(o.value->>'gia_tri_bien_the_1_eng', ''), o.value->>'gia_tri_bien_the_1'), ''),
      NULLIF(o.value->>'gia_tri_bien_the_2', '')) AS variant_label_eng,
    COALESCE((o.value->>'gia_ban_le')::numeric, (d.data->>'gia_ban_le')::numeric, 0) AS price,
    COALESCE((o.value->>'ton')::numeric, (d.data->>'ton')::numeric, 0) AS stock,
    (COALESCE(d.data->>'online', 'true') <> 'false' AND COALESCE(o.value->>'online', 'true') <> 'false') AS online,
    COALESCE(o.ord, 0) AS ord
  FROM documents d
  LEFT JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(d.data->'thuoc_tinh') = 'array'
    THEN d.data->'thuoc_tinh' ELSE '[]'::jsonb END) WITH ORDINALITY AS o(value, ord) ON true
  WHERE d.id_app = $1 AND d.collection = 'dmvt'`;

/**
 * The stock screen's page: the lines of one product (`product` = its code) or of all, searched by
 * code, name or option (diacritics ignored), the low ones only when asked (at or below the
 * threshold); ordered by code and option. The threshold is read in the same statement.
 */
export async function listStock(db: Queryable, idApp: string, query: StockQuery): Promise<StockListReply> {
  const params = new Params();
  params.add(idApp);
  const where: string[] = [];
  if (query.product) where.push(`ma_vt = ${params.add(query.product)}`);
  if (query.q) {
    const pattern = params.add(`%${escapeLike(foldText(query.q))}%`);
    const [from, to] = [params.add(FOLD_FROM), params.add(FOLD_TO)];
    const text = `concat_ws(' ', ma_vt, ten_vt, ten_vt_eng, variant_label, variant_label_eng)`;
    where.push(foldedContainsSql(text, pattern, from, to));
  }
  if (query.low === '1') where.push('stock <= threshold');
  const offset = (query.page - 1) * query.limit;
  const source = `WITH lines AS (${LINES_SQL}), t AS (SELECT ${LOW_STOCK_THRESHOLD_SQL} AS threshold)`;
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const [rows, counted] = await all([
    db.query<LineRow>(
      `${source} SELECT lines.*, t.threshold FROM lines, t ${filter}
       ORDER BY ma_vt, ord, product_id LIMIT ${query.limit} OFFSET ${offset}`,
      params.values,
      { dynamic: true },
    ),
    db.query<{ total: Num; threshold: Num }>(
      `${source} SELECT (SELECT count(*) FROM lines, t ${filter}) AS total, (SELECT threshold FROM t) AS threshold`,
      params.values,
      { dynamic: true },
    ),
  ]);
  const threshold = Number(counted[0]?.threshold ?? DEFAULT_LOW_STOCK_THRESHOLD);
  const items = rows.map(
    (row): StockRow => ({
      product_id: row.product_id,
      ma_vt: row.ma_vt,
      variant: row.variant,
      ten_vt: row.ten_vt,
      ten_vt_eng: row.ten_vt_eng,
      variant_label: row.variant_label,
      variant_label_eng: row.variant_label_eng,
      price: Number(row.price),
      stock: Number(row.stock),
      online: row.online,
      low: Number(row.stock) <= threshold,
    }),
  );
  return { ...pagedReply(query, items, counted[0], ['total']), low_stock_threshold: threshold };
}

/**
 * Adjustments, newest first: every one, a product's, or one of its lines' (`variant`, '' for a
 * product sold as one item, is only read with `product`).
 */
export async function listStockHistory(
  db: Queryable,
  idApp: string,
  query: StockHistoryQuery,
): Promise<StockHistoryReply> {
  const params = new Params();
  params.add(idApp);
  params.add(STOCK_ADJUSTMENTS);
  let where = 'id_app = $1 AND collection = $2';
  if (query.product) {
    where += ` AND data->>'ma_vt' = ${params.add(query.product)}`;
    if (query.variant !== undefined) where += ` AND data->>'variant' = ${params.add(query.variant)}`;
  }
  const offset = (query.page - 1) * query.limit;
  const [rows, counted] = await all([
    db.query<{ data: StockAdjustment }>(
      `SELECT data FROM documents WHERE ${where}
       ORDER BY data->>'at' DESC, id DESC LIMIT ${query.limit} OFFSET ${offset}`,
      params.values,
      { dynamic: true },
    ),
    db.query<{ total: Num }>(`SELECT count(*) AS total FROM documents WHERE ${where}`, params.values, {
      dynamic: true,
    }),
  ]);
  return pagedReply(
    query,
    rows.map((row) => row.data),
    counted[0],
    ['total'],
  );
}
