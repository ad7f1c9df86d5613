import type { GatewayState } from '@shop/domain/console';
import type { PaymentNotice, PaymentNoticeReason } from '@shop/domain/payments';

/**
 * One payment provider that takes the shopper to its own page (decision 052): the shop creates a
 * payment, the provider notifies the result (signed), and the shop can ask it about a payment or
 * send money back. Adapters hold only the provider's wire format; what a result does to an order is
 * the domain's decidePaymentNotice, applied once by settle.ts.
 */
export interface PaymentGateway<Acknowledgement = unknown> {
  id: PaymentGatewayId;
  /** Merchant keys (`keys`) or the local simulator of development and tests (`sandbox`). */
  state: Exclude<GatewayState, 'missing'>;
  /**
   * The provider's reference of the shop's attempt `txnRef` (DH000123-2) created at `now`: the same
   * for VNPay and MoMo, dated for ZaloPay (yymmdd_DH000123-2). Kept on the order before `create`.
   */
  reference(txnRef: string, now: Date): string;
  /** Where the shopper goes to pay `request.amount` for the reference `request.txnRef`. */
  create(request: CreatePaymentRequest, signal?: AbortSignal): Promise<CreatedPayment>;
  /** A notification (IPN, return link) read and authenticated: undefined when its signature is wrong. */
  verifyNotification(input: Record<string, unknown>): GatewayNotice | undefined;
  /** The provider's answer to a notification, as its documentation asks for it. */
  acknowledge(reason: PaymentNoticeReason | 'SIGNATURE_INVALID'): Acknowledgement;
  /** What the provider says of a payment now (its own query API). */
  query(request: QueryPaymentRequest, signal?: AbortSignal): Promise<GatewayPaymentStatus>;
  /** Sends back part or all of a payment taken (its own refund API). */
  refund(request: RefundPaymentRequest, signal?: AbortSignal): Promise<GatewayRefund>;
}

export type PaymentGatewayId = 'vnpay' | 'momo' | 'zalopay';

/** Every gateway the server has an adapter for, in the order the start log names them. */
export const GATEWAY_IDS: readonly PaymentGatewayId[] = ['vnpay', 'momo', 'zalopay'];

export interface CreatePaymentRequest {
  /** The provider's reference of this attempt ({@link PaymentGateway.reference}). */
  txnRef: string;
  /** Integer VND. */
  amount: number;
  orderInfo: string;
  /** The shop's page the shopper comes back to. */
  returnUrl: string;
  /** The shop's address the provider notifies (MoMo's ipnUrl, ZaloPay's callback_url). */
  notifyUrl: string;
  /** The shop's origin (a sandbox gateway is a path on it). */
  origin: string;
  ipAddr: string;
  locale: 'vi' | 'en';
  now: Date;
}

export interface CreatedPayment {
  txnRef: string;
  /** The provider's page the browser is sent to. */
  url: string;
}

/** A notification in the shop's words, authenticated. */
export interface GatewayNotice extends PaymentNotice {
  txnRef: string;
  /** The order code the reference carries. */
  orderCode: string;
  /** What the order keeps of a payment this notice made (the provider's transaction, bank…). */
  paidFields: Record<string, string>;
  /** What the order keeps of a failed attempt (the provider's code). */
  failureFields: Record<string, string>;
  /** The notification as received, kept with a refund due. */
  raw: Record<string, string>;
}

export interface QueryPaymentRequest {
  txnRef: string;
  orderInfo: string;
  /** When the payment was created (VNPay asks for it). */
  createdAt: Date;
  ipAddr: string;
  now: Date;
}

export type GatewayPaymentState = 'paid' | 'pending' | 'failed' | 'refunded' | 'unknown';

export interface GatewayPaymentStatus {
  state: GatewayPaymentState;
  /** Integer VND the provider says was paid (0 when not known). */
  amount: number;
  /** The provider's transaction id ('' before payment). */
  transactionId: string;
  /** The provider's own status code, kept for the log. */
  providerCode: string;
}

export interface RefundPaymentRequest {
  txnRef: string;
  /** The provider's transaction id of the payment. */
  transactionId: string;
  /** Integer VND to send back; with `isFull` false, part of the payment. */
  amount: number;
  isFull: boolean;
  /** When the payment was made. */
  paidAt: Date;
  /** Who asks (the staff member's e-mail). */
  by: string;
  reason: string;
  ipAddr: string;
  now: Date;
  /** Unique per refund request (a retry of the same refund sends the same one). */
  requestId: string;
  /** When the refund was asked (ZaloPay dates its refund id with it, so a retry sends the same id). */
  requestedAt?: Date;
}

export interface GatewayRefund {
  /** True when the provider took the refund (done or in progress on its side). */
  isAccepted: boolean;
  /** The provider's refund transaction id, when it gives one. */
  refundId: string;
  providerCode: string;
  message: string;
}

/** A provider that could not be asked (network, timeout) or answered in a shape it does not document. */
export class GatewayError extends Error {
  constructor(
    readonly gateway: PaymentGatewayId,
    message: string,
  ) {
    super(`${gateway}: ${message}`);
    this.name = 'GatewayError';
  }
}
