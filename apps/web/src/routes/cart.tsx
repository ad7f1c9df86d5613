import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { usePageMeta } from '@/lib/head';

export const Route = createFileRoute('/cart')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(cartQueries.lines());
  },
  component: CartRoute,
});

function CartRoute() {
  const { t } = useLingui();
  usePageMeta(t`Giỏ hàng`, t`Các sản phẩm bạn đã chọn, số lượng và tạm tính trước khi thanh toán.`);
  return <CartPage />;
}
