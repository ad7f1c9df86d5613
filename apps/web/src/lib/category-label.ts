import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductCategory } from '@shop/domain';

/** Names of the five product categories (ma_nvt), on product cards, menus and the home page. */
export const CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  tra: msg`Trà`,
  'ca-phe': msg`Cà phê`,
  'nong-san': msg`Nông sản`,
  'nuoc-tang-luc': msg`Nước tăng lực`,
  'nuoc-ep-oi': msg`Nước ép ổi`,
};
