import type { Product } from '@shop/api-client';
import type { Language } from '@/lib/language';

/** The product's name in `language`; the Vietnamese name when no English one was entered. */
export function getProductName(product: Pick<Product, 'ten_vt' | 'ten_vt_eng'>, language: Language): string {
  return language === 'en' && product.ten_vt_eng ? product.ten_vt_eng : product.ten_vt;
}
