import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductCategory, ProductMarket } from '@shop/domain';

/** One sentence under each category's title, also its meta description. */
export const CATEGORY_INTROS: Record<ProductCategory, MessageDescriptor> = {
  tra: msg`Trà xanh Tân Cương, Shan Tuyết cổ thụ, ô long Bảo Lộc và trà ướp sen Tây Hồ, sao theo cách truyền thống.`,
  'ca-phe': msg`Robusta Buôn Ma Thuột, Arabica Cầu Đất và Sơn La, rang mộc tại xưởng Đà Lạt, nguyên hạt hoặc xay sẵn.`,
  'nong-san': msg`Hạt điều Bình Phước, tiêu Phú Quốc, gạo ST25, trái cây sấy, mật ong và nấm rừng từ những vùng trồng nổi tiếng.`,
  'nuoc-tang-luc': msg`Nước tăng lực Bứt Tốc từ cà phê và trà xanh Việt, có cả loại không đường.`,
  'nuoc-ep-oi': msg`Nước ép ổi ép lạnh từ những vườn ổi miền Tây, giữ trọn vitamin C và vị ngọt tự nhiên.`,
};

export const MARKET_TITLES: Record<ProductMarket, MessageDescriptor> = {
  'noi-dia': msg`Sản phẩm nội địa`,
  'xuat-khau': msg`Sản phẩm xuất khẩu`,
};

export const MARKET_INTROS: Record<ProductMarket, MessageDescriptor> = {
  'noi-dia': msg`Những sản phẩm Mộc Lam phục vụ người tiêu dùng trong nước, giao tận nhà trên khắp Việt Nam.`,
  'xuat-khau': msg`Những sản phẩm đạt chuẩn xuất khẩu, được đối tác tại nhiều quốc gia tin dùng.`,
};
