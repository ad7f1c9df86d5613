import { ORDER_STATUS_DELIVERED } from '@shop/domain/orders';
import {
  checkReturnRequest,
  DEFAULT_RETURN_WINDOW_HOURS,
  isWithinReturnWindow,
  type OwnReturn,
  type ReturnOrder,
  type ReturnRequest,
  refundOfReturn,
} from '@shop/domain/returns';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { appError } from '../errors.js';

const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

/** An order's document as the return rules read it. */
function returnOrderOf(data: Record<string, unknown>): ReturnOrder {
  const details = Array.isArray(data.details) ? (data.details as Record<string, unknown>[]) : [];
  return {
    lines: details.map((line) => ({ quantity: num(line.sl_xuat), amount: num(line.tien) })),
    orderReductions: num(data.tien_evoucher),
    shippingPaid: Math.max(0, num(data.tien_phi_vc) - num(data.tien_freeship)),
  };
}

interface ReturnRow extends Record<string, unknown> {
  id: string;
  order_id: string;
  status: OwnReturn['status'];
  resolution: OwnReturn['resolution'];
  reason: OwnReturn['reason'];
  note: string;
  lines: OwnReturn['lines'] | string;
  refund_amount: number | string;
  shipping_refund: number | string;
  created_at: Date | string;
}

const toOwn = (row: ReturnRow): OwnReturn => ({
  _id: row.id.trim(),
  order_id: row.order_id.trim(),
  status: row.status,
  resolution: row.resolution,
  reason: row.reason,
  note: row.note,
  lines: typeof row.lines === 'string' ? (JSON.parse(row.lines) as OwnReturn['lines']) : row.lines,
  refund_amount: Number(row.refund_amount),
  shipping_refund: Number(row.shipping_refund),
  created_at: new Date(row.created_at).toISOString(),
  // The media, the steps after the request and the exchange order come with migration 60 (decision 077).
  media: [],
  steps: [{ status: 'new', at: new Date(row.created_at).toISOString(), note: '' }],
  exchange_order: null,
});

/**
 * A shopper's return or exchange request (issue 33, decision 076), in the caller's transaction:
 * the order is theirs and delivered (else 403 RETURN_NOT_DELIVERED), within the window after its
 * delivery (403 RETURN_WINDOW_CLOSED), and the units are at most delivered minus what earlier
 * requests not rejected take (checkReturnRequest's codes). The order row is locked, so two
 * requests at once cannot both take the same units. The refund the rules give is kept with it.
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
  const deliveredAt = new Date(String(order.data.ngay_giao_hang ?? order.data.date_updated ?? ''));
  if (Number.isNaN(deliveredAt.getTime()) || !isWithinReturnWindow(deliveredAt, now))
    throw appError('RETURN_WINDOW_CLOSED', { hours: DEFAULT_RETURN_WINDOW_HOURS });
  const rules = returnOrderOf(order.data);
  const earlier = await tx.query<{ line: number; quantity: number }>(
    `SELECT (l->>'line')::int AS line, sum((l->>'quantity')::int)::int AS quantity
     FROM returns r CROSS JOIN LATERAL jsonb_array_elements(r.lines) l
     WHERE r.id_app = $1 AND r.order_id = $2 AND r.status <> 'rejected' GROUP BY 1`,
    [idApp, input.order_id],
  );
  const returned = rules.lines.map((_, index) => earlier.find((row) => row.line === index)?.quantity ?? 0);
  const check = checkReturnRequest(rules, returned, input.lines);
  if (!check.ok) throw appError(check.code);
  const refund = refundOfReturn(rules, returned, input.lines, input.reason);
  const [row] = await tx.query<ReturnRow>(
    `INSERT INTO returns (id_app, id, order_id, owner, resolution, reason, note, lines, refund_amount, shipping_refund)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10)
     RETURNING id, order_id, status, resolution, reason, note, lines, refund_amount, shipping_refund, created_at`,
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
    ],
  );
  if (!row) throw new Error('the return was not written');
  return toOwn(row);
}

/** The shopper's return requests, newest first. */
export async function myReturns(db: Queryable, idApp: string, owner: string): Promise<OwnReturn[]> {
  const rows = await db.query<ReturnRow>(
    `SELECT id, order_id, status, resolution, reason, note, lines, refund_amount, shipping_refund, created_at
     FROM returns WHERE id_app = $1 AND owner = $2 ORDER BY created_at DESC, id DESC LIMIT 200`,
    [idApp, owner],
  );
  return rows.map(toOwn);
}
