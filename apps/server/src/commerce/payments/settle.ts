import {
  decidePaymentNotice,
  PAYMENT_STATUS_SETTLED,
  type PaymentNotice,
  type PaymentNoticeDecision,
  type PaymentNoticeReason,
} from '@shop/domain';
import type { Database } from '../../db/database.js';
import { findOrderByNumber, type OrderDoc, patchOrder } from '../order-store.js';
import { findPaymentMethod } from '../reference-data.js';
import { recordRefundDue } from './refunds-due.js';
import { type VnpayConfig, vnpParamsOf, verifyVnpay } from './vnpay.js';
import { queueChangeMails } from '../../mail/order-events.js';

/** The IPN answer codes of the VNPay protocol (decision 039 cites VNPay's page). */
export type IpnCode = '00' | '01' | '02' | '04' | '97' | '99';

const IPN_MESSAGES: Record<IpnCode, string> = {
  '00': 'Confirm Success',
  '01': 'Order not found',
  '02': 'Order already confirmed',
  '04': 'Invalid amount',
  '97': 'Invalid signature',
  '99': 'Unknown error',
};

/**
 * The domain's reasons in VNPay's codes. As in VNPay's own IPN sample, '02' answers every order
 * whose payment is no longer pending: paid already, cancelled, a draft, paid another way. VNPay
 * stops repeating an IPN answered '00' or '02'; the money of those is recorded as a refund due.
 */
const IPN_CODE_OF: Record<PaymentNoticeReason, IpnCode> = {
  ACCEPTED: '00',
  NOT_COMPLETED: '00',
  ORDER_NOT_FOUND: '01',
  AMOUNT_MISMATCH: '04',
  ALREADY_RECORDED: '02',
  ALREADY_PAID: '02',
  ORDER_CANCELLED: '02',
  ORDER_NOT_PLACED: '02',
  NOT_EWALLET: '02',
};

export interface Settlement {
  RspCode: IpnCode;
  Message: string;
  order?: OrderDoc;
  /** This notice's payment paid the order (now, or when it first came). */
  isPaid: boolean;
  /** The gateway took money the order could not take: recorded as a refund due. */
  isRefundDue: boolean;
  decision?: PaymentNoticeDecision;
}

const answer = (code: IpnCode, extra: Partial<Settlement> = {}): Settlement => ({
  RspCode: code,
  Message: IPN_MESSAGES[code],
  isPaid: false,
  isRefundDue: false,
  ...extra,
});

/** What a signed VNPay result says, in the domain's words. */
function noticeOf(query: Record<string, unknown>): PaymentNotice {
  const txnRef = String(query.vnp_TxnRef ?? '');
  return {
    isPaid: query.vnp_ResponseCode === '00' && (query.vnp_TransactionStatus ?? '00') === '00',
    // VNPay sends the amount times 100; anything but a whole number of VND cannot be a total.
    amount: Number(query.vnp_Amount) / 100,
    transactionId: String(query.vnp_TransactionNo ?? '') || txnRef,
  };
}

/**
 * Applies a signed gateway result (IPN, return link, sandbox) to its order, exactly once: the
 * signature is checked, the order row is locked, and the domain's decidePaymentNotice says what
 * the result may do. Only an unpaid, live e-wallet order becomes paid; money taken for any other
 * order leaves it unchanged and is recorded as a refund due (once per gateway transaction).
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
  const notice = noticeOf(query);
  return db.transaction(async (tx) => {
    const order = await findOrderByNumber(tx, idApp, soCt);
    const method = order && (await findPaymentMethod(tx, idApp, order.pt_thanh_toan));
    const decision = decidePaymentNotice(
      order && {
        trang_thai: String(order.trang_thai ?? ''),
        trang_thai_tt: String(order.trang_thai_tt ?? ''),
        methodKind: method?.loai,
        total: Number(order.t_tt_nt ?? 0),
        paidBy: typeof order.vnp_transaction_no === 'string' ? order.vnp_transaction_no : undefined,
      },
      notice,
    );
    const code = IPN_CODE_OF[decision.reason];
    if (!order) return answer(code, { decision });
    switch (decision.action) {
      case 'mark-paid':
      case 'note-failure': {
        const patch =
          decision.action === 'mark-paid'
            ? {
                trang_thai_tt: PAYMENT_STATUS_SETTLED,
                vnp_transaction_no: notice.transactionId,
                vnp_bank_code: String(query.vnp_BankCode ?? ''),
                ngay_thanh_toan: new Date().toISOString(),
                virtual_payment_client_url: '',
              }
            : { vnp_response_code: String(query.vnp_ResponseCode ?? '') };
        const saved = await patchOrder(tx, idApp, order._id, patch, 'vnpay');
        await queueChangeMails(tx, idApp, order._id, order, saved);
        return answer(code, { order: saved, isPaid: decision.action === 'mark-paid', decision });
      }
      case 'refund-due':
        await recordRefundDue(tx, idApp, {
          provider: 'vnpay',
          transactionId: notice.transactionId,
          txnRef,
          amount: Number.isFinite(notice.amount) ? notice.amount : 0,
          orderId: order._id,
          soCt: String(order.so_ct ?? soCt),
          reason: decision.reason,
          notification: { ...vnpParamsOf(query), ...signatureOf(query) },
        });
        return answer(code, { order, isRefundDue: true, decision });
      default:
        return answer(code, { order, isPaid: decision.reason === 'ALREADY_RECORDED', decision });
    }
  });
}

function signatureOf(query: Record<string, unknown>): Record<string, string> {
  return typeof query.vnp_SecureHash === 'string' ? { vnp_SecureHash: query.vnp_SecureHash } : {};
}
