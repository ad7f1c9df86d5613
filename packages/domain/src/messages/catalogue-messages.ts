import { message, refusal } from './message-table.js';

/**
 * Messages of the console's catalogue: products, product categories and product lines (issue 14).
 * A part of CONSOLE_MESSAGES (console-messages.ts), so messageText and appError serve them.
 */
export const CATALOGUE_MESSAGES = {
  CONSOLE_PRODUCT_NOT_FOUND: refusal(404, 'Không tìm thấy sản phẩm', 'Product not found'),
  PRODUCT_CODE_INVALID: refusal(
    400,
    'Mã sản phẩm gồm 2–40 chữ cái không dấu, chữ số, dấu chấm hoặc dấu gạch',
    'The product code has 2–40 unaccented letters, digits, dots or dashes',
  ),
  PRODUCT_CODE_TAKEN: refusal(
    409,
    'Mã sản phẩm {code} đã được dùng cho sản phẩm khác',
    'The product code {code} is already used by another product',
  ),
  PRODUCT_NAME_REQUIRED: refusal(
    400,
    'Vui lòng nhập tên sản phẩm tiếng Việt (tối đa 200 ký tự)',
    'Please enter the Vietnamese product name (at most 200 characters)',
  ),
  PRODUCT_NAME_EN_REQUIRED: refusal(
    400,
    'Vui lòng nhập tên sản phẩm tiếng Anh (tối đa 200 ký tự)',
    'Please enter the English product name (at most 200 characters)',
  ),
  PRODUCT_DESCRIPTION_TOO_LONG: refusal(
    400,
    'Mô tả tối đa 20.000 ký tự',
    'The description has at most 20,000 characters',
  ),
  PRODUCT_UNIT_TOO_LONG: refusal(400, 'Đơn vị tính tối đa 30 ký tự', 'The unit has at most 30 characters'),
  PRODUCT_PRICE_INVALID: refusal(
    400,
    'Giá bán là số nguyên VND từ 0 đến 10.000.000.000',
    'The price is a whole number of VND from 0 to 10,000,000,000',
  ),
  PRODUCT_MEASURE_INVALID: refusal(
    400,
    'Khối lượng (g) và kích thước (cm) là số nguyên từ 1, hoặc để trống',
    'The weight (g) and size (cm) are whole numbers from 1, or left empty',
  ),
  PRODUCT_STOCK_INVALID: refusal(
    400,
    'Tồn kho là số nguyên từ 0 đến 10.000.000',
    'The stock is a whole number from 0 to 10,000,000',
  ),
  PRODUCT_CATEGORY_REQUIRED: refusal(400, 'Vui lòng chọn danh mục', 'Please choose a category'),
  PRODUCT_CATEGORY_UNKNOWN: refusal(
    400,
    'Danh mục {code} không tồn tại',
    'The category {code} does not exist',
  ),
  PRODUCT_LINE_UNKNOWN: refusal(
    400,
    'Dòng sản phẩm {code} không tồn tại',
    'The product line {code} does not exist',
  ),
  PRODUCT_VARIANT_EMPTY: refusal(
    400,
    'Mỗi biến thể cần có màu hoặc kích cỡ (tối đa 60 ký tự)',
    'Each variant needs a colour or a size (at most 60 characters)',
  ),
  PRODUCT_VARIANT_DUPLICATE: refusal(
    400,
    'Hai biến thể không được trùng cả màu lẫn kích cỡ',
    'Two variants cannot have the same colour and size',
  ),
  PRODUCT_VARIANTS_TOO_MANY: refusal(
    400,
    'Một sản phẩm có tối đa 50 biến thể',
    'A product has at most 50 variants',
  ),
  PRODUCT_PICTURE_INVALID: refusal(
    400,
    'Ảnh phải là ảnh đã tải lên hoặc ảnh của cửa hàng; chú thích ảnh tối đa 200 ký tự',
    'A picture must be an uploaded file or one of the shop’s images; alt text has at most 200 characters',
  ),
  PRODUCT_PICTURES_TOO_MANY: refusal(
    400,
    'Một sản phẩm có tối đa 12 ảnh',
    'A product has at most 12 pictures',
  ),
  PRODUCT_CREATED: message('Đã tạo sản phẩm {code}', 'Product {code} created'),
  PRODUCT_SAVED: message('Đã lưu sản phẩm {code}', 'Product {code} saved'),
  PRODUCT_DUPLICATED: message(
    'Đã tạo bản sao {code} (chưa bán trực tuyến)',
    'Copy {code} created (not online yet)',
  ),
  PRODUCT_DELETED: message('Đã xoá sản phẩm {code}', 'Product {code} deleted'),
  PRODUCT_ARCHIVED: message(
    'Sản phẩm {code} đã có trong đơn hàng nên được lưu trữ thay vì xoá: đã ẩn khỏi cửa hàng',
    'Product {code} appears in orders, so it was archived instead of deleted: hidden from the shop',
  ),
  PRODUCT_RESTORED: message(
    'Đã khôi phục sản phẩm {code} (chưa bán trực tuyến)',
    'Product {code} restored (not online yet)',
  ),
  CATALOGUE_CODE_INVALID: refusal(
    400,
    'Mã gồm 2–40 chữ thường không dấu, chữ số và dấu gạch (ví dụ: tra-xanh)',
    'The code has 2–40 lower-case unaccented letters, digits and dashes (e.g. tra-xanh)',
  ),
  CATALOGUE_NAME_REQUIRED: refusal(
    400,
    'Vui lòng nhập tên tiếng Việt và tiếng Anh (tối đa 100 ký tự)',
    'Please enter the Vietnamese and English names (at most 100 characters)',
  ),
  CATALOGUE_DESCRIPTION_TOO_LONG: refusal(
    400,
    'Mô tả tối đa 500 ký tự',
    'The description has at most 500 characters',
  ),
  CATALOGUE_ALT_TOO_LONG: refusal(
    400,
    'Mô tả ảnh tối đa 200 ký tự',
    'The picture description has at most 200 characters',
  ),
  CATALOGUE_CODE_TAKEN: refusal(409, 'Mã {code} đã được dùng', 'The code {code} is already used'),
  CATALOGUE_ORDER_INVALID: refusal(
    400,
    'Thứ tự mới phải gồm đúng các mục hiện có',
    'The new order must list exactly the current items',
  ),
  CATEGORY_NOT_FOUND: refusal(404, 'Không tìm thấy danh mục', 'Category not found'),
  CATEGORY_IN_USE: refusal(
    409,
    'Không thể xoá danh mục {name}: còn {count} sản phẩm thuộc danh mục này. Hãy chuyển chúng sang danh mục khác trước.',
    'The category {name} cannot be deleted: {count} products still belong to it. Move them to another category first.',
  ),
  PRODUCT_LINE_NOT_FOUND: refusal(404, 'Không tìm thấy dòng sản phẩm', 'Product line not found'),
  PRODUCT_LINE_IN_USE: refusal(
    409,
    'Không thể xoá dòng sản phẩm {name}: còn {count} sản phẩm thuộc dòng này. Hãy chuyển chúng sang dòng khác trước.',
    'The product line {name} cannot be deleted: {count} products still belong to it. Move them to another line first.',
  ),
  CATALOGUE_ITEM_CREATED: message('Đã tạo {name}', '{name} created'),
  CATALOGUE_ITEM_SAVED: message('Đã lưu {name}', '{name} saved'),
  CATALOGUE_ITEM_DELETED: message('Đã xoá {name}', '{name} deleted'),
  CATALOGUE_ORDER_SAVED: message('Đã lưu thứ tự hiển thị', 'Display order saved'),
} as const;
