import { PAYMENT_STATUS_SETTLED } from '@shop/domain';
import type { Database } from '../../db/database.js';
import { findOrderByNumber, type OrderDoc, patchOrder } from '../order-store.js';
import { type VnpayConfig, verifyVnpay } from './vnpay.js';
import { queueChangeMails } from '../../mail/order-events.js';

/** The IPN answer codes of the VNPay protocol. */
export type IpnCode = '00' | '01' | '02' | '04' | '97' | '99';

const IPN_MESSAGES: Record<IpnCode, string> = {
  '00': 'Confirm Success',
  '01': 'Order not found',
  '02': 'Order already confirmed',
  '04': 'Invalid amount',
  '97': 'Invalid signature',
  '99': 'Unknown error',
};

export interface Settlement {
  RspCode: IpnCode;
  Message: string;
  order?: OrderDoc;
  /** The gateway reported a successful payment for this order (now or before). */
  isPaid: boolean;
}

const answer = (code: IpnCode, order?: OrderDoc, isPaid = false): Settlement => ({
  RspCode: code,
  Message: IPN_MESSAGES[code],
  ...(order ? { order } : {}),
  isPaid,
});

/**
 * Applies a signed gateway result (IPN, return link, sandbox) to its order, exactly once: the
 * signature and the amount are checked, the order row is locked, and only an unpaid order is
 * marked paid (trang_thai_tt '1'); a repeat gets '02' and changes nothing.
 */
export async function settleVnpay(
  db: Database,
  idApp: string,
  config: VnpayConfig,
  query: Record<string, unknown>,
): Promise<Settlement> {
  if (!verifyVnpay(query, config.hashSecret)) return answer('97');
  const txnRef = String(query.vnp_TxnRef ?? '');
  const soCt = txnRef.replace(/-\d+$/, '');
  const succeeded = query.vnp_ResponseCode === '00' && (query.vnp_TransactionStatus ?? '00') === '00';
  return db.transaction(async (tx) => {
    const order = await findOrderByNumber(tx, idApp, soCt);
    if (!order) return answer('01');
    if (Number(query.vnp_Amount) !== Number(order.t_tt_nt ?? 0) * 100) return answer('04', order);
    if (order.trang_thai_tt === PAYMENT_STATUS_SETTLED) return answer('02', order, true);
    const patch = succeeded
      ? {
          trang_thai_tt: PAYMENT_STATUS_SETTLED,
          vnp_transaction_no: String(query.vnp_TransactionNo ?? ''),
          vnp_bank_code: String(query.vnp_BankCode ?? ''),
          ngay_thanh_toan: new Date().toISOString(),
          virtual_payment_client_url: '',
        }
      : { vnp_response_code: String(query.vnp_ResponseCode ?? '') };
    const saved = await patchOrder(tx, idApp, order._id, patch, 'vnpay');
    await queueChangeMails(tx, idApp, order._id, order, saved);
    return answer('00', saved, succeeded);
  });
}
