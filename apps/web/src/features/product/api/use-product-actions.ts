import { useLingui } from '@lingui/react/macro';
import { ApiError, type WishlistEntry } from '@shop/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CART_KEY } from '@/features/cart';
import { rereadAfterWrite } from '@/lib/query-client';
import { WISHLIST_KEY, wishlistQueries } from '@/lib/wishlist-queries';
import { notifyCheckout } from '@/ui/toast';
import { addToCart, addToWishlist, type CartAddition, removeFromWishlist } from './product-actions';

type WishlistToggle = Pick<CartAddition, 'product'>;

/**
 * The product page's two actions. Each shows a toast: the success text, or the server's own
 * message when it refuses (out of stock, not logged in…), or a network hint when there is no reply.
 * The wishlist button is a toggle: it reads the caller's wishlist (a guest's belongs to the
 * browser's uid, a customer's to the account) and adds the product or takes it out again.
 */
export function useProductActions(maVt: string) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const failure = (error: unknown) =>
    notifyCheckout(
      'error',
      error instanceof ApiError ? error.message : t`Không kết nối được máy chủ, vui lòng thử lại.`,
    );
  const listOptions = wishlistQueries.list();
  // An unreadable wishlist shows the product as not kept; adding it then tells what the server says.
  const { data: wishlistEntry } = useQuery({
    ...listOptions,
    select: (entries) => entries.find((entry) => entry.ma_vt === maVt),
  });
  const updateList = (change: (entries: WishlistEntry[]) => WishlistEntry[]) =>
    queryClient.setQueryData(listOptions.queryKey, (entries) => (entries ? change(entries) : entries));

  const cart = useMutation({
    mutationFn: (addition: CartAddition) => addToCart(addition),
    onSuccess: (line) => {
      // The server caps the quantity at the stock and says so in the reply's message.
      if (typeof line.message === 'string' && line.message !== '') notifyCheckout('warning', line.message);
      else notifyCheckout('success', t`Thêm vào giỏ hàng thành công`);
      return rereadAfterWrite(queryClient, CART_KEY);
    },
    onError: failure,
  });
  const wishlist = useMutation({
    mutationFn: async ({ product }: WishlistToggle) =>
      wishlistEntry
        ? { added: false, entry: await removeFromWishlist(wishlistEntry) }
        : { added: true, entry: await addToWishlist(product) },
    onSuccess: ({ added, entry }) => {
      notifyCheckout(
        'success',
        added ? t`Đã thêm vào danh sách yêu thích` : t`Đã bỏ khỏi danh sách yêu thích`,
      );
      // The button shows the new state at once (when the list is read already); the list is then
      // read again from the server.
      return rereadAfterWrite(queryClient, WISHLIST_KEY, () =>
        updateList((entries) =>
          added ? [entry, ...entries] : entries.filter((kept) => kept._id !== entry._id),
        ),
      );
    },
    onError: failure,
  });

  return {
    addToCart: cart.mutate,
    isAddingToCart: cart.isPending,
    toggleWishlist: wishlist.mutate,
    isInWishlist: wishlistEntry !== undefined,
    isTogglingWishlist: wishlist.isPending,
  };
}
