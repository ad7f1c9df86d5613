import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { NEWS_CATEGORIES, type NewsCategory } from '@shop/domain/catalogue';

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, MessageDescriptor> = {
  tra: msg`Trà`,
  'ca-phe': msg`Cà phê`,
  'nong-san': msg`Nông sản`,
};

export const NEWS_CATEGORY_INTROS: Record<NewsCategory, MessageDescriptor> = {
  tra: msg`Chuyện vùng chè, mùa hái và cách pha một ấm trà ngon.`,
  'ca-phe': msg`Mùa vụ cà phê Tây Nguyên, cách rang và cách pha phin đúng vị.`,
  'nong-san': msg`Gạo, hạt, gia vị và những người trồng ra chúng.`,
};

export function isNewsCategory(value: string | null | undefined): value is NewsCategory {
  return (NEWS_CATEGORIES as readonly (string | null | undefined)[]).includes(value);
}
