import * as addresses from './addresses.js';
import * as cart from './cart.js';
import type { ListParams, Transport } from './client.js';
import * as orders from './orders.js';
import {
  createDraft,
  type DraftChoices,
  deleteDraft,
  listDrafts,
  type OrderReply,
  placeOrder,
} from './orders.js';
import * as wishlist from './wishlist.js';

export interface CheckoutInput {
  /** The caller's tag on drafts: their e-mail, or 'public' for a guest (SPEC §6). */
  userCreated: string;
  /** Lines to order instead of the whole cart. */
  details?: DraftChoices['details'];
  /** Address, payment method, carrier, vouchers. */
  choices: Omit<DraftChoices, 'details'>;
}

export interface CheckoutResult {
  order: OrderReply;
  /** Where the browser must go to pay (e-wallet gateway), when the order has such a link. */
  paymentUrl: string | undefined;
}

/**
 * The checkout of SPEC §4 for any client, browser or internal app: deletes the caller's older
 * drafts, creates a draft from the cart (or `details`), then confirms it with status '0'. The
 * server prices everything; `paymentUrl` is set when the order must be paid at the gateway
 * (status '0' or '1' with virtual_payment_client_url).
 */
export async function checkout(transport: Transport, input: CheckoutInput): Promise<CheckoutResult> {
  const older = await listDrafts(transport, input.userCreated);
  for (const draft of older) await deleteDraft(transport, draft._id);
  const draft = await createDraft(transport, input.details ? { details: input.details } : {});
  const order = await placeOrder(transport, draft._id, input.choices);
  const isPayable = order.trang_thai === '0' || order.trang_thai === '1';
  const url: unknown = order.virtual_payment_client_url;
  const paymentUrl = isPayable && typeof url === 'string' && url !== '' ? url : undefined;
  return { order, paymentUrl };
}

/** The commerce calls bound to one transport, spread into createApiClient. */
export function commerceCalls(transport: Transport) {
  return {
    listCart: () => cart.listCart(transport),
    addToCart: (input: cart.AddToCartInput) => cart.addToCart(transport, input),
    updateCartLine: (id: string, sl_xuat: number) => cart.updateCartLine(transport, id, sl_xuat),
    removeCartLine: (id: string) => cart.removeCartLine(transport, id),
    createDraft: (choices?: DraftChoices) => createDraft(transport, choices),
    listDrafts: (userCreated: string) => listDrafts(transport, userCreated),
    updateDraft: (id: string, choices: DraftChoices) => orders.updateDraft(transport, id, choices),
    placeOrder: (id: string, choices?: DraftChoices) => placeOrder(transport, id, choices),
    shippingQuotes: (id: string) => orders.shippingQuotes(transport, id),
    deleteDraft: (id: string) => deleteDraft(transport, id),
    listOrders: (params?: ListParams) => orders.listOrders(transport, params),
    getOrder: (id: string) => orders.getOrder(transport, id),
    cancelOrder: (id: string, reason: string) => orders.cancelOrder(transport, id, reason),
    payOrder: (id: string) => orders.payOrder(transport, id),
    rebuyOrder: (id: string) => orders.rebuyOrder(transport, id),
    orderQrUrl: (id: string, format?: 'svg' | 'png') => orders.orderQrUrl(transport, id, format),
    lookupOrder: (input: { so_ct: string; lien_he: string }) => orders.lookupOrder(transport, input),
    openOrderLink: (parts: orders.OrderLinkParts) => orders.openOrderLink(transport, parts),
    verifyPaymentReturn: (query: string | URLSearchParams) => orders.verifyPaymentReturn(transport, query),
    findVoucher: (code: string) => orders.findVoucher(transport, code),
    listAddresses: () => addresses.listAddresses(transport),
    saveAddress: (address: addresses.AddressInput) => addresses.saveAddress(transport, address),
    deleteAddress: (id: string) => addresses.deleteAddress(transport, id),
    listWishlist: () => wishlist.listWishlist(transport),
    addToWishlist: (ma_vt: string) => wishlist.addToWishlist(transport, ma_vt),
    removeFromWishlist: (id: string) => wishlist.removeFromWishlist(transport, id),
    checkout: (input: CheckoutInput) => checkout(transport, input),
  };
}
