/**
 * Messages of the console's catalogue: products, product categories and product lines (issue 14).
 * A part of CONSOLE_MESSAGES (console-messages.ts), so messageText and appError serve them.
 */
export const CATALOGUE_MESSAGES = {
  CONSOLE_PRODUCT_NOT_FOUND: { status: 404, vi: 'Không tìm thấy sản phẩm', en: 'Product not found' },
  PRODUCT_CODE_INVALID: {
    status: 400,
    vi: 'Mã sản phẩm gồm 2–40 chữ cái không dấu, chữ số, dấu chấm hoặc dấu gạch',
    en: 'The product code has 2–40 unaccented letters, digits, dots or dashes',
  },
  PRODUCT_CODE_TAKEN: {
    status: 409,
    vi: 'Mã sản phẩm {code} đã được dùng cho sản phẩm khác',
    en: 'The product code {code} is already used by another product',
  },
  PRODUCT_NAME_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tên sản phẩm tiếng Việt (tối đa 200 ký tự)',
    en: 'Please enter the Vietnamese product name (at most 200 characters)',
  },
  PRODUCT_NAME_EN_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tên sản phẩm tiếng Anh (tối đa 200 ký tự)',
    en: 'Please enter the English product name (at most 200 characters)',
  },
  PRODUCT_DESCRIPTION_TOO_LONG: {
    status: 400,
    vi: 'Mô tả tối đa 20.000 ký tự',
    en: 'The description has at most 20,000 characters',
  },
  PRODUCT_UNIT_TOO_LONG: {
    status: 400,
    vi: 'Đơn vị tính tối đa 30 ký tự',
    en: 'The unit has at most 30 characters',
  },
  PRODUCT_PRICE_INVALID: {
    status: 400,
    vi: 'Giá bán là số nguyên VND từ 0 đến 10.000.000.000',
    en: 'The price is a whole number of VND from 0 to 10,000,000,000',
  },
  PRODUCT_MEASURE_INVALID: {
    status: 400,
    vi: 'Khối lượng (g) và kích thước (cm) là số nguyên từ 1, hoặc để trống',
    en: 'The weight (g) and size (cm) are whole numbers from 1, or left empty',
  },
  PRODUCT_STOCK_INVALID: {
    status: 400,
    vi: 'Tồn kho là số nguyên từ 0 đến 10.000.000',
    en: 'The stock is a whole number from 0 to 10,000,000',
  },
  PRODUCT_CATEGORY_REQUIRED: { status: 400, vi: 'Vui lòng chọn danh mục', en: 'Please choose a category' },
  PRODUCT_CATEGORY_UNKNOWN: {
    status: 400,
    vi: 'Danh mục {code} không tồn tại',
    en: 'The category {code} does not exist',
  },
  PRODUCT_LINE_UNKNOWN: {
    status: 400,
    vi: 'Dòng sản phẩm {code} không tồn tại',
    en: 'The product line {code} does not exist',
  },
  PRODUCT_VARIANT_EMPTY: {
    status: 400,
    vi: 'Mỗi biến thể cần có màu hoặc kích cỡ (tối đa 60 ký tự)',
    en: 'Each variant needs a colour or a size (at most 60 characters)',
  },
  PRODUCT_VARIANT_DUPLICATE: {
    status: 400,
    vi: 'Hai biến thể không được trùng cả màu lẫn kích cỡ',
    en: 'Two variants cannot have the same colour and size',
  },
  PRODUCT_VARIANTS_TOO_MANY: {
    status: 400,
    vi: 'Một sản phẩm có tối đa 50 biến thể',
    en: 'A product has at most 50 variants',
  },
  PRODUCT_PICTURE_INVALID: {
    status: 400,
    vi: 'Ảnh phải là ảnh đã tải lên hoặc ảnh của cửa hàng; chú thích ảnh tối đa 200 ký tự',
    en: 'A picture must be an uploaded file or one of the shop’s images; alt text has at most 200 characters',
  },
  PRODUCT_PICTURES_TOO_MANY: {
    status: 400,
    vi: 'Một sản phẩm có tối đa 12 ảnh',
    en: 'A product has at most 12 pictures',
  },
  PRODUCT_CREATED: { vi: 'Đã tạo sản phẩm {code}', en: 'Product {code} created' },
  PRODUCT_SAVED: { vi: 'Đã lưu sản phẩm {code}', en: 'Product {code} saved' },
  PRODUCT_DUPLICATED: {
    vi: 'Đã tạo bản sao {code} (chưa bán trực tuyến)',
    en: 'Copy {code} created (not online yet)',
  },
  PRODUCT_DELETED: { vi: 'Đã xoá sản phẩm {code}', en: 'Product {code} deleted' },
  PRODUCT_ARCHIVED: {
    vi: 'Sản phẩm {code} đã có trong đơn hàng nên được lưu trữ thay vì xoá: đã ẩn khỏi cửa hàng',
    en: 'Product {code} appears in orders, so it was archived instead of deleted: hidden from the shop',
  },
  PRODUCT_RESTORED: {
    vi: 'Đã khôi phục sản phẩm {code} (chưa bán trực tuyến)',
    en: 'Product {code} restored (not online yet)',
  },
  CATALOGUE_CODE_INVALID: {
    status: 400,
    vi: 'Mã gồm 2–40 chữ thường không dấu, chữ số và dấu gạch (ví dụ: tra-xanh)',
    en: 'The code has 2–40 lower-case unaccented letters, digits and dashes (e.g. tra-xanh)',
  },
  CATALOGUE_NAME_REQUIRED: {
    status: 400,
    vi: 'Vui lòng nhập tên tiếng Việt và tiếng Anh (tối đa 100 ký tự)',
    en: 'Please enter the Vietnamese and English names (at most 100 characters)',
  },
  CATALOGUE_DESCRIPTION_TOO_LONG: {
    status: 400,
    vi: 'Mô tả tối đa 500 ký tự',
    en: 'The description has at most 500 characters',
  },
  CATALOGUE_ALT_TOO_LONG: {
    status: 400,
    vi: 'Mô tả ảnh tối đa 200 ký tự',
    en: 'The picture description has at most 200 characters',
  },
  CATALOGUE_CODE_TAKEN: { status: 409, vi: 'Mã {code} đã được dùng', en: 'The code {code} is already used' },
  CATALOGUE_ORDER_INVALID: {
    status: 400,
    vi: 'Thứ tự mới phải gồm đúng các mục hiện có',
    en: 'The new order must list exactly the current items',
  },
  CATEGORY_NOT_FOUND: { status: 404, vi: 'Không tìm thấy danh mục', en: 'Category not found' },
  CATEGORY_IN_USE: {
    status: 409,
    vi: 'Không thể xoá danh mục {name}: còn {count} sản phẩm thuộc danh mục này. Hãy chuyển chúng sang danh mục khác trước.',
    en: 'The category {name} cannot be deleted: {count} products still belong to it. Move them to another category first.',
  },
  PRODUCT_LINE_NOT_FOUND: { status: 404, vi: 'Không tìm thấy dòng sản phẩm', en: 'Product line not found' },
  PRODUCT_LINE_IN_USE: {
    status: 409,
    vi: 'Không thể xoá dòng sản phẩm {name}: còn {count} sản phẩm thuộc dòng này. Hãy chuyển chúng sang dòng khác trước.',
    en: 'The product line {name} cannot be deleted: {count} products still belong to it. Move them to another line first.',
  },
  CATALOGUE_ITEM_CREATED: { vi: 'Đã tạo {name}', en: '{name} created' },
  CATALOGUE_ITEM_SAVED: { vi: 'Đã lưu {name}', en: '{name} saved' },
  CATALOGUE_ITEM_DELETED: { vi: 'Đã xoá {name}', en: '{name} deleted' },
  CATALOGUE_ORDER_SAVED: { vi: 'Đã lưu thứ tự hiển thị', en: 'Display order saved' },
} as const;
