import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CartPage } from '@/features/cart/components/cart-page';
import { cartQueries } from '@/features/cart/api/cart-queries';
import { titledHead } from '@/lib/seo/titled-head';

export const Route = createFileRoute('/cart')({
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(cartQueries.lines());
  },
  head: titledHead(() => ({
    title: t`Giỏ hàng`,
    description: t`Các sản phẩm bạn đã chọn, số lượng và tạm tính trước khi thanh toán.`,
  })),
  component: CartPage,
});
