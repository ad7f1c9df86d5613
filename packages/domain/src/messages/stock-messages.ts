import { message, refusal } from './message-table.js';

/**
 * Messages of the console's stock screen (adjustments, the low-stock threshold, CSV import and
 * export), a part of CONSOLE_MESSAGES; with the HTTP status of each refusal.
 */
export const STOCK_MESSAGES = {
  STOCK_ADJUSTED: message(
    'Đã cập nhật tồn kho {name}: {before} → {after}',
    'Stock of {name} updated: {before} → {after}',
  ),
  STOCK_NEGATIVE: refusal(
    409,
    'Tồn kho không thể âm: đang có {before}, sau điều chỉnh sẽ còn {after}',
    'Stock cannot go below zero: {before} in stock, this change would leave {after}',
  ),
  STOCK_REASON_INVALID: refusal(
    400,
    'Vui lòng chọn lý do điều chỉnh',
    'Please choose the reason for the change',
  ),
  STOCK_QUANTITY_INVALID: refusal(
    400,
    'Số lượng phải là số nguyên từ 1 đến 1.000.000',
    'The quantity must be a whole number from 1 to 1,000,000',
  ),
  STOCK_COUNT_INVALID: refusal(
    400,
    'Số đếm được phải là số nguyên từ 0 đến 1.000.000',
    'The counted figure must be a whole number from 0 to 1,000,000',
  ),
  STOCK_DELTA_INVALID: refusal(
    400,
    'Số thay đổi phải là số nguyên khác 0 (số âm để giảm)',
    'The change must be a whole number other than 0 (negative to lower the stock)',
  ),
  STOCK_NOTE_REQUIRED: refusal(400, 'Vui lòng ghi chú lý do điều chỉnh', 'Please write a note saying why'),
  STOCK_NOTE_TOO_LONG: refusal(400, 'Ghi chú tối đa 500 ký tự', 'The note has at most 500 characters'),
  STOCK_VARIANT_NOT_FOUND: refusal(
    404,
    'Không tìm thấy sản phẩm hoặc phân loại {code}',
    'No product or option {code}',
  ),
  LOW_STOCK_THRESHOLD_INVALID: refusal(
    400,
    'Ngưỡng sắp hết hàng phải là số nguyên từ 0 đến 100.000',
    'The low-stock threshold must be a whole number from 0 to 100,000',
  ),
  LOW_STOCK_THRESHOLD_SAVED: message(
    'Đã lưu ngưỡng sắp hết hàng: {threshold}',
    'Low-stock threshold saved: {threshold}',
  ),
  STOCK_IMPORT_UNREADABLE: refusal(
    400,
    'Không đọc được tệp CSV: {detail}',
    'The CSV file cannot be read: {detail}',
  ),
  STOCK_IMPORT_HEADER: refusal(
    400,
    'Dòng đầu của tệp phải là các cột: code, variant, name, price, stock',
    'The first line of the file must name the columns: code, variant, name, price, stock',
  ),
  STOCK_IMPORT_EMPTY: refusal(400, 'Tệp không có dòng dữ liệu nào', 'The file has no data rows'),
  STOCK_IMPORT_TOO_LARGE: refusal(
    400,
    'Tệp quá lớn: tối đa 1 MB và 10.000 dòng',
    'The file is too large: at most 1 MB and 10,000 rows',
  ),
  STOCK_IMPORT_REFUSED: refusal(
    409,
    'Tệp có {count} dòng bị từ chối nên không có thay đổi nào được lưu',
    '{count} rows of the file were refused, so nothing was changed',
  ),
  STOCK_IMPORT_APPLIED: message(
    'Đã nhập tệp: {prices} giá và {stocks} tồn kho được thay đổi',
    'File imported: {prices} prices and {stocks} stock figures changed',
  ),
  IMPORT_ROW_UNKNOWN_CODE: message('Không có sản phẩm hoặc phân loại này', 'No such product or option'),
  IMPORT_ROW_BAD_NUMBER: message(
    'Giá hoặc tồn kho không phải số nguyên hợp lệ',
    'The price or stock is not a valid whole number',
  ),
  IMPORT_ROW_NEGATIVE_STOCK: message('Tồn kho không thể âm', 'Stock cannot be negative'),
  IMPORT_ROW_DUPLICATE: message(
    'Sản phẩm hoặc phân loại này đã có ở dòng trước',
    'This product or option is on an earlier row already',
  ),
  IMPORT_ROW_COLUMNS: message('Dòng không đủ 5 cột', 'The row does not have 5 columns'),
} as const;

export type StockMessageCode = keyof typeof STOCK_MESSAGES;
