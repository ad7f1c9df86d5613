import type { InboxQuery, InboxReply, InboxRow, InboxSort, OrderExportQuery } from '@shop/domain/console';
import { INBOX_STATUSES } from '@shop/domain/orders';
import type { Queryable } from '../db/database.js';
import { foldText } from '../query/fold-text.js';
import { describeOrders } from '../commerce/order-view.js';
import type { OrderDoc } from '../commerce/order-store.js';
import { Params } from './sql-params.js';
import { inboxTabs } from './status-names.js';

/**
 * ORDER BY of each sort key, from constants only (columns of migration 13, the code's index of 5).
 * Each is an order its index gives read forwards or backwards: the total's index is ASC NULLS LAST,
 * so largest first lists orders without a number total (none are placed that way) first.
 */
const ORDER_BY: Readonly<Record<InboxSort, string>> = {
  '-ngay_ct': `inbox_placed DESC, id DESC`,
  ngay_ct: `inbox_placed ASC, id ASC`,
  '-t_tt_nt': `inbox_total DESC NULLS FIRST, id DESC`,
  t_tt_nt: `inbox_total ASC NULLS LAST, id ASC`,
  '-so_ct': `data->>'so_ct' DESC, id DESC`,
  so_ct: `data->>'so_ct' ASC, id ASC`,
};

/** The UTC instant a Vietnam calendar day starts at, as ngay_ct stores instants (ISO, UTC). */
function dayStart(day: string, plusDays = 0): string {
  const start = new Date(`${day}T00:00:00+07:00`);
  return new Date(start.getTime() + plusDays * 86_400_000).toISOString();
}

/** A search text as a phone number: its digits, +84/84 read as the leading 0; '' without digits. */
function phoneDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  return digits.replace(/^84(?=\d{9,10}$)/, '0');
}

/**
 * The WHERE of the inbox: every filter but the tab's status, on the order columns of migration 13
 * (so the counts read the index alone); the search on migration 21's inbox_terms (searchTerms).
 */
function filterSql(idApp: string, query: OrderExportQuery, params: Params): string {
  const where = [
    `id_app = ${params.add(idApp)}`,
    `collection = 'so1'`,
    // The predicate of migration 13's indexes, stated as they state it so the planner may use them.
    'inbox_status IS NOT NULL',
    `inbox_status IN (${INBOX_STATUSES.map((status) => params.add(status)).join(', ')})`,
  ];
  if (query.pt_thanh_toan) where.push(`inbox_method = ${params.add(query.pt_thanh_toan)}`);
  if (query.trang_thai_tt) where.push(`inbox_paid = ${params.add(query.trang_thai_tt)}`);
  if (query.don_vi_vc) where.push(`inbox_carrier = ${params.add(query.don_vi_vc)}`);
  if (query.from) where.push(`inbox_placed >= ${params.add(dayStart(query.from))}`);
  if (query.to) where.push(`inbox_placed < ${params.add(dayStart(query.to, 1))}`);
  if (query.q) {
    const terms = searchTerms(query.q);
    where.push(terms === null ? 'false' : `inbox_terms @@ ${params.add(terms)}::tsquery`);
  }
  return where.join(' AND ');
}

/**
 * A search text as a query of migration 21's inbox_terms: every folded word as the start of one of
 * the order's words (or of a suffix of its code or phone digits), or else its digits as the start
 * of the phone (+84/84 read as 0) when it has three or more; null when it has no letter or digit.
 * Words are [a-z0-9]+ after folding, so they need no quoting beyond the tsquery's own quotes.
 */
export function searchTerms(q: string): string | null {
  const words = foldText(q)
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '');
  if (words.length === 0) return null;
  const prefix = (word: string) => `'${word}':*`;
  const digits = phoneDigits(q);
  const all = words.map(prefix).join(' & ');
  return digits.length >= 3 ? `(${all}) | ${prefix(digits)}` : all;
}

/** Filters the per-status counters of migration 21 can answer: none but method, payment state, carrier. */
function countsFromCounters(query: OrderExportQuery): boolean {
  return !query.q && !query.from && !query.to;
}

/** Orders per status under the filters: from the counters when they can tell, else from the index. */
async function countByStatus(db: Queryable, idApp: string, query: OrderExportQuery): Promise<StatusCount[]> {
  const params = new Params();
  if (!countsFromCounters(query)) {
    return db.query<StatusCount>(
      `SELECT inbox_status AS status, count(*) AS count FROM documents
       WHERE ${filterSql(idApp, query, params)} GROUP BY 1`,
      params.values,
    );
  }
  const where = [
    `id_app = ${params.add(idApp)}`,
    `status IN (${INBOX_STATUSES.map((status) => params.add(status)).join(', ')})`,
  ];
  if (query.pt_thanh_toan) where.push(`method = ${params.add(query.pt_thanh_toan)}`);
  if (query.trang_thai_tt) where.push(`paid = ${params.add(query.trang_thai_tt)}`);
  if (query.don_vi_vc) where.push(`carrier = ${params.add(query.don_vi_vc)}`);
  return db.query<StatusCount>(
    `SELECT status, sum(n) AS count FROM inbox_counts WHERE ${where.join(' AND ')} GROUP BY 1`,
    params.values,
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** An order as a row of the inbox (and of its CSV export). */
export function toRow(order: OrderDoc): InboxRow {
  return {
    _id: String(order._id),
    so_ct: text(order.so_ct),
    ngay_ct: text(order.ngay_ct),
    trang_thai: text(order.trang_thai),
    ten_trang_thai: text(order.ten_trang_thai),
    ten_trang_thai_eng: text(order.ten_trang_thai_eng),
    ten_nguoi_nhan: text(order.ten_nguoi_nhan),
    sdt_nguoi_nhan: text(order.sdt_nguoi_nhan),
    email_nguoi_nhan: text(order.email_nguoi_nhan),
    t_tt_nt: Number(order.t_tt_nt ?? 0),
    pt_thanh_toan: text(order.pt_thanh_toan),
    ten_pt_thanh_toan: text(order.ten_pt_thanh_toan),
    ten_pt_thanh_toan_eng: text(order.ten_pt_thanh_toan_eng),
    trang_thai_tt: text(order.trang_thai_tt) || '0',
    loai_pt_thanh_toan: text(order.loai_pt_thanh_toan),
    thu_ho: Number(order.thu_ho ?? 0) || 0,
    don_vi_vc: text(order.don_vi_vc),
    ten_dv_vc: text(order.ten_dv_vc),
    ma_van_don: text(order.ma_van_don),
  };
}

/**
 * Orders matching the filters and the tab's status, in the chosen order, `limit` from `offset`:
 * first their ids (for the date and total sorts an index-only scan, however deep the page), then
 * those orders' documents.
 */
export async function selectInboxPage(
  db: Queryable,
  idApp: string,
  query: OrderExportQuery,
  limit: number,
  offset: number,
): Promise<OrderDoc[]> {
  const params = new Params();
  const where = filterSql(idApp, query, params);
  const status = query.status ? ` AND inbox_status = ${params.add(query.status)}` : '';
  const ids = await db.query<{ id: string }>(
    `SELECT id FROM documents WHERE ${where}${status}
     ORDER BY ${ORDER_BY[query.sort]} LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`,
    params.values,
  );
  return ordersByIds(
    db,
    idApp,
    ids.map((row) => row.id),
  );
}

/** The documents of these orders, in the order of `ids`. */
async function ordersByIds(db: Queryable, idApp: string, ids: readonly string[]): Promise<OrderDoc[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ id: string; data: OrderDoc }>(
    `SELECT id, data FROM documents WHERE id_app = $1 AND collection = 'so1' AND id = ANY($2::bpchar[])`,
    [idApp, ids],
  );
  const byId = new Map(rows.map((row) => [row.id, row.data]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

type StatusCount = { status: string; count: string | number };

/**
 * A search's counts and page in one statement: the matching orders (few, found through the terms'
 * index) are read once, then counted per status and sorted, instead of the index being searched
 * twice by two statements.
 */
async function searchPage(
  db: Queryable,
  idApp: string,
  query: InboxQuery,
): Promise<{ counts: StatusCount[]; orders: OrderDoc[] }> {
  const params = new Params();
  const where = filterSql(idApp, query, params);
  const status = query.status ? `WHERE inbox_status = ${params.add(query.status)}` : '';
  const order = ORDER_BY[query.sort].replaceAll("data->>'so_ct'", 'so_ct');
  const [row] = await db.query<{ counts: StatusCount[] | null; ids: string[] | null }>(
    `WITH matched AS MATERIALIZED (
       SELECT id, inbox_status, inbox_placed, inbox_total, data->>'so_ct' AS so_ct FROM documents WHERE ${where})
     SELECT
       (SELECT json_agg(json_build_object('status', inbox_status, 'count', n))
          FROM (SELECT inbox_status, count(*) AS n FROM matched GROUP BY 1) AS per_status) AS counts,
       ARRAY(SELECT id FROM matched ${status} ORDER BY ${order}
             LIMIT ${params.add(query.limit)} OFFSET ${params.add((query.page - 1) * query.limit)}) AS ids`,
    params.values,
  );
  return { counts: row?.counts ?? [], orders: await ordersByIds(db, idApp, row?.ids ?? []) };
}

/**
 * One page of the inbox: placed orders matching the filters in the chosen tab, sorted and paged
 * in SQL, with every tab's count under the same filters (two statements, values as parameters).
 */
export async function listInbox(db: Queryable, idApp: string, query: InboxQuery): Promise<InboxReply> {
  const [counts, rows] = query.q
    ? await searchPage(db, idApp, query).then((found) => [found.counts, found.orders] as const)
    : await Promise.all([
        countByStatus(db, idApp, query),
        selectInboxPage(db, idApp, query, query.limit, (query.page - 1) * query.limit),
      ]);
  const countOf = new Map(counts.map((row) => [row.status, Number(row.count)]));
  const tabs = await inboxTabs(db, countOf);
  const described = await describeOrders(db, idApp, rows);
  const total = query.status
    ? (countOf.get(query.status) ?? 0)
    : [...countOf.values()].reduce((sum, count) => sum + count, 0);
  return { items: described.map(toRow), tabs, total, page: query.page, limit: query.limit };
}
