import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { rereadAfterWrite } from '@/lib/query-client';
import { CART_KEY } from '@/features/cart';
import { notifyAccount, notifyCheckout } from '@/ui/toast';
import { ORDERS_KEY } from './order-queries';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.message : fallback;

/** Cancel with a reason, pay again, buy again (SPEC §4 "Orders in history", §8). */
export function useOrderActions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const refreshOrders = () => queryClient.invalidateQueries({ queryKey: ORDERS_KEY });

  const cancel = useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      (await getApiClient()).cancelOrder(id, reason),
    onSuccess: () => {
      void notifyAccount('success', t`Đã huỷ đơn`);
      return refreshOrders();
    },
    onError: () => {
      void notifyAccount('error', t`Huỷ đơn không thành công`);
      return refreshOrders();
    },
  });

  const pay = useMutation({
    mutationFn: async (id: string) => (await getApiClient()).payOrder(id),
    onSuccess: (order) => {
      const url = order.virtual_payment_client_url;
      if (typeof url === 'string' && url !== '') window.location.assign(url);
      else return refreshOrders();
    },
    onError: (error) =>
      notifyCheckout('info', messageOf(error, t`Không kết nối được máy chủ, vui lòng thử lại.`)),
  });

  const rebuy = useMutation({
    mutationFn: async (id: string) => (await getApiClient()).rebuyOrder(id),
    onSuccess: (reply) => {
      if (reply.lines.length > 0) void notifyCheckout('success', t`Thêm vào giỏ hàng thành công`);
      // Lines the shop can no longer sell (sold out, gone) are named by the server.
      for (const skipped of reply.skipped) void notifyCheckout('info', skipped.message);
      return rereadAfterWrite(queryClient, CART_KEY);
    },
    onError: (error) =>
      notifyCheckout('info', messageOf(error, t`Không kết nối được máy chủ, vui lòng thử lại.`)),
  });

  return { cancel, pay, rebuy };
}
