import { ORDER_STATUS_DELIVERED } from '@shop/domain/orders';
import {
  checkReturnRequest,
  type ExchangeOrder,
  isWithinReturnWindow,
  type OwnReturn,
  type ReturnInstructions,
  type ReturnMedia,
  type ReturnOrder,
  type ReturnReceiveAction,
  type ReturnRequest,
  type ReturnStep,
  refundOfReturn,
} from '@shop/domain/returns';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { appError } from '../errors.js';
import { requestMedia } from './return-media.js';
import { loadReturnSettings } from './return-settings.js';

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** An order's document as the return rules read it. */
export function returnOrderOf(data: Record<string, unknown>): ReturnOrder {
  const details = Array.isArray(data.details) ? (data.details as Record<string, unknown>[]) : [];
  return {
    lines: details.map((line) => ({ quantity: num(line.sl_xuat), amount: num(line.tien) })),
    orderReductions: num(data.tien_evoucher),
    shippingPaid: Math.max(0, num(data.tien_phi_vc) - num(data.tien_freeship)),
  };
}

/** A step as kept on the row (migration 60): the console user and an internal reason besides. */
export interface StoredStep extends ReturnStep {
  by: string;
  /** What the console wrote for the shop only (a write-off's reason). */
  reason?: string;
}

export interface ReturnRow extends Record<string, unknown> {
  id: string;
  order_id: string;
  owner: string;
  status: OwnReturn['status'];
  resolution: OwnReturn['resolution'];
  reason: OwnReturn['reason'];
  note: string;
  lines: OwnReturn['lines'] | string;
  refund_amount: number | string;
  shipping_refund: number | string;
  created_at: Date | string;
  media: ReturnMedia[] | string;
  steps: StoredStep[] | string;
  instructions: ReturnInstructions | null;
  receive_action: ReturnReceiveAction | null;
  refund_id: string | null;
  exchange_order_id: string | null;
  /** The exchange order's number, joined when read. */
  exchange_so_ct?: string | null;
}

/** The columns every reader of a return takes (with the exchange order's number). */
export const RETURN_COLUMNS = `r.id, r.order_id, r.owner, r.status, r.resolution, r.reason, r.note, r.lines,
  r.refund_amount, r.shipping_refund, r.created_at, r.media, r.steps, r.instructions, r.receive_action,
  r.refund_id, r.exchange_order_id,
  (SELECT x.data->>'so_ct' FROM documents x WHERE x.id_app = r.id_app AND x.collection = 'so1'
    AND x.id = r.exchange_order_id) AS exchange_so_ct`;

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/** The request as the first step, then the console's steps, oldest first. */
export function stepsOf(row: ReturnRow): StoredStep[] {
  const first: StoredStep = {
    status: 'new',
    at: new Date(row.created_at).toISOString(),
    note: '',
    by: row.owner,
  };
  return [first, ...json(row.steps)];
}

export const exchangeOrderOf = (row: ReturnRow): ExchangeOrder | null =>
  row.exchange_order_id ? { _id: row.exchange_order_id.trim(), so_ct: row.exchange_so_ct ?? null } : null;

export const toOwn = (row: ReturnRow): OwnReturn => ({
  _id: row.id.trim(),
  order_id: row.order_id.trim(),
  status: row.status,
  resolution: row.resolution,
  reason: row.reason,
  note: row.note,
  lines: json(row.lines),
  refund_amount: Number(row.refund_amount),
  shipping_refund: Number(row.shipping_refund),
  created_at: new Date(row.created_at).toISOString(),
  media: json(row.media),
  // The shopper sees each step's status, time and what they are told; never who or the shop's reason.
  steps: stepsOf(row).map(({ status, at, note }) => ({ status, at, note })),
  exchange_order: exchangeOrderOf(row),
  instructions: row.instructions,
});

/**
 * A shopper's return or exchange request (issue 33, decisions 076, 077), in the caller's
 * transaction: the order is theirs and delivered (else 403 RETURN_NOT_DELIVERED), within the
 * shop's window after its delivery (403 RETURN_WINDOW_CLOSED), the units at most delivered minus
 * what earlier requests not rejected take (checkReturnRequest's codes), and the media their own
 * uploads (≤ 5 photos, ≤ 1 video). The order row is locked, so two requests at once cannot both
 * take the same units. The refund the rules give is kept with it.
 */
export async function createReturn(
  tx: Queryable,
  idApp: string,
  owner: string,
  input: ReturnRequest,
  now: Date,
): Promise<OwnReturn> {
  const [order] = await tx.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'so1' AND id = $2 AND owner = $3 FOR UPDATE`,
    [idApp, input.order_id, owner],
  );
  if (!order || order.data.trang_thai !== ORDER_STATUS_DELIVERED) throw appError('RETURN_NOT_DELIVERED');
  const { return_window_hours: hours } = await loadReturnSettings(tx, idApp);
  const deliveredAt = new Date(String(order.data.ngay_giao_hang ?? order.data.date_updated ?? ''));
  if (Number.isNaN(deliveredAt.getTime()) || !isWithinReturnWindow(deliveredAt, now, hours))
    throw appError('RETURN_WINDOW_CLOSED', { hours });
  const rules = returnOrderOf(order.data);
  const returned = await returnedUnits(tx, idApp, input.order_id, rules.lines.length);
  const check = checkReturnRequest(rules, returned, input.lines);
  if (!check.ok) throw appError(check.code);
  const media = await requestMedia(tx, idApp, owner, input.media);
  const refund = refundOfReturn(rules, returned, input.lines, input.reason);
  const [row] = await tx.query<ReturnRow>(
    `INSERT INTO returns AS r (id_app, id, order_id, owner, resolution, reason, note, lines, refund_amount, shipping_refund, media)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10, $11::text::jsonb)
     RETURNING ${RETURN_COLUMNS}`,
    [
      idApp,
      newId(),
      input.order_id,
      owner,
      input.resolution,
      input.reason,
      input.note,
      JSON.stringify(refund.lines),
      refund.total,
      refund.shipping,
      JSON.stringify(media),
    ],
  );
  if (!row) throw new Error('the return was not written');
  return toOwn(row);
}

/** Units of each order line that requests not rejected take. */
async function returnedUnits(tx: Queryable, idApp: string, orderId: string, count: number) {
  const earlier = await tx.query<{ line: number; quantity: number }>(
    `SELECT (l->>'line')::int AS line, sum((l->>'quantity')::int)::int AS quantity
     FROM returns r CROSS JOIN LATERAL jsonb_array_elements(r.lines) l
     WHERE r.id_app = $1 AND r.order_id = $2 AND r.status <> 'rejected' GROUP BY 1`,
    [idApp, orderId],
  );
  return Array.from(
    { length: count },
    (_, index) => earlier.find((row) => row.line === index)?.quantity ?? 0,
  );
}

/** The shopper's return requests, newest first, with their media, steps and exchange order. */
export async function myReturns(db: Queryable, idApp: string, owner: string): Promise<OwnReturn[]> {
  const rows = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM returns r WHERE r.id_app = $1 AND r.owner = $2
     ORDER BY r.created_at DESC, r.id DESC LIMIT 200`,
    [idApp, owner],
  );
  return rows.map(toOwn);
}

/**
 * The return steps of an order as its console timeline's entries (decision 077): one per step,
 * by who took it (the shopper for the request), field `doi_tra` with the return, its status, its
 * resolution and the note or reason written.
 */
export async function returnTimeline(db: Queryable, idApp: string, orderId: string) {
  const rows = await db.query<ReturnRow>(
    `SELECT ${RETURN_COLUMNS} FROM returns r WHERE r.id_app = $1 AND r.order_id = $2`,
    [idApp, orderId],
  );
  return rows.flatMap((row) =>
    stepsOf(row).map((step) => ({
      version: 0,
      at: step.at,
      by: step.by,
      changes: [
        {
          field: 'doi_tra',
          from: null,
          to: {
            ma: row.id.trim(),
            trang_thai: step.status,
            yeu_cau: row.resolution,
            ghi_chu: step.note || step.reason || '',
          },
        },
      ],
    })),
  );
}
