import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import { companyQueries } from '@/lib/company';
import { i18n } from '@/lib/i18n';
import { type SeoMatch, seoPage } from '@/lib/seo/seo-page';
import { pageHead } from '@/lib/seo/site-heads';
import { useLanguageStore } from '@/stores/language-store';

// The public pages that show the shop's details. Not a route: the router's generator leaves out
// the files whose name starts with '-'.

/** Their titles, and their descriptions naming the shop's brand (`{shopName}`, the setting). */
const BRAND_PAGES = {
  '/gioi-thieu': {
    title: msg`Giới thiệu`,
    description: msg`{shopName} mang trà Thái Nguyên, cà phê Tây Nguyên, nông sản và nước ép ổi Việt Nam từ vùng trồng đến tận nhà bạn.`,
  },
  '/lien-he': {
    title: msg`Liên hệ`,
    description: msg`Liên hệ {shopName}: địa chỉ, email, số điện thoại và biểu mẫu gửi câu hỏi về trà, cà phê và nông sản.`,
  },
  '/tra-cuu-don-hang': {
    title: msg`Tra cứu đơn hàng`,
    description: msg`Xem trạng thái đơn hàng của {shopName} bằng mã đơn hàng và số điện thoại hoặc e-mail đã dùng khi đặt hàng.`,
  },
} satisfies Record<string, { title: MessageDescriptor; description: MessageDescriptor }>;

/** Their loader: the company record, which they show and their head names. */
export function loadCompany(queryClient: QueryClient) {
  return queryClient.prefetchQuery(companyQueries.info());
}

/**
 * Their head, in the page's language. The description is passed by id: a spread object literal in
 * `i18n._` stops `lingui extract`, which reads every `_({...})` call's keys as literal.
 */
export function brandPageHead(match: SeoMatch, path: keyof typeof BRAND_PAGES) {
  const page = seoPage(match, useLanguageStore.getState().language);
  const { title, description } = BRAND_PAGES[path];
  return pageHead(page, {
    title: i18n._(title),
    description: i18n._(description.id ?? '', { shopName: page.brand }, { message: description.message }),
  });
}
