import type { PromotionProduct } from '@shop/api-client';
import { formatPrice } from '@shop/domain/primitives';
import { localized } from '@/lib/localized';

/** A product as a choice: code, name and retail price. */
export function productLabel(product: PromotionProduct, locale: 'vi' | 'en'): string {
  const name = localized(product.ten_vt, product.ten_vt_eng, locale);
  return `${product.ma_vt} · ${name} · ${formatPrice(product.gia_ban_le, locale)}`;
}
