import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductCategory } from '@shop/domain';

/** Names of the five product categories (ma_nvt), shown on product cards and menus. */
export const CATEGORY_LABELS: Record<ProductCategory, MessageDescriptor> = {
  tra: msg`Trà`,
  'ca-phe': msg`Cà phê`,
  'nong-san': msg`Nông sản`,
  'nuoc-tang-luc': msg`Nước tăng lực`,
  'nuoc-ep-oi': msg`Nước ép ổi`,
};
