import { formatAddressLine } from '@shop/domain/accounts';
import type { CustomerDetail, CustomerRow, CustomersQuery, CustomersReply } from '@shop/domain/console';
import { ORDER_STATUS_CANCELLED, ORDER_STATUS_DRAFT } from '@shop/domain/orders';
import { all, type Queryable } from '../db/database.js';
import { appError } from '../errors.js';
import { escapeLike, FOLD_FROM, FOLD_TO, foldedContainsSql, foldText } from '../query/fold-text.js';
import { Params } from './sql-params.js';
import { statusNames } from '../commerce/status-names.js';
import { pagedReply } from '../query/paged-reply.js';

/**
 * Customers of the console: accounts (users of role customer, their orders owned by
 * `user:<e-mail or phone>`) and guests (orders of guest owners `uid:…`, grouped by the recipient's
 * e-mail lower-cased, or when an order has none by the phone's digits with +84 read as 0).
 */
const PHONE_DIGITS = (expression: string) =>
  `regexp_replace(regexp_replace(COALESCE(${expression}, ''), '\\D', '', 'g'), '^84(?=\\d{9,10}$)', '0')`;
const GUEST_KEY = `CASE WHEN btrim(COALESCE(data->>'email_nguoi_nhan', '')) <> ''
    THEN 'email:' || lower(btrim(data->>'email_nguoi_nhan'))
    WHEN ${PHONE_DIGITS(`data->>'sdt_nguoi_nhan'`)} <> '' THEN 'phone:' || ${PHONE_DIGITS(`data->>'sdt_nguoi_nhan'`)}
  END`;
const PLACED = `data->>'trang_thai' <> '${ORDER_STATUS_DRAFT}'`;
const SPENT = `sum(CASE WHEN data->>'trang_thai' <> '${ORDER_STATUS_CANCELLED}'
    THEN COALESCE((data->>'t_tt_nt')::numeric, 0) ELSE 0 END)`;

/** The digits of every phone in the address books of `owners` (an SQL condition on `a.owner`), space-separated. */
const BOOK_PHONES = (
  idApp: string,
  owners: string,
) => `(SELECT string_agg(${PHONE_DIGITS(`a.data->>'sdt_nguoi_nhan'`)}, ' ')
    FROM documents a WHERE a.id_app = ${idApp} AND a.collection = 'ecomuser_address' AND ${owners})`;

/**
 * Every customer as one row set (kind, key, name, email, phone, orders, total_spent, last_order_at,
 * and for search the phones of their address books: an account's own, a guest's from the browsers
 * of their orders, with the phones of every order), or only the one of `key` (a parameter),
 * filtered inside both branches.
 */
function customersSql(idApp: string, key?: string): string {
  return `
    SELECT 'account' AS kind, 'user:' || u.id AS key, u.name, COALESCE(u.email, '') AS email,
      COALESCE(u.phone, '') AS phone, COALESCE(o.orders, 0) AS orders,
      COALESCE(o.total_spent, 0) AS total_spent, o.last_order_at,
      COALESCE(${BOOK_PHONES(idApp, `a.owner = 'user:' || COALESCE(u.email, u.phone)`)}, '') AS book_phones
    FROM users u LEFT JOIN (
      SELECT owner, count(*) AS orders, ${SPENT} AS total_spent, max(data->>'ngay_ct') AS last_order_at
      FROM documents WHERE id_app = ${idApp} AND collection = 'so1' AND owner LIKE 'user:%' AND ${PLACED}
      GROUP BY owner
    ) o ON o.owner = 'user:' || COALESCE(u.email, u.phone)
    WHERE u.role = 'customer'${key ? ` AND 'user:' || u.id = ${key}` : ''}
    UNION ALL
    SELECT 'guest', key, (array_agg(name ORDER BY at DESC))[1], max(email), (array_agg(phone ORDER BY at DESC))[1],
      count(*), sum(spent), max(at),
      concat_ws(' ', string_agg(${PHONE_DIGITS('phone')}, ' '), ${BOOK_PHONES(idApp, 'a.owner = ANY(array_agg(g.owner))')})
    FROM (
      SELECT ${GUEST_KEY} AS key, owner, COALESCE(data->>'ten_nguoi_nhan', '') AS name,
        lower(btrim(COALESCE(data->>'email_nguoi_nhan', ''))) AS email,
        COALESCE(data->>'sdt_nguoi_nhan', '') AS phone, data->>'ngay_ct' AS at,
        CASE WHEN data->>'trang_thai' <> '${ORDER_STATUS_CANCELLED}'
          THEN COALESCE((data->>'t_tt_nt')::numeric, 0) ELSE 0 END AS spent
      FROM documents WHERE id_app = ${idApp} AND collection = 'so1' AND owner LIKE 'uid:%' AND ${PLACED}
        ${key ? `AND ${GUEST_KEY} = ${key}` : ''}
    ) g WHERE key IS NOT NULL GROUP BY key`;
}

type Row = {
  kind: 'account' | 'guest';
  key: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  orders: string | number;
  total_spent: string | number;
  last_order_at: string | null;
};

const toRow = (row: Row): CustomerRow => ({
  key: row.key,
  kind: row.kind,
  name: row.name ?? '',
  email: row.email ?? '',
  phone: row.phone ?? '',
  orders: Number(row.orders),
  total_spent: Number(row.total_spent),
  last_order_at: row.last_order_at,
});

/**
 * One page of customers, newest buyer first (accounts without orders last, by name), searched
 * in name and e-mail without case or diacritics and in the digits of the customer's phone, of
 * their orders' phones and of the phones in their address books; counted and paged in
 * one statement.
 */
export async function listCustomers(
  db: Queryable,
  idApp: string,
  query: CustomersQuery,
): Promise<CustomersReply> {
  const params = new Params();
  const where: string[] = [];
  if (query.kind !== 'all') where.push(`kind = ${params.add(query.kind)}`);
  if (query.q !== '') {
    const pattern = params.add(`%${escapeLike(foldText(query.q))}%`);
    const [from, to] = [params.add(FOLD_FROM), params.add(FOLD_TO)];
    const fields = ['name', 'email'].map((field) => foldedContainsSql(field, pattern, from, to));
    const digits = query.q.replace(/\D/g, '').replace(/^84(?=\d{9,10}$)/, '0');
    if (digits.length >= 3) {
      const phonePattern = params.add(`%${digits}%`);
      fields.push(`${PHONE_DIGITS('phone')} LIKE ${phonePattern}`, `book_phones LIKE ${phonePattern}`);
    }
    where.push(`(${fields.join(' OR ')})`);
  }
  const app = params.add(idApp);
  const limit = params.add(query.limit);
  const offset = params.add((query.page - 1) * query.limit);
  const rows = await db.query<Row & { total: string | number }>(
    `SELECT c.*, count(*) OVER () AS total FROM (${customersSql(app)}) c
     ${where.length > 0 ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY last_order_at DESC NULLS LAST, name, key LIMIT ${limit} OFFSET ${offset}`,
    params.values,
  );
  return pagedReply(query, rows.map(toRow), rows[0], ['total']);
}

/** Which orders are the customer's, as SQL over `documents` with its parameters. */
function ownOrdersSql(key: string, params: Params, owner: string | undefined): string {
  if (owner !== undefined) return `owner = ${params.add(owner)}`;
  return `owner LIKE 'uid:%' AND ${GUEST_KEY} = ${params.add(key)}`;
}

/** A customer by key with their placed orders (newest first) and addresses; 404 when unknown. */
export async function loadCustomer(db: Queryable, idApp: string, key: string): Promise<CustomerDetail> {
  const params = new Params();
  const app = params.add(idApp);
  const keyParam = params.add(key);
  const [found] = await db.query<Row>(`SELECT * FROM (${customersSql(app, keyParam)}) c`, params.values);
  if (!found) throw appError('CONSOLE_CUSTOMER_NOT_FOUND');
  const customer = toRow(found);
  const owner = customer.kind === 'account' ? `user:${customer.email || customer.phone}` : undefined;
  const orderParams = new Params();
  const orderWhere = `id_app = ${orderParams.add(idApp)} AND collection = 'so1' AND ${PLACED}
    AND ${ownOrdersSql(key, orderParams, owner)}`;
  const [orders, addressDocs, names] = await all([
    db.query<{ data: Record<string, unknown> }>(
      `SELECT data FROM documents WHERE ${orderWhere} ORDER BY data->>'ngay_ct' DESC, id DESC LIMIT 500`,
      orderParams.values,
    ),
    owner === undefined
      ? Promise.resolve([])
      : db.query<{ data: Record<string, unknown> }>(
          `SELECT data FROM documents WHERE id_app = $1 AND collection = 'ecomuser_address' AND owner = $2
           ORDER BY created_at LIMIT 50`,
          [idApp, owner],
        ),
    statusNames(db),
  ]);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const nameOf = new Map(names.map((status) => [status.ma, status]));
  const addresses =
    owner === undefined
      ? guestAddresses(orders.map((row) => row.data))
      : addressDocs.map(({ data }) => ({
          ten_nguoi_nhan: text(data.ten_nguoi_nhan),
          sdt_nguoi_nhan: text(data.sdt_nguoi_nhan),
          dia_chi: formatAddressLine({
            dia_chi: text(data.dia_chi),
            xa_phuong: text(data.ten_xa_phuong) || text(data.xa_phuong),
            quan_huyen: text(data.ten_quan_huyen) || text(data.quan_huyen),
            tinh_thanh: text(data.ten_tinh_thanh) || text(data.tinh_thanh),
          }),
          ngam_dinh: data.ngam_dinh === true,
        }));
  return {
    customer,
    orders: orders.map(({ data }) => {
      const status = text(data.trang_thai);
      const name = nameOf.get(status as never);
      return {
        _id: text(data._id),
        so_ct: text(data.so_ct),
        ngay_ct: text(data.ngay_ct),
        trang_thai: status,
        ten_trang_thai: name?.ten ?? status,
        ten_trang_thai_eng: name?.ten_eng ?? status,
        t_tt_nt: Number(data.t_tt_nt ?? 0),
      };
    }),
    addresses,
  };
}

/** A guest's distinct delivery addresses, from their orders (newest first); none is a default. */
function guestAddresses(orders: Record<string, unknown>[]): CustomerDetail['addresses'] {
  const seen = new Map<string, CustomerDetail['addresses'][number]>();
  for (const order of orders) {
    const line = typeof order.dia_chi_nguoi_nhan === 'string' ? order.dia_chi_nguoi_nhan : '';
    const name = typeof order.ten_nguoi_nhan === 'string' ? order.ten_nguoi_nhan : '';
    const phone = typeof order.sdt_nguoi_nhan === 'string' ? order.sdt_nguoi_nhan : '';
    const key = `${foldText(name)}|${phone}|${foldText(line)}`;
    if (line !== '' && !seen.has(key))
      seen.set(key, {
        ten_nguoi_nhan: name,
        sdt_nguoi_nhan: phone,
        dia_chi: line,
        ngam_dinh: seen.size === 0,
      });
  }
  return [...seen.values()];
}
