import type { ConsoleOrderMoney } from '@shop/domain/console';
import { ORDER_STATUS_CANCELLED } from '@shop/domain/orders';
import { refundableOf } from '@shop/domain/payments';
import type { Queryable } from '../../db/database.js';
import type { OrderDoc } from '../order-store.js';
import { gatewayOf, gatewayPaidOf, refundDueOf, refundsOf } from './order-refunds.js';
import { openReturnDuesOf } from './refunds-due.js';

/**
 * What an order received by bank transfer (issue 30, decision 067): every transfer matched or
 * assigned to it that brought money (paid, part, or owed back because it came too late), and a
 * transfer staff recorded by hand (thanh_toan_nhan without a provider's transaction).
 */
export async function bankPaidOf(db: Queryable, idApp: string, order: OrderDoc): Promise<number> {
  const [row] = await db.query<{ total: string | number | null }>(
    `SELECT COALESCE(SUM(amount), 0) AS total FROM bank_transfers
     WHERE id_app = $1 AND order_id = $2 AND outcome IN ('paid', 'part', 'refund-due')`,
    [idApp, order._id],
  );
  const received = order.thanh_toan_nhan as { so_tien?: unknown; ma_giao_dich?: unknown } | undefined;
  const byHand = received && !received.ma_giao_dich ? Number(received.so_tien ?? 0) || 0 : 0;
  return Number(row?.total ?? 0) + byHand;
}

/**
 * What the shop still owes the shopper of an order it cancelled: what a gateway took, else what
 * came by bank transfer, less the refunds not refused (the cancel prompt's amount).
 */
export async function refundOwedOf(db: Queryable, idApp: string, order: OrderDoc): Promise<number> {
  const gateway = refundDueOf(order);
  if (gateway > 0) return gateway;
  return refundableOf({ paid: await bankPaidOf(db, idApp, order), refunds: refundsOf(order) });
}

/**
 * The order page's money (issue 30): how a refund goes back (through the gateway that took the
 * payment, or recorded as a bank refund for what came by transfer), what was paid and may still
 * be refunded, the refunds so far, and whether the order may be opened again (cancelled by the
 * payment hold, nothing refunded: order-reopen.ts's rule).
 */
export async function orderMoneyOf(
  db: Queryable,
  idApp: string,
  order: OrderDoc,
): Promise<ConsoleOrderMoney> {
  const refunds = refundsOf(order);
  const gatewayPaid = gatewayPaidOf(order);
  const bankPaid = gatewayPaid > 0 ? 0 : await bankPaidOf(db, idApp, order);
  // Cash on delivery: nothing came by transfer, but a return's refund owed (decision 077 addendum)
  // goes back by transfer or in cash, recorded as a bank refund of what the delivery collected.
  // What it may refund is what its returns owe, no more.
  const owed =
    gatewayPaid === 0 && bankPaid === 0
      ? (await openReturnDuesOf(db, idApp, String(order._id))).reduce((sum, due) => sum + due.amount, 0)
      : 0;
  const paid = gatewayPaid > 0 ? gatewayPaid : owed > 0 ? Number(order.t_tt_nt ?? 0) : bankPaid;
  const refundable = refundableOf({ paid, refunds });
  return {
    refund_via: gatewayPaid > 0 ? 'gateway' : bankPaid > 0 || owed > 0 ? 'bank' : null,
    gateway: gatewayPaid > 0 ? gatewayOf(order) : null,
    paid,
    refundable: owed > 0 ? Math.min(owed, refundable) : refundable,
    refunds,
    can_reopen: isReopenable(order),
  };
}

/** An order the payment hold cancelled and nothing refunded: staff may open it again (decision 067). */
export function isReopenable(order: OrderDoc): boolean {
  return (
    order.trang_thai === ORDER_STATUS_CANCELLED &&
    order.het_han_thanh_toan === true &&
    refundsOf(order).length === 0
  );
}
