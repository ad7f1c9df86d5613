import type { ShippingQuote } from '@shop/domain/carriers';
import type { CompanyInvoiceWrite } from '@shop/domain/invoices';
import type { DraftTextChoice, OrderReply, VietQrInfo } from '@shop/domain/orders';
import type { Voucher } from '@shop/domain/promotions';
import { type ListParams, listSearchParams, type Transport } from './client.js';

/** The fields a shopper chooses on a draft (SPEC §3 "Order", the domain's draftWriteSchema); everything else is computed. */
export type DraftChoices = Partial<Record<DraftTextChoice, string>> & {
  /** Voucher codes, in the order they were added. */
  evouchers?: (string | { ma: string })[];
  /** A company invoice (decision 065): company name, tax code, address, invoice e-mail; null for none. */
  hoa_don?: CompanyInvoiceWrite;
  /** Lines to order instead of the whole cart: product, option, quantity. */
  details?: { ma_vt: string; sl_xuat: number; thuoc_tinh?: { _id: string } | null }[];
};

export type { ShippingQuote } from '@shop/domain/carriers';
export type { OrderReply, VietQrInfo, VoucherOutcome } from '@shop/domain/orders';

const so1 = (transport: Transport, suffix = '') => `api/${transport.options.idApp}/so1${suffix}`;

/** POST so1 with trang_thai 'LCT': the server deletes older drafts and prices a new one. */
export function createDraft(transport: Transport, choices: DraftChoices = {}): Promise<OrderReply> {
  return transport.http
    .post(so1(transport), { searchParams: transport.authParams(), json: { ...choices, trang_thai: 'LCT' } })
    .json();
}

/** GET so1 with trang_thai LCT and user_created (SPEC §7); the server returns only the caller's. */
export function listDrafts(transport: Transport, userCreated: string): Promise<OrderReply[]> {
  return listOrders(transport, { q: { trang_thai: 'LCT', user_created: userCreated } });
}

/** PUT so1/{id}: new address, carrier, payment method or vouchers; the reply has the new totals. */
export function updateDraft(transport: Transport, id: string, choices: DraftChoices): Promise<OrderReply> {
  return transport.http
    .put(so1(transport, `/${id}`), { searchParams: transport.authParams(), json: choices })
    .json();
}

/** PUT so1/{id} with trang_thai '0': places the order (a repeat returns the same order). */
export function placeOrder(
  transport: Transport,
  id: string,
  choices: DraftChoices = {},
): Promise<OrderReply> {
  return transport.http
    .put(so1(transport, `/${id}`), {
      searchParams: transport.authParams(),
      json: { ...choices, trang_thai: '0' },
    })
    .json();
}

/**
 * POST so1/{id}/shipping-quotes: the draft's carrier services with their live fees, for the shopper
 * to pick. Only shown: the server quotes again on every write and at placing, and never takes a fee
 * from the browser.
 */
export async function shippingQuotes(transport: Transport, id: string): Promise<ShippingQuote[]> {
  const reply = await transport.http
    .post(so1(transport, `/${id}/shipping-quotes`), { searchParams: transport.authParams() })
    .json<{ services: ShippingQuote[] }>();
  return reply.services;
}

/** DELETE so1/{id}: drafts only; placed orders are cancelled, not deleted. */
export function deleteDraft(transport: Transport, id: string): Promise<OrderReply> {
  return transport.http.delete(so1(transport, `/${id}`), { searchParams: transport.authParams() }).json();
}

/** The caller's orders with their status names (history). */
export function listOrders(transport: Transport, params: ListParams = {}): Promise<OrderReply[]> {
  return transport.http
    .get(so1(transport), { searchParams: { ...transport.authParams(), ...listSearchParams(params) } })
    .json();
}

export function getOrder(transport: Transport, id: string): Promise<OrderReply> {
  return transport.http.get(so1(transport, `/${id}`), { searchParams: transport.authParams() }).json();
}

/** POST so1/{id}/cancel: reason of more than 5 characters; stock comes back. */
export function cancelOrder(transport: Transport, id: string, reason: string): Promise<OrderReply> {
  return transport.http
    .post(so1(transport, `/${id}/cancel`), {
      searchParams: transport.authParams(),
      json: { ly_do_huy: reason },
    })
    .json();
}

/** POST so1/{id}/pay: a new gateway link (e-wallet) or the VietQR details (bank transfer). */
export function payOrder(transport: Transport, id: string): Promise<OrderReply> {
  return transport.http.post(so1(transport, `/${id}/pay`), { searchParams: transport.authParams() }).json();
}

export interface RebuyReply {
  lines: { _id: string; ma_vt: string; sl_xuat: number }[];
  skipped: { ma_vt: string; message: string }[];
  message: string;
}

/** POST so1/{id}/rebuy: the order's lines back into the cart, capped at the stock. */
export function rebuyOrder(transport: Transport, id: string): Promise<RebuyReply> {
  return transport.http.post(so1(transport, `/${id}/rebuy`), { searchParams: transport.authParams() }).json();
}

/** The receiver of a looked-up order, partly masked by the server (decision 046). */
export interface MaskedReceiver {
  ten: string;
  sdt: string;
  email: string;
  /** Ward, district and province; never the street. */
  khu_vuc: string;
}

/** An order as the guest lookup answers it: the history's fields, the receiver masked, the QR inline. */
export type OrderLookupReply = Omit<OrderReply, 'vietqr'> & {
  nguoi_nhan: MaskedReceiver;
  vietqr?: VietQrInfo & { qr_image?: string };
};

/** What a guest's mail link carries (its fragment): the order code, its end and the signature. */
export interface OrderLinkParts {
  so_ct: string;
  het_han: string;
  chu_ky: string;
}

const lookupPath = (transport: Transport, suffix = '') =>
  `api/${transport.options.idApp}/order-lookup${suffix}`;

/** POST order-lookup: an order by its code and the phone or e-mail given with it (no account). */
export function lookupOrder(
  transport: Transport,
  input: { so_ct: string; lien_he: string },
): Promise<OrderLookupReply> {
  return transport.http
    .post(lookupPath(transport), { searchParams: transport.authParams(), json: input })
    .json();
}

/** POST order-lookup/link: the order a guest's signed mail link names. */
export function openOrderLink(transport: Transport, parts: OrderLinkParts): Promise<OrderLookupReply> {
  return transport.http
    .post(lookupPath(transport, '/link'), { searchParams: transport.authParams(), json: parts })
    .json();
}

/** The address of the VietQR image of a bank-transfer order (for an <img src>). */
export function orderQrUrl(transport: Transport, id: string, format: 'svg' | 'png' = 'svg'): string {
  const params = new URLSearchParams({ ...transport.authParams(), format });
  const prefix = transport.options.baseUrl.replace(/\/$/, '');
  return `${prefix}/${so1(transport, `/${id}/qr`)}?${params}`;
}

export interface PaymentReturn {
  isSuccess: boolean;
  /** The gateway took the money but the order could not take it (cancelled…): the shop owes it back. */
  refund_due?: boolean;
  RspCode: string;
  amount: number;
  message: string;
  _id: string;
  so_ct: string;
  email: string;
}

/** Checks the signed parameters the gateway put on /checkout-alert (vnp_*), and settles the order. */
export function verifyPaymentReturn(
  transport: Transport,
  query: string | URLSearchParams,
): Promise<PaymentReturn> {
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(transport.authParams())) params.set(key, value);
  return transport.http
    .get(`api/${transport.options.idApp}/payments/vnpay/return`, { searchParams: params })
    .json();
}

/** GET evoucher?q={"ma": code}: the voucher with exactly this code, or undefined. */
export async function findVoucher(transport: Transport, code: string): Promise<Voucher | undefined> {
  const rows = await transport.http
    .get(`api/${transport.options.idApp}/evoucher`, {
      searchParams: { ...transport.authParams(), ...listSearchParams({ q: { ma: code } }) },
    })
    .json<Voucher[]>();
  return rows[0];
}
