import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { OrderLookupPage } from '@/features/orders/components/order-lookup-page';
import { companyQueries } from '@/lib/company';
import { seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

// A public page: the server renders the form (the shop's phone included); an order is only ever
// fetched in the browser, so no cached page holds one (decision 046).
export const Route = createFileRoute('/tra-cuu-don-hang')({
  loader: ({ context }) => context.queryClient.prefetchQuery(companyQueries.info()),
  head: ({ match }) => {
    const page = seoPage(match, useLanguageStore.getState().language);
    const shopName = page.brand;
    return pageHead(page, {
      title: t`Tra cứu đơn hàng`,
      description: t`Xem trạng thái đơn hàng của ${shopName} bằng mã đơn hàng và số điện thoại hoặc e-mail đã dùng khi đặt hàng.`,
    });
  },
  component: OrderLookupPage,
});
