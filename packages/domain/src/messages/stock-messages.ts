/**
 * Messages of the console's stock screen (adjustments, the low-stock threshold, CSV import and
 * export), a part of CONSOLE_MESSAGES; with the HTTP status of each refusal.
 */
export const STOCK_MESSAGES = {
  STOCK_ADJUSTED: {
    vi: 'Đã cập nhật tồn kho {name}: {before} → {after}',
    en: 'Stock of {name} updated: {before} → {after}',
  },
  STOCK_NEGATIVE: {
    status: 409,
    vi: 'Tồn kho không thể âm: đang có {before}, sau điều chỉnh sẽ còn {after}',
    en: 'Stock cannot go below zero: {before} in stock, this change would leave {after}',
  },
  STOCK_REASON_INVALID: {
    status: 400,
    vi: 'Vui lòng chọn lý do điều chỉnh',
    en: 'Please choose the reason for the change',
  },
  STOCK_QUANTITY_INVALID: {
    status: 400,
    vi: 'Số lượng phải là số nguyên từ 1 đến 1.000.000',
    en: 'The quantity must be a whole number from 1 to 1,000,000',
  },
  STOCK_COUNT_INVALID: {
    status: 400,
    vi: 'Số đếm được phải là số nguyên từ 0 đến 1.000.000',
    en: 'The counted figure must be a whole number from 0 to 1,000,000',
  },
  STOCK_DELTA_INVALID: {
    status: 400,
    vi: 'Số thay đổi phải là số nguyên khác 0 (số âm để giảm)',
    en: 'The change must be a whole number other than 0 (negative to lower the stock)',
  },
  STOCK_NOTE_REQUIRED: {
    status: 400,
    vi: 'Vui lòng ghi chú lý do điều chỉnh',
    en: 'Please write a note saying why',
  },
  STOCK_NOTE_TOO_LONG: {
    status: 400,
    vi: 'Ghi chú tối đa 500 ký tự',
    en: 'The note has at most 500 characters',
  },
  STOCK_VARIANT_NOT_FOUND: {
    status: 404,
    vi: 'Không tìm thấy sản phẩm hoặc phân loại {code}',
    en: 'No product or option {code}',
  },
  LOW_STOCK_THRESHOLD_INVALID: {
    status: 400,
    vi: 'Ngưỡng sắp hết hàng phải là số nguyên từ 0 đến 100.000',
    en: 'The low-stock threshold must be a whole number from 0 to 100,000',
  },
  LOW_STOCK_THRESHOLD_SAVED: {
    vi: 'Đã lưu ngưỡng sắp hết hàng: {threshold}',
    en: 'Low-stock threshold saved: {threshold}',
  },
  STOCK_IMPORT_UNREADABLE: {
    status: 400,
    vi: 'Không đọc được tệp CSV: {detail}',
    en: 'The CSV file cannot be read: {detail}',
  },
  STOCK_IMPORT_HEADER: {
    status: 400,
    vi: 'Dòng đầu của tệp phải là các cột: code, variant, name, price, stock',
    en: 'The first line of the file must name the columns: code, variant, name, price, stock',
  },
  STOCK_IMPORT_EMPTY: { status: 400, vi: 'Tệp không có dòng dữ liệu nào', en: 'The file has no data rows' },
  STOCK_IMPORT_TOO_LARGE: {
    status: 400,
    vi: 'Tệp quá lớn: tối đa 1 MB và 10.000 dòng',
    en: 'The file is too large: at most 1 MB and 10,000 rows',
  },
  STOCK_IMPORT_REFUSED: {
    status: 409,
    vi: 'Tệp có {count} dòng bị từ chối nên không có thay đổi nào được lưu',
    en: '{count} rows of the file were refused, so nothing was changed',
  },
  STOCK_IMPORT_APPLIED: {
    vi: 'Đã nhập tệp: {prices} giá và {stocks} tồn kho được thay đổi',
    en: 'File imported: {prices} prices and {stocks} stock figures changed',
  },
  IMPORT_ROW_UNKNOWN_CODE: {
    vi: 'Không có sản phẩm hoặc phân loại này',
    en: 'No such product or option',
  },
  IMPORT_ROW_BAD_NUMBER: {
    vi: 'Giá hoặc tồn kho không phải số nguyên hợp lệ',
    en: 'The price or stock is not a valid whole number',
  },
  IMPORT_ROW_NEGATIVE_STOCK: { vi: 'Tồn kho không thể âm', en: 'Stock cannot be negative' },
  IMPORT_ROW_DUPLICATE: {
    vi: 'Sản phẩm hoặc phân loại này đã có ở dòng trước',
    en: 'This product or option is on an earlier row already',
  },
  IMPORT_ROW_COLUMNS: { vi: 'Dòng không đủ 5 cột', en: 'The row does not have 5 columns' },
} as const;

export type StockMessageCode = keyof typeof STOCK_MESSAGES;
