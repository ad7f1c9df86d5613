import { ORDER_STATUS_DRAFT } from '@shop/domain/orders';
import { apiQuery } from '@/lib/api-query';
import type { OrderView } from '../lib/order-view';

export const ORDERS_KEY = ['orders'] as const;

/** The caller's placed orders, newest first, with the server's status and payment names. */
export const orderQueries = {
  all: () => ORDERS_KEY,
  list: () =>
    apiQuery(
      [...ORDERS_KEY, 'list'],
      // The same GET so1 as the api-client's listOrders, through the typed list call (see OrderView).
      (client) =>
        client.list<OrderView>('so1', {
          q: { trang_thai: { $ne: ORDER_STATUS_DRAFT } },
          sort: { date_created: -1 },
          limit: 100,
        }),
      { staleTime: 0 },
    ),
  /** The address of an order's VietQR image (it carries the caller's token, so it is built here). */
  qrUrl: (id: string) =>
    apiQuery([...ORDERS_KEY, 'qr', id], (client) => client.orderQrUrl(id), {
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
