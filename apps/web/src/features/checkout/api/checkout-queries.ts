import type { Carrier, OrderReply, PaymentMethod } from '@shop/api-client';
import { queryOptions } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { ensureDraft } from './ensure-draft';

/** Reference data of checkout changes rarely; a minute like the site queries (SPEC §9). */
const REFERENCE_STALE_MS = 60_000;

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
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'payment-methods'] as const,
      queryFn: async (): Promise<PaymentMethod[]> => (await getApiClient()).listPaymentMethods(),
      staleTime: REFERENCE_STALE_MS,
    }),
  carriers: () =>
    queryOptions({
      queryKey: [...checkoutQueries.all(), 'carriers'] as const,
      queryFn: async (): Promise<Carrier[]> => (await getApiClient()).listCarriers(),
      staleTime: REFERENCE_STALE_MS,
    }),
  /** A placed order (the result page reads its VietQR details). */
  order: (id: string) =>
    queryOptions({
      queryKey: ['orders', 'detail', id] as const,
      queryFn: async (): Promise<OrderReply> => (await getApiClient()).getOrder(id),
      enabled: id !== '',
    }),
};

/** The gateway's signed return (vnp_*), verified by the server, which also settles the order. */
export const paymentReturnQuery = (query: string) =>
  queryOptions({
    queryKey: [...checkoutQueries.all(), 'payment-return', query] as const,
    queryFn: async () => (await getApiClient()).verifyPaymentReturn(query),
    enabled: query !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The address of a bank-transfer order's VietQR image. */
export const orderQrQuery = (id: string) =>
  queryOptions({
    queryKey: ['orders', 'qr', id] as const,
    queryFn: async () => (await getApiClient()).orderQrUrl(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
