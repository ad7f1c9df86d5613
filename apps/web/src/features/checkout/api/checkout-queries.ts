import type { Carrier, OrderReply, PaymentMethod, ShippingQuote } from '@shop/api-client';
import { ORDER_STATUS_CANCELLED, ORDER_STATUS_DRAFT, PAYMENT_STATUS_SETTLED } from '@shop/domain/orders';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '@/lib/api-query';
import { ensureDraft } from './ensure-draft';

/** Reference data of checkout changes rarely; a minute like the site queries (SPEC §9). */
const REFERENCE_STALE_MS = 60_000;

/**
 * While a bank-transfer order waits for its money, how often its page asks again: a transfer
 * matched by the bank-notification webhook (issue 30) shows as paid within seconds, no reload.
 */
export const AWAITING_TRANSFER_POLL_MS = 3_000;

/** A placed bank-transfer order, not cancelled, whose money has not come yet. */
export function isAwaitingTransfer(order: OrderReply | null | undefined): boolean {
  return (
    order?.loai_pt_thanh_toan === 'bank-transfer' &&
    order.trang_thai_tt !== PAYMENT_STATUS_SETTLED &&
    order.trang_thai !== ORDER_STATUS_CANCELLED &&
    order.trang_thai !== ORDER_STATUS_DRAFT
  );
}

/** Checkout's queries under ['checkout', …]: the draft and the choices it offers. */
export const checkoutQueries = {
  all: () => ['checkout'] as const,
  /** The caller's draft (null: the cart is empty). Its totals are the server's, replaced by each update. */
  draft: () =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'draft'] as const,
      queryFn: (): Promise<OrderReply | null> => ensureDraft(),
      // Read again each time checkout opens (the cart may have started a new draft meanwhile), but
      // not on focus: the page's own updates keep it current while it is open.
      refetchOnWindowFocus: false,
    }),
  paymentMethods: () =>
    apiQuery(
      [...checkoutQueries.all(), 'payment-methods'],
      (client): Promise<PaymentMethod[]> => client.listPaymentMethods(),
      { staleTime: REFERENCE_STALE_MS },
    ),
  carriers: () =>
    apiQuery([...checkoutQueries.all(), 'carriers'], (client): Promise<Carrier[]> => client.listCarriers(), {
      staleTime: REFERENCE_STALE_MS,
    }),
  /**
   * The carriers' live quotes for the draft as the server last priced it (decision 055): asked again
   * when its address or its goods change. Only shown: the server quotes again for the fee it charges.
   */
  shippingQuotes: (
    draft: Pick<OrderReply, '_id' | 'tinh_thanh' | 'quan_huyen' | 'xa_phuong' | 't_tien_hang'>,
  ) =>
    apiQuery(
      [
        ...checkoutQueries.all(),
        'shipping-quotes',
        draft._id ?? '',
        draft.tinh_thanh ?? '',
        draft.quan_huyen ?? '',
        draft.xa_phuong ?? '',
        draft.t_tien_hang ?? 0,
      ],
      (client): Promise<ShippingQuote[]> => client.shippingQuotes(draft._id ?? ''),
      {
        enabled: Boolean(draft._id && draft.tinh_thanh && draft.xa_phuong),
        refetchOnWindowFocus: false,
        retry: false,
        staleTime: REFERENCE_STALE_MS,
      },
    ),
  /** A placed order (the result page reads its VietQR details). */
  order: (id: string) =>
    apiQuery(['orders', 'detail', id], (client): Promise<OrderReply> => client.getOrder(id), {
      enabled: id !== '',
      refetchInterval: (query) => (isAwaitingTransfer(query.state.data) ? AWAITING_TRANSFER_POLL_MS : false),
    }),
};

/** The gateway's signed return (vnp_*), verified by the server, which also settles the order. */
export const paymentReturnQuery = (query: string) =>
  apiQuery(
    [...checkoutQueries.all(), 'payment-return', query],
    (client) => client.verifyPaymentReturn(query),
    {
      enabled: query !== '',
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
  );

/** The address of a bank-transfer order's VietQR image. */
export const orderQrQuery = (id: string) =>
  apiQuery(['orders', 'qr', id], (client) => client.orderQrUrl(id), { staleTime: Number.POSITIVE_INFINITY });
