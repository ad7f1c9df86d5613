import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getApiClient } from '@/lib/api';
import { CART_COUNT_QUERY_KEY } from './cart-count';
import { CART_KEY } from './cart-queries';
import { confirmDialog } from '@/ui/confirm-dialog';
import { notifyCheckout } from '@/ui/toast';
import { dropLine } from './cart-line-cache';
import { quantitySyncFor } from './quantity-sync-registry';

/**
 * Removing a line (SPEC §4, §8): 'Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?', then
 * the toast 'Cập nhật giỏ hàng thành công'. A failed delete is only logged, and the cart is read
 * again so it shows what the server kept.
 */
export function useRemoveCartLine() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async (id: string) => (await getApiClient()).removeCartLine(id),
    onSuccess: (_reply, id) => {
      dropLine(queryClient, id);
      void notifyCheckout('success', t`Cập nhật giỏ hàng thành công`);
      return queryClient.invalidateQueries({ queryKey: CART_COUNT_QUERY_KEY });
    },
    onError: (error) => {
      console.warn('cart delete failed', error);
      return queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
  });

  const askToRemove = async (id: string) => {
    const isConfirmed = await confirmDialog({
      message: t`Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?`,
    });
    if (!isConfirmed) return;
    quantitySyncFor(queryClient).cancel(id);
    mutation.mutate(id);
  };
  return { askToRemove, isRemoving: mutation.isPending };
}
