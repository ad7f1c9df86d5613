import {
  canCancel,
  canPay,
  canRebuy,
  canTransitionOrder,
  ORDER_STATUS_CANCELLED,
  ORDER_STATUS_RETURNED,
  PAYMENT_STATUS_SETTLED,
  validateCancelReason,
} from '@shop/domain/orders';
import type { Queryable } from '../db/database.js';
import { appError, HttpError } from '../errors.js';
import { addToCart, type CartLineDoc } from './cart.js';
import { requestOf } from './pricing/line-request.js';
import { moveLineStock } from './catalog.js';
import { findOrder, lockOwnOrder, type OrderDoc, patchOrder } from './order-store.js';
import { findPaymentMethod, type PaymentMethodDoc } from './reference-data.js';
import type { Shopper } from './shopper.js';
import { queueChangeMails } from '../mail/order-events.js';
import { fireStockAlerts } from '../reminders/stock-alerts.js';

type Line = Pick<CartLineDoc, 'ma_vt' | 'sl_xuat' | 'thuoc_tinh'>;
const linesOf = (order: OrderDoc): Line[] => (Array.isArray(order.details) ? (order.details as Line[]) : []);

/** Puts lines' units back in stock (a cancel, a parcel back, a return restocked) and fires the alerts. */
export async function restoreStock(tx: Queryable, idApp: string, lines: readonly Line[]): Promise<void> {
  const products = await moveLineStock(tx, idApp, lines, (line, product, variant) => {
    if (!product) return;
    if (variant) variant.ton = (variant.ton ?? 0) + line.sl_xuat;
    product.ton += line.sl_xuat;
  });
  // Stock back: the back-in-stock requests it answers fire (decision 064).
  await fireStockAlerts(tx, idApp, [...products.keys()]);
}

/**
 * Moves the use counts of the order's vouchers by `delta`: -1 when it is cancelled (never below
 * 0), +1 when staff open an expired one again (decision 067).
 */
export async function shiftVoucherUses(
  tx: Queryable,
  idApp: string,
  order: OrderDoc,
  delta: 1 | -1,
): Promise<void> {
  const codes = Array.isArray(order.evouchers)
    ? order.evouchers.map((entry) => String((entry as { ma?: unknown }).ma ?? '').toUpperCase())
    : [];
  if (codes.length === 0) return;
  await tx.query(
    `UPDATE documents SET data = jsonb_set(data, '{so_luong_da_dung}',
       to_jsonb(GREATEST(COALESCE((data->>'so_luong_da_dung')::int, 0) + $3::int, 0))), updated_at = now()
     WHERE id_app = $1 AND collection = 'evoucher'
     AND upper(btrim(data->>'ma')) IN (SELECT jsonb_array_elements_text($2::text::jsonb))`,
    [idApp, JSON.stringify(codes), delta],
  );
}

/** What a cancelled order gives back: the stock of its lines and its vouchers' uses. */
export async function releaseOrderHoldings(tx: Queryable, idApp: string, order: OrderDoc): Promise<void> {
  await restoreStock(tx, idApp, linesOf(order));
  await shiftVoucherUses(tx, idApp, order, -1);
}

/**
 * Cancels an order with a reason of more than 5 characters (SPEC §5) while its status allows
 * (placed or confirmed): the stock of its lines comes back and its vouchers' uses are released.
 * Cancelling a cancelled order again changes nothing.
 */
export async function cancelOrder(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  id: string,
  reason: unknown,
  now: Date,
): Promise<OrderDoc> {
  const checked = validateCancelReason(typeof reason === 'string' ? reason : '');
  if (!checked.ok) throw appError(checked.code);
  const order = await lockOwnOrder(tx, idApp, shopper.owner, id);
  if (order.trang_thai === ORDER_STATUS_CANCELLED) return order;
  if (!canCancel({ trang_thai: String(order.trang_thai ?? '') })) throw appError('ORDER_NOT_CANCELLABLE');
  await releaseOrderHoldings(tx, idApp, order);
  const cancelled = await patchOrder(
    tx,
    idApp,
    id,
    {
      trang_thai: ORDER_STATUS_CANCELLED,
      ly_do_huy: checked.reason,
      ngay_huy: now.toISOString(),
      virtual_payment_client_url: '',
    },
    shopper.userCreated,
  );
  await queueChangeMails(tx, idApp, id, order, cancelled);
  return cancelled;
}

export interface RebuyResult {
  lines: Record<string, unknown>[];
  skipped: { ma_vt: string; message: string }[];
}

/** Puts an order's lines back into the cart (SPEC §4), each capped at the stock; sold-out lines are skipped. */
export async function rebuyOrder(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  id: string,
  now: Date,
  locale: 'vi' | 'en',
): Promise<RebuyResult> {
  const order = await findOrder(tx, idApp, shopper.owner, id);
  if (!order) throw appError('ORDER_NOT_FOUND');
  const lines = linesOf(order);
  if (!canRebuy({ trang_thai: String(order.trang_thai ?? ''), details: lines as never }))
    throw appError('CART_EMPTY');
  const result: RebuyResult = { lines: [], skipped: [] };
  for (const line of lines) {
    try {
      const saved = await addToCart(tx, idApp, shopper, requestOf(line), now);
      result.lines.push(saved.line);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      result.skipped.push({ ma_vt: line.ma_vt, message: error.texts[locale] });
    }
  }
  return result;
}

/** An order that can be paid again (unpaid e-wallet order) with its method; refused otherwise. */
export async function payableOrder(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  id: string,
): Promise<{ order: OrderDoc; method: PaymentMethodDoc }> {
  const order = await lockOwnOrder(tx, idApp, shopper.owner, id);
  const method = await findPaymentMethod(tx, idApp, order.pt_thanh_toan);
  const payable =
    method !== undefined &&
    (method.loai === 'e-wallet' || method.loai === 'bank-transfer') &&
    canPay(
      {
        trang_thai: String(order.trang_thai ?? ''),
        trang_thai_tt: order.trang_thai_tt === '1' ? '1' : '0',
        pt_thanh_toan: method._id,
      },
      method._id,
    );
  if (!payable || !method) throw appError('ORDER_NOT_PAYABLE');
  return { order, method };
}

/**
 * The shop moves an order along (confirmed, shipping, delivered, cancelled) as the domain's
 * canTransitionOrder allows for administrators, and may record a bank transfer as received
 * (trang_thai_tt '1'). Cancelling restores stock and voucher uses as for a shopper.
 */
export async function setOrderStatusAsAdmin(
  tx: Queryable,
  idApp: string,
  id: string,
  body: Record<string, unknown>,
  by: string,
  now: Date,
): Promise<OrderDoc> {
  const order = await findOrder(tx, idApp, null, id, true);
  if (!order) throw appError('ORDER_NOT_FOUND');
  const from = String(order.trang_thai ?? '');
  const to = typeof body.trang_thai === 'string' ? body.trang_thai : from;
  if (!canTransitionOrder(from, to, 'admin')) throw appError('ORDER_STATUS_INVALID');
  const patch: Record<string, unknown> = { trang_thai: to, date_updated: now.toISOString() };
  if (to === ORDER_STATUS_CANCELLED && from !== ORDER_STATUS_CANCELLED) {
    await releaseOrderHoldings(tx, idApp, order);
    patch.ngay_huy = now.toISOString();
    if (typeof body.ly_do_huy === 'string') patch.ly_do_huy = body.ly_do_huy.trim().slice(0, 500);
  }
  if (body.trang_thai_tt === PAYMENT_STATUS_SETTLED) patch.trang_thai_tt = PAYMENT_STATUS_SETTLED;
  const saved = await patchOrder(tx, idApp, id, patch, by);
  await queueChangeMails(tx, idApp, id, order, saved);
  return saved;
}

/**
 * Staff confirm that a parcel returned to the shop (status returned, decision 066) is back on the
 * shelf: the stock of its lines comes back, once (the order keeps `ngay_nhan_hang_hoan`; a second
 * confirmation changes nothing). Another status: 409 RETURN_NOT_RETURNED.
 */
export async function confirmReturnReceived(
  tx: Queryable,
  idApp: string,
  id: string,
  by: string,
  now: Date,
): Promise<{ order: OrderDoc; changed: boolean }> {
  const order = await findOrder(tx, idApp, null, id, true);
  if (!order) throw appError('ORDER_NOT_FOUND');
  if (order.trang_thai !== ORDER_STATUS_RETURNED) throw appError('RETURN_NOT_RETURNED');
  if (order.ngay_nhan_hang_hoan) return { order, changed: false };
  await restoreStock(tx, idApp, linesOf(order));
  const saved = await patchOrder(tx, idApp, id, { ngay_nhan_hang_hoan: now.toISOString() }, by);
  return { order: saved, changed: true };
}
