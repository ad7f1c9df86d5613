import { useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyCheckout } from '../../../ui/toast';
import { addToCart, addToWishlist, type CartAddition } from './product-actions';

/** Root keys of the cart and wishlist queries (part 2 owns them); the header badge lives under ['cart']. */
const CART_KEY = ['cart'] as const;
const WISHLIST_KEY = ['wishlist'] as const;

/**
 * The product page's two actions. Each shows a toast: the success text, or the server's own
 * message when it refuses (out of stock, not logged in…), or a network hint when there is no reply.
 */
export function useProductActions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const failure = (error: unknown) =>
    notifyCheckout(
      'error',
      error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
    );

  const cart = useMutation({
    mutationFn: (addition: CartAddition) => addToCart(addition),
    onSuccess: (line) => {
      // The server caps the quantity at the stock and says so in the reply's message.
      if (typeof line.message === 'string' && line.message !== '') notifyCheckout('warning', line.message);
      else notifyCheckout('success', t`Thêm vào giỏ hàng thành công`);
      return queryClient.invalidateQueries({ queryKey: CART_KEY });
    },
    onError: failure,
  });
  const wishlist = useMutation({
    mutationFn: (addition: Pick<CartAddition, 'product'>) => addToWishlist(addition.product),
    onSuccess: () => {
      notifyCheckout('success', t`Đã thêm vào danh sách yêu thích`);
      return queryClient.invalidateQueries({ queryKey: WISHLIST_KEY });
    },
    onError: failure,
  });

  return {
    addToCart: cart.mutate,
    isAddingToCart: cart.isPending,
    addToWishlist: wishlist.mutate,
    isAddingToWishlist: wishlist.isPending,
  };
}
