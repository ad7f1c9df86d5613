import { ORDER_STATUS_PLACED } from '@shop/domain/orders';
import type { Queryable } from '../../db/database.js';
import { appError } from '../../errors.js';
import { findConsoleOrder } from '../../console/order-detail.js';
import { moveLineStock, type StockLine } from '../catalog.js';
import { shiftVoucherUses } from '../order-actions.js';
import { findOrder, type OrderDoc, patchOrder } from '../order-store.js';
import { applyTransfer, transferOfRow } from './bank-transfers.js';
import { isReopenable } from './bank-paid.js';

interface Line extends StockLine {
  ten_vt?: string;
}

/** Takes the lines' stock again (all or none: 409 REOPEN_OUT_OF_STOCK naming the first short one). */
async function takeStockAgain(tx: Queryable, idApp: string, lines: readonly Line[]): Promise<void> {
  await moveLineStock(tx, idApp, lines, (line, product, variant) => {
    if (!product) throw appError('REOPEN_OUT_OF_STOCK', { product: line.ten_vt ?? line.ma_vt, left: 0 });
    const left = variant ? (variant.ton ?? 0) : product.ton;
    if (left < line.sl_xuat || product.ton < line.sl_xuat)
      throw appError('REOPEN_OUT_OF_STOCK', {
        product: line.ten_vt ?? line.ma_vt,
        left: Math.max(0, Math.min(left, product.ton)),
      });
    if (variant) variant.ton = (variant.ton ?? 0) - line.sl_xuat;
    product.ton -= line.sl_xuat;
  });
}

/**
 * Staff open again an order the payment hold cancelled (issue 30, decision 067), when its stock
 * allows: the lines' stock and the vouchers' uses are taken again, the order is placed again with
 * a new hold from now, and the bank transfers that came after it expired (kept as owed back) pay
 * it as they would have. Only an order cancelled by the hold and not refunded: else 409
 * ORDER_NOT_REOPENABLE.
 */
export async function reopenExpiredOrder(
  tx: Queryable,
  idApp: string,
  id: string,
  by: string,
  now: Date,
): Promise<OrderDoc> {
  const order = await findConsoleOrder(tx, idApp, id, true);
  if (!isReopenable(order)) throw appError('ORDER_NOT_REOPENABLE');
  const lines = Array.isArray(order.details) ? (order.details as Line[]) : [];
  await takeStockAgain(tx, idApp, lines);
  await shiftVoucherUses(tx, idApp, order, 1);
  let reopened = await patchOrder(
    tx,
    idApp,
    id,
    {
      trang_thai: ORDER_STATUS_PLACED,
      ly_do_huy: '',
      ngay_huy: null,
      het_han_thanh_toan: false,
      mo_lai_luc: now.toISOString(),
      // The hold counts again from now; its reminder may come again.
      giu_tu: now.toISOString(),
      nhac_thanh_toan_luc: null,
      date_updated: now.toISOString(),
    },
    by,
  );
  const late = await tx.query<Parameters<typeof transferOfRow>[0]>(
    `SELECT id, provider, transaction_id, amount, note, transferred_at FROM bank_transfers
     WHERE id_app = $1 AND order_id = $2 AND outcome = 'refund-due' ORDER BY received_at, id`,
    [idApp, id],
  );
  for (const row of late) {
    await applyTransfer(tx, idApp, transferOfRow(row), reopened, by, now);
    reopened = (await findOrder(tx, idApp, null, id, true)) ?? reopened;
  }
  return reopened;
}
