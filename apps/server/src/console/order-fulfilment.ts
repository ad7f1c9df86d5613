import {
  type ConsoleCancelBody,
  isTransferDayAllowed,
  isTransferEnough,
  type RecordTransferBody,
  type ShipOrderBody,
} from '@shop/domain/console';
import {
  canRecordTransfer,
  ORDER_STATUS_CANCELLED,
  PAYMENT_STATUS_SETTLED,
  SHOP_ACTION_TARGET,
  type ShopOrderAction,
  shopActionsFor,
  validateCancelReason,
} from '@shop/domain/orders';
import { formatPrice } from '@shop/domain/primitives';
import type { Queryable } from '../db/database.js';
import { appError } from '../errors.js';
import { releaseOrderHoldings } from '../commerce/order-actions.js';
import { type OrderDoc, patchOrder } from '../commerce/order-store.js';
import { findPaymentMethod, loadCarriers } from '../commerce/reference-data.js';
import { recordTransferReceived } from '../commerce/payments/bank-transfers.js';
import { findConsoleOrder } from './order-detail.js';
import { queueChangeMails } from '../mail/order-events.js';

/** Who acts and when: every change is a version with its author (the console user's e-mail). */
export interface ActionContext {
  tx: Queryable;
  idApp: string;
  by: string;
  now: Date;
}

/** The extra fields each action writes, after the checks of the action's own input. */
type Extra = (order: OrderDoc, context: ActionContext) => Promise<Record<string, unknown>>;

/**
 * Moves a placed order by a shop action, as the domain's shopActionsFor allows (409
 * ORDER_ACTION_NOT_ALLOWED otherwise), under the order's row lock; writes the new status, the
 * action's fields and a version by `by`.
 */
async function moveOrder(context: ActionContext, id: string, action: ShopOrderAction, extra: Extra) {
  const order = await findConsoleOrder(context.tx, context.idApp, id, true);
  if (!shopActionsFor(String(order.trang_thai)).includes(action)) throw appError('ORDER_ACTION_NOT_ALLOWED');
  const fields = await extra(order, context);
  const patch = {
    trang_thai: SHOP_ACTION_TARGET[action],
    date_updated: context.now.toISOString(),
    ...fields,
  };
  const saved = await patchOrder(context.tx, context.idApp, id, patch, context.by);
  await queueChangeMails(context.tx, context.idApp, id, order, saved);
  return saved;
}

export const confirmOrder = (context: ActionContext, id: string) =>
  moveOrder(context, id, 'confirm', async () => ({ ngay_xac_nhan: context.now.toISOString() }));

/**
 * Hands the order to a carrier of ecomcarrier_fees with its tracking code: the one named, or the
 * one the shopper chose when none is (400 CARRIER_REQUIRED when the order has none either,
 * CARRIER_INVALID for a code the shop does not have). The order's own carrier keeps its service.
 */
export const shipOrder = (context: ActionContext, id: string, body: ShipOrderBody) =>
  moveOrder(context, id, 'ship', async (order) => {
    const chosen = typeof order.don_vi_vc === 'string' ? order.don_vi_vc : '';
    const code = body.don_vi_vc || chosen;
    if (code === '') throw appError('CARRIER_REQUIRED');
    const services = (await loadCarriers(context.tx, context.idApp)).filter((item) => item.ma_dv_vc === code);
    const carrier =
      services.find((item) => code === chosen && item.ten_goi_cuoc === order.goi_cuoc_vc) ?? services[0];
    if (!carrier) throw appError('CARRIER_INVALID');
    return {
      don_vi_vc: carrier.ma_dv_vc,
      goi_cuoc_vc: carrier.ten_goi_cuoc ?? '',
      ten_dv_vc: carrier.ten_dv_vc || carrier.ma_dv_vc,
      ma_van_don: body.ma_van_don,
      ngay_giao_vc: context.now.toISOString(),
    };
  });

export const deliverOrder = (context: ActionContext, id: string) =>
  moveOrder(context, id, 'deliver', async () => ({ ngay_giao_hang: context.now.toISOString() }));

/** Cancels with a reason (SPEC §5); the stock of the lines and the vouchers' uses come back. */
export const cancelOrderAsShop = (context: ActionContext, id: string, body: ConsoleCancelBody) => {
  const reason = validateCancelReason(body.ly_do_huy);
  if (!reason.ok) throw appError(reason.code);
  return moveOrder(context, id, 'cancel', async (order) => {
    await releaseOrderHoldings(context.tx, context.idApp, order);
    return {
      trang_thai: ORDER_STATUS_CANCELLED,
      ly_do_huy: reason.reason,
      ngay_huy: context.now.toISOString(),
      virtual_payment_client_url: '',
    };
  });
};

/** Records a bank transfer as received: amount, day and note kept on the order; it becomes paid. */
export async function recordTransfer(context: ActionContext, id: string, body: RecordTransferBody) {
  const order = await findConsoleOrder(context.tx, context.idApp, id, true);
  const method = await findPaymentMethod(context.tx, context.idApp, order.pt_thanh_toan);
  const paid = order.trang_thai_tt === PAYMENT_STATUS_SETTLED ? '1' : '0';
  if (!canRecordTransfer({ trang_thai: String(order.trang_thai), trang_thai_tt: paid }, method ?? {}))
    throw appError('NOT_BANK_TRANSFER_UNPAID');
  if (!isTransferDayAllowed(body.ngay, context.now)) throw appError('TRANSFER_DATE_INVALID');
  const due = Number(order.t_tt_nt ?? 0);
  if (!isTransferEnough(body.so_tien, due))
    throw appError('TRANSFER_AMOUNT_SHORT', {
      received: formatPrice(body.so_tien),
      due: formatPrice(due),
    });
  const received = { so_tien: body.so_tien, ngay: body.ngay, ghi_chu: body.ghi_chu };
  return recordTransferReceived(context.tx, context.idApp, order, received, {}, context.by, context.now);
}
