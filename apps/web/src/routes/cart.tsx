import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { usePageMeta } from '@/lib/head';
import { useInBrowser } from '@/lib/use-hydrated';

export const Route = createFileRoute('/cart')({
  // The server renders the frame and the skeleton only (never a shopper's cart): no data to fetch there.
  loader: ({ context }) => {
    if (import.meta.env.SSR) return;
    void context.queryClient.prefetchQuery(cartQueries.lines());
  },
  component: CartRoute,
});

function CartRoute() {
  const { t } = useLingui();
  usePageMeta(t`Giỏ hàng`, t`Các sản phẩm bạn đã chọn, số lượng và tạm tính trước khi thanh toán.`);
  // The server's page (and the hydrating render) show the skeleton, the same for everyone; the
  // shopper's lines from the render right after hydration, in the same frame (issue 28).
  return <CartPage inBrowser={useInBrowser()} />;
}
