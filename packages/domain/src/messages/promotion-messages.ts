/**
 * Messages of the console's promotions area (promotional prices, flash sales, vouchers), each with
 * its HTTP status when the server refuses with it. CONSOLE_MESSAGES (console-messages.ts) takes
 * them in, so they are part of the one table.
 */
export const PROMOTION_MESSAGES = {
  PROMO_PRODUCT_REQUIRED: { status: 400, vi: 'Vui lòng chọn sản phẩm', en: 'Please choose a product' },
  PROMO_PRODUCT_NOT_FOUND: {
    status: 400,
    vi: 'Không tìm thấy sản phẩm {ma_vt}',
    en: 'Product {ma_vt} not found',
  },
  PROMO_PRODUCT_REPEATED: {
    status: 400,
    vi: 'Mỗi sản phẩm chỉ được có một dòng trong đợt giảm giá',
    en: 'Each product may appear only once in the flash sale',
  },
  PROMO_CODE_INVALID: {
    status: 400,
    vi: 'Mã chương trình gồm 2–40 chữ cái in hoa, chữ số hoặc dấu gạch',
    en: 'The campaign code has 2–40 capital letters, digits or dashes',
  },
  PROMO_CODE_RESERVED: {
    status: 400,
    vi: 'Mã này dành cho đợt giảm giá chớp nhoáng, hãy tạo ở mục Flash sale',
    en: 'This code is kept for flash sales: create one under Flash sales',
  },
  PROMO_NAME_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tên chương trình (tối đa 200 ký tự)',
    en: 'Please enter the campaign name (at most 200 characters)',
  },
  PROMO_PRICE_INVALID: {
    status: 400,
    vi: 'Giá khuyến mãi phải là số nguyên dương (VND)',
    en: 'The promotional price must be a positive whole number of VND',
  },
  PROMO_PRICE_NOT_BELOW_RETAIL: {
    status: 400,
    vi: 'Giá khuyến mãi của {ma_vt} phải thấp hơn giá bán lẻ {price}',
    en: 'The promotional price of {ma_vt} must be below its retail price {price}',
  },
  PROMO_VARIANTS_REQUIRED: {
    status: 400,
    vi: 'Vui lòng chọn ít nhất một biến thể được giảm giá',
    en: 'Please choose at least one variant for the price',
  },
  PROMO_VARIANT_NOT_FOUND: {
    status: 400,
    vi: 'Sản phẩm {ma_vt} không có biến thể đã chọn',
    en: 'Product {ma_vt} has no such variant',
  },
  PROMO_QUANTITY_INVALID: {
    status: 400,
    vi: 'Số lượng phải là số nguyên từ 1 đến 9999',
    en: 'Quantities are whole numbers from 1 to 9999',
  },
  PROMO_QUANTITY_RANGE_INVALID: {
    status: 400,
    vi: 'Số lượng "đến" phải lớn hơn hoặc bằng số lượng "từ"',
    en: 'The "to" quantity must be at least the "from" quantity',
  },
  PROMO_START_INVALID: {
    status: 400,
    vi: 'Thời gian bắt đầu không hợp lệ',
    en: 'Invalid start time',
  },
  PROMO_END_INVALID: {
    status: 400,
    vi: 'Thời gian kết thúc không hợp lệ',
    en: 'Invalid end time',
  },
  PROMO_WINDOW_INVALID: {
    status: 400,
    vi: 'Thời gian kết thúc phải sau thời gian bắt đầu',
    en: 'The end must be after the start',
  },
  PROMO_ITEMS_REQUIRED: {
    status: 400,
    vi: 'Đợt giảm giá cần từ 1 đến 50 sản phẩm',
    en: 'A flash sale needs 1 to 50 products',
  },
  PROMOTION_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy chương trình khuyến mãi',
    en: 'Promotion not found',
  },
  FLASH_SALE_NOT_FOUND: { status: 404, vi: 'Không tìm thấy đợt flash sale', en: 'Flash sale not found' },
  PROMOTION_SAVED: { vi: 'Đã lưu giá khuyến mãi', en: 'The promotional price is saved' },
  PROMOTION_ENDED: { vi: 'Đã kết thúc chương trình', en: 'The campaign has ended' },
  PROMOTION_DELETED: { vi: 'Đã xoá chương trình', en: 'The campaign is deleted' },
  FLASH_SALE_SAVED: { vi: 'Đã lưu đợt flash sale', en: 'The flash sale is saved' },
  VOUCHER_CODE_INVALID: {
    status: 400,
    vi: 'Mã giảm giá gồm 3–30 chữ cái, chữ số hoặc dấu gạch',
    en: 'The voucher code has 3–30 letters, digits or dashes',
  },
  VOUCHER_CODE_TAKEN: {
    status: 409,
    vi: 'Mã giảm giá {ma} đã tồn tại',
    en: 'The voucher code {ma} already exists',
  },
  VOUCHER_PERCENT_INVALID: {
    status: 400,
    vi: 'Tỷ lệ giảm là số nguyên từ 1 đến 100',
    en: 'The percentage is a whole number from 1 to 100',
  },
  VOUCHER_AMOUNT_INVALID: {
    status: 400,
    vi: 'Số tiền giảm phải là số nguyên dương (VND)',
    en: 'The amount off must be a positive whole number of VND',
  },
  VOUCHER_CAP_INVALID: {
    status: 400,
    vi: 'Mức giảm tối đa phải là số nguyên dương (VND) hoặc để trống',
    en: 'The cap must be a positive whole number of VND, or left empty',
  },
  VOUCHER_MIN_ORDER_INVALID: {
    status: 400,
    vi: 'Giá trị đơn tối thiểu phải là số nguyên không âm (VND)',
    en: 'The minimum order must be a whole number of VND, 0 or more',
  },
  VOUCHER_LIMIT_INVALID: {
    status: 400,
    vi: 'Số lượt dùng tối đa là số nguyên từ 1 đến 1.000.000, hoặc để trống',
    en: 'The usage limit is a whole number from 1 to 1,000,000, or left empty',
  },
  VOUCHER_NOT_FOUND: { status: 404, vi: 'Không tìm thấy mã giảm giá', en: 'Voucher not found' },
  VOUCHER_SAVED: { vi: 'Đã lưu mã giảm giá {ma}', en: 'Voucher {ma} is saved' },
  VOUCHER_DISABLED: { vi: 'Đã ngừng mã giảm giá {ma}', en: 'Voucher {ma} is disabled' },
} as const;

export type PromotionMessageCode = keyof typeof PROMOTION_MESSAGES;
