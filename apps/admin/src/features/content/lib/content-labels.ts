import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NewsCategory } from '@shop/domain/catalogue';
import type { ContentKind, ContentPageType, ContentStatus } from '@shop/domain/content';

export const KIND_LABELS: Record<ContentKind, MessageDescriptor> = {
  news: msg`Tin tức`,
  pages: msg`Trang chính sách, hướng dẫn`,
  jobs: msg`Tuyển dụng`,
};

export const STATUS_LABELS: Record<ContentStatus, MessageDescriptor> = {
  published: msg`Đang hiển thị`,
  scheduled: msg`Hẹn giờ đăng`,
  draft: msg`Bản nháp`,
};

export const CATEGORY_LABELS: Record<NewsCategory | ContentPageType, MessageDescriptor> = {
  tra: msg`Trà`,
  'ca-phe': msg`Cà phê`,
  'nong-san': msg`Nông sản`,
  'chinh-sach': msg`Chính sách khách hàng`,
  'huong-dan': msg`Hướng dẫn`,
};

/** The categories a kind files its items under (jobs have none). */
export const KIND_CATEGORIES: Record<ContentKind, readonly (NewsCategory | ContentPageType)[]> = {
  news: ['tra', 'ca-phe', 'nong-san'],
  pages: ['chinh-sach', 'huong-dan'],
  jobs: [],
};
