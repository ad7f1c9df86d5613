import { useLingui } from '@lingui/react/macro';
import { ApiError, type WishlistEntry } from '@shop/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { getApiClient } from '@/lib/api';
import { CART_KEY } from '@/features/cart';
import { notifyCheckout } from '@/ui/toast';
import { rereadAfterWrite } from '@/lib/query-client';
import { WISHLIST_KEY } from '@/lib/wishlist-queries';

/** Remove from the wishlist; add one to the cart (a product sold in options opens its page instead). */
export function useWishlistActions() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const router = useRouter();
  const failure = (error: unknown) =>
    notifyCheckout(
      'info',
      error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
    );

  const remove = useMutation({
    mutationFn: async (id: string) => (await getApiClient()).removeFromWishlist(id),
    onSuccess: () => {
      void notifyCheckout('success', t`Đã bỏ khỏi danh sách yêu thích`);
      return rereadAfterWrite(queryClient, WISHLIST_KEY);
    },
    onError: failure,
  });

  const addToCart = useMutation({
    mutationFn: async (entry: WishlistEntry) =>
      (await getApiClient()).addToCart({ ma_vt: entry.ma_vt, sl_xuat: 1 }),
    onSuccess: (line) => {
      if (line.message) void notifyCheckout('warning', line.message);
      else void notifyCheckout('success', t`Thêm vào giỏ hàng thành công`);
      return rereadAfterWrite(queryClient, CART_KEY);
    },
    onError: (error, entry) => {
      // The shopper must pick a colour or size first: that happens on the product page.
      if (error instanceof ApiError && error.code === 'VARIANT_REQUIRED') {
        void router.navigate({ to: '/mua-hang/san-pham/$maVt', params: { maVt: entry.ma_vt } });
      }
      return failure(error);
    },
  });

  return { remove, addToCart };
}
