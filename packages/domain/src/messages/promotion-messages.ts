import { message, refusal } from './message-table.js';

/**
 * Messages of the console's promotions area (promotional prices, flash sales, vouchers), each with
 * its HTTP status when the server refuses with it. CONSOLE_MESSAGES (console-messages.ts) takes
 * them in, so they are part of the one table.
 */
export const PROMOTION_MESSAGES = {
  PROMO_PRODUCT_REQUIRED: refusal(400, 'Vui lòng chọn sản phẩm', 'Please choose a product'),
  PROMO_PRODUCT_NOT_FOUND: refusal(400, 'Không tìm thấy sản phẩm {ma_vt}', 'Product {ma_vt} not found'),
  PROMO_PRODUCT_REPEATED: refusal(
    400,
    'Mỗi sản phẩm chỉ được có một dòng trong đợt giảm giá',
    'Each product may appear only once in the flash sale',
  ),
  PROMO_CODE_INVALID: refusal(
    400,
    'Mã chương trình gồm 2–40 chữ cái in hoa, chữ số hoặc dấu gạch',
    'The campaign code has 2–40 capital letters, digits or dashes',
  ),
  PROMO_CODE_RESERVED: refusal(
    400,
    'Mã này dành cho đợt giảm giá chớp nhoáng, hãy tạo ở mục Flash sale',
    'This code is kept for flash sales: create one under Flash sales',
  ),
  PROMO_NAME_REQUIRED: refusal(
    400,
    'Vui lòng nhập tên chương trình (tối đa 200 ký tự)',
    'Please enter the campaign name (at most 200 characters)',
  ),
  PROMO_PRICE_INVALID: refusal(
    400,
    'Giá khuyến mãi phải là số nguyên dương (VND)',
    'The promotional price must be a positive whole number of VND',
  ),
  PROMO_PRICE_NOT_BELOW_RETAIL: refusal(
    400,
    'Giá khuyến mãi của {ma_vt} phải thấp hơn giá bán lẻ {price}',
    'The promotional price of {ma_vt} must be below its retail price {price}',
  ),
  PROMO_VARIANTS_REQUIRED: refusal(
    400,
    'Vui lòng chọn ít nhất một biến thể được giảm giá',
    'Please choose at least one variant for the price',
  ),
  PROMO_VARIANT_NOT_FOUND: refusal(
    400,
    'Sản phẩm {ma_vt} không có biến thể đã chọn',
    'Product {ma_vt} has no such variant',
  ),
  PROMO_QUANTITY_INVALID: refusal(
    400,
    'Số lượng phải là số nguyên từ 1 đến 9999',
    'Quantities are whole numbers from 1 to 9999',
  ),
  PROMO_QUANTITY_RANGE_INVALID: refusal(
    400,
    'Số lượng "đến" phải lớn hơn hoặc bằng số lượng "từ"',
    'The "to" quantity must be at least the "from" quantity',
  ),
  PROMO_START_INVALID: refusal(400, 'Thời gian bắt đầu không hợp lệ', 'Invalid start time'),
  PROMO_END_INVALID: refusal(400, 'Thời gian kết thúc không hợp lệ', 'Invalid end time'),
  PROMO_WINDOW_INVALID: refusal(
    400,
    'Thời gian kết thúc phải sau thời gian bắt đầu',
    'The end must be after the start',
  ),
  PROMO_ITEMS_REQUIRED: refusal(
    400,
    'Đợt giảm giá cần từ 1 đến 50 sản phẩm',
    'A flash sale needs 1 to 50 products',
  ),
  PROMOTION_NOT_FOUND: refusal(404, 'Không tìm thấy chương trình khuyến mãi', 'Promotion not found'),
  FLASH_SALE_NOT_FOUND: refusal(404, 'Không tìm thấy đợt flash sale', 'Flash sale not found'),
  PROMOTION_SAVED: message('Đã lưu giá khuyến mãi', 'The promotional price is saved'),
  PROMOTION_ENDED: message('Đã kết thúc chương trình', 'The campaign has ended'),
  PROMOTION_DELETED: message('Đã xoá chương trình', 'The campaign is deleted'),
  FLASH_SALE_SAVED: message('Đã lưu đợt flash sale', 'The flash sale is saved'),
  VOUCHER_CODE_INVALID: refusal(
    400,
    'Mã giảm giá gồm 3–30 chữ cái, chữ số hoặc dấu gạch',
    'The voucher code has 3–30 letters, digits or dashes',
  ),
  VOUCHER_CODE_TAKEN: refusal(409, 'Mã giảm giá {ma} đã tồn tại', 'The voucher code {ma} already exists'),
  VOUCHER_PERCENT_INVALID: refusal(
    400,
    'Tỷ lệ giảm là số nguyên từ 1 đến 100',
    'The percentage is a whole number from 1 to 100',
  ),
  VOUCHER_AMOUNT_INVALID: refusal(
    400,
    'Số tiền giảm phải là số nguyên dương (VND)',
    'The amount off must be a positive whole number of VND',
  ),
  VOUCHER_CAP_INVALID: refusal(
    400,
    'Mức giảm tối đa phải là số nguyên dương (VND) hoặc để trống',
    'The cap must be a positive whole number of VND, or left empty',
  ),
  VOUCHER_MIN_ORDER_INVALID: refusal(
    400,
    'Giá trị đơn tối thiểu phải là số nguyên không âm (VND)',
    'The minimum order must be a whole number of VND, 0 or more',
  ),
  VOUCHER_LIMIT_INVALID: refusal(
    400,
    'Số lượt dùng tối đa là số nguyên từ 1 đến 1.000.000, hoặc để trống',
    'The usage limit is a whole number from 1 to 1,000,000, or left empty',
  ),
  VOUCHER_NOT_FOUND: refusal(404, 'Không tìm thấy mã giảm giá', 'Voucher not found'),
  VOUCHER_SAVED: message('Đã lưu mã giảm giá {ma}', 'Voucher {ma} is saved'),
  VOUCHER_DISABLED: message('Đã ngừng mã giảm giá {ma}', 'Voucher {ma} is disabled'),
} as const;

export type PromotionMessageCode = keyof typeof PROMOTION_MESSAGES;
