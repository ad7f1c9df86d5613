import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductMarket } from '@shop/domain/catalogue';

// A product category's intro is its description of the data (decision 030), written in the console.

export const MARKET_TITLES: Record<ProductMarket, MessageDescriptor> = {
  'noi-dia': msg`Sản phẩm nội địa`,
  'xuat-khau': msg`Sản phẩm xuất khẩu`,
};

/** Read with the shop's brand (the setting, decision 026 addendum) through `marketIntro`. */
export const MARKET_INTROS: Record<ProductMarket, MessageDescriptor> = {
  'noi-dia': msg`Những sản phẩm {shopName} phục vụ người tiêu dùng trong nước, giao tận nhà trên khắp Việt Nam.`,
  'xuat-khau': msg`Những sản phẩm đạt chuẩn xuất khẩu, được đối tác tại nhiều quốc gia tin dùng.`,
};

/** A market's intro naming the shop. The descriptor is passed by id: a spread object literal in
 * `i18n._` stops `lingui extract`, which reads every `_({...})` call's keys as literal. */
export function marketIntro(i18n: I18n, market: ProductMarket, shopName: string): string {
  const intro = MARKET_INTROS[market];
  return i18n._(intro.id ?? '', { shopName }, { message: intro.message });
}
