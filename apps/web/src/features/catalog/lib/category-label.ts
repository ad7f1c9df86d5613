import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Names of the five product categories (ma_nvt), shown on product cards and menus. */
export const CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  tra: msg`Trà`,
  'ca-phe': msg`Cà phê`,
  'nong-san': msg`Nông sản`,
  'nuoc-tang-luc': msg`Nước tăng lực`,
  'nuoc-ep-oi': msg`Nước ép ổi`,
};
