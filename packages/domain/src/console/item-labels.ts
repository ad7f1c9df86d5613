import { formatDate } from '../primitives/date.js';
import { formatDateTime } from '../primitives/date-time.js';
import type { Locale } from '../primitives/locale.js';
import { formatPrice } from '../primitives/money.js';

/**
 * The names and kinds of the fields of every console collection (CONSOLE_COLLECTION_AREAS), so the
 * item timeline reads "Giá bán lẻ: 120.000 ₫ → 99.000 ₫" instead of "gia_ban_le: 120000 → 99000".
 * Pure tables and rules: the admin shows them, the server only uses REFERENCE_FIELDS to name ids.
 */

/** How a field's value is shown. */
export type FieldKind =
  | 'text'
  | 'longtext'
  | 'money'
  | 'number'
  | 'percent'
  | 'datetime'
  | 'date'
  | 'boolean'
  | 'reference'
  | 'list'
  | 'object'
  | 'language'
  | 'link';

/** Where a reference points: the collection, the field the value matches, and the name fields. */
export interface FieldReference {
  collection: string;
  key: string;
  name: string;
  nameEn?: string;
}

export interface FieldSpec {
  vi: string;
  en: string;
  kind?: FieldKind;
  ref?: FieldReference;
  /** The fields of the objects of a list (variants, pictures, rows) or of an object. */
  fields?: Readonly<Record<string, FieldSpec>>;
}

type Specs = Readonly<Record<string, FieldSpec>>;

const f = (vi: string, en: string, kind: FieldKind = 'text', extra: Partial<FieldSpec> = {}): FieldSpec => ({
  vi,
  en,
  kind,
  ...extra,
});

const PRODUCT_REF: FieldReference = {
  collection: 'dmvt',
  key: 'ma_vt',
  name: 'ten_vt',
  nameEn: 'ten_vt_eng',
};
const PRODUCT_ID_REF: FieldReference = { ...PRODUCT_REF, key: '_id' };
const CATEGORY_REF: FieldReference = {
  collection: 'ecomcategories',
  key: 'ma',
  name: 'ten',
  nameEn: 'ten_eng',
};
const LINE_REF: FieldReference = {
  collection: 'ecomproductlines',
  key: 'ma',
  name: 'ten',
  nameEn: 'ten_eng',
};
const PAYMENT_REF: FieldReference = { collection: 'ptthanhtoan', key: '_id', name: 'ten', nameEn: 'ten_eng' };

/** Fields that mean the same in every collection. */
const COMMON: Specs = {
  ma: f('Mã', 'Code'),
  ten: f('Tên', 'Name'),
  ten_eng: f('Tên tiếng Anh', 'English name'),
  mo_ta: f('Mô tả', 'Description', 'longtext'),
  mo_ta_eng: f('Mô tả tiếng Anh', 'English description', 'longtext'),
  sst: f('Thứ tự', 'Order', 'number'),
  slug: f('Đường dẫn', 'Slug'),
  picture: f('Ảnh', 'Picture', 'link'),
  online: f('Đang bán trực tuyến', 'Online', 'boolean'),
  shared: f('Dùng chung', 'Shared', 'boolean'),
  loai: f('Loại', 'Type'),
  nhom: f('Nhóm', 'Group'),
  email: f('E-mail', 'E-mail'),
  hieu_luc_tu: f('Hiệu lực từ', 'Valid from', 'datetime'),
  hieu_luc_den: f('Hiệu lực đến', 'Valid until', 'datetime'),
  ngon_ngu: f('Ngôn ngữ', 'Language', 'language'),
  archived: f('Đã lưu trữ', 'Archived', 'boolean'),
  id_app: f('Ứng dụng', 'App'),
  user: f('Tài khoản', 'Account'),
  user_created: f('Người tạo', 'Created by'),
  date_created: f('Ngày tạo', 'Created', 'datetime'),
  created_by: f('Người tạo', 'Created by'),
};

const VARIANT: Specs = {
  _id: f('Mã biến thể', 'Variant id'),
  gia_tri_bien_the_1: f('Màu', 'Colour'),
  gia_tri_bien_the_1_eng: f('Màu (tiếng Anh)', 'Colour (English)'),
  gia_tri_bien_the_2: f('Cỡ', 'Size'),
  gia_tri_bien_the_2_eng: f('Cỡ (tiếng Anh)', 'Size (English)'),
  gia_ban_le: f('Giá bán lẻ', 'Retail price', 'money'),
  ton: f('Tồn kho', 'Stock', 'number'),
  online: COMMON.online as FieldSpec,
};

const PICTURE: Specs = {
  path: f('Tệp', 'File', 'link'),
  alt: f('Mô tả ảnh', 'Alt text'),
  alt_eng: f('Mô tả ảnh tiếng Anh', 'English alt text'),
  own: f('Ảnh riêng', 'Own picture', 'boolean'),
  variants: f('Biến thể', 'Variants', 'list'),
};

const ORDER_LINE: Specs = {
  ma_vt: f('Sản phẩm', 'Product', 'reference', { ref: PRODUCT_REF }),
  ten_vt: f('Tên sản phẩm', 'Product name'),
  sl_xuat: f('Số lượng', 'Quantity', 'number'),
  gia_ban_le: f('Giá bán lẻ', 'Retail price', 'money'),
  gia_ban: f('Đơn giá', 'Unit price', 'money'),
  tien: f('Thành tiền', 'Amount', 'money'),
  tien_nt: f('Thành tiền', 'Amount', 'money'),
  tien_ck: f('Chiết khấu', 'Discount', 'money'),
};

const WHEN: Specs = {
  mode: f('Kiểu', 'Mode'),
  run_at: f('Lúc', 'At', 'datetime'),
  every: f('Mỗi', 'Every', 'number'),
  unit: f('Đơn vị', 'Unit'),
  start_at: f('Bắt đầu', 'Starts', 'datetime'),
  cron: f('Dòng cron', 'Cron line'),
};

/** Every console collection's fields (CONSOLE_COLLECTION_AREAS): what the timeline calls them. */
export const COLLECTION_FIELDS: Readonly<Record<string, Specs>> = {
  so1: {
    so_ct: f('Mã đơn', 'Order code'),
    ma_ct: f('Loại chứng từ', 'Document type'),
    ngay_ct: f('Ngày đặt', 'Order date', 'datetime'),
    trang_thai: f('Trạng thái', 'Status'),
    trang_thai_tt: f('Thanh toán', 'Payment status'),
    pt_thanh_toan: f('Phương thức thanh toán', 'Payment method', 'reference', { ref: PAYMENT_REF }),
    t_tien_hang: f('Tiền hàng', 'Goods', 'money'),
    t_tien_nt: f('Tạm tính', 'Subtotal', 'money'),
    t_tien_ck: f('Chiết khấu', 'Discount', 'money'),
    t_cp_cpb: f('Chi phí', 'Costs', 'money'),
    ty_le_ck_hd: f('Tỷ lệ chiết khấu đơn', 'Order discount rate', 'percent'),
    tien_ck_hd: f('Chiết khấu đơn', 'Order discount', 'money'),
    tien_freeship: f('Miễn phí vận chuyển', 'Free shipping', 'money'),
    tien_phi_vc: f('Phí vận chuyển', 'Shipping fee', 'money'),
    tien_evoucher: f('Giảm giá voucher', 'Voucher reduction', 'money'),
    evouchers: f('Voucher', 'Vouchers', 'list'),
    ma_freeship: f('Mã miễn phí vận chuyển', 'Free-shipping code'),
    t_tt_nt: f('Tổng thanh toán', 'Total payable', 'money'),
    thu_ho: f('Thu hộ', 'Cash on delivery', 'money'),
    ten_nguoi_nhan: f('Người nhận', 'Receiver'),
    sdt_nguoi_nhan: f('Điện thoại người nhận', 'Receiver phone'),
    email_nguoi_nhan: f('E-mail người nhận', 'Receiver e-mail'),
    dia_chi_nguoi_nhan: f('Địa chỉ người nhận', 'Receiver address'),
    xa_phuong: f('Phường/xã', 'Ward'),
    tinh_thanh: f('Tỉnh/thành', 'Province'),
    ngay_du_kien_nhan: f('Dự kiến nhận', 'Expected delivery', 'date'),
    don_vi_vc: f('Đơn vị vận chuyển', 'Carrier'),
    goi_cuoc_vc: f('Gói cước', 'Service'),
    details: f('Sản phẩm', 'Lines', 'list', { fields: ORDER_LINE }),
    ghi_chu: f('Ghi chú', 'Note', 'longtext'),
    ly_do_huy: f('Lý do huỷ', 'Cancel reason', 'longtext'),
    ma_kho: f('Kho', 'Warehouse'),
    ma_nt: f('Tiền tệ', 'Currency'),
    ma_kenh: f('Kênh', 'Channel'),
    ma_gian_hang: f('Gian hàng', 'Store'),
    id_afflink: f('Mã giới thiệu', 'Referral'),
    again_link: f('Liên kết đặt lại', 'Reorder link', 'link'),
    virtual_payment_client_url: f('Liên kết thanh toán', 'Payment link', 'link'),
  },
  customer: {
    ten_kh: f('Tên khách hàng', 'Customer name'),
    dien_thoai: f('Điện thoại', 'Phone'),
    dia_chi: f('Địa chỉ', 'Address'),
    ngay_sinh: f('Ngày sinh', 'Birth date', 'date'),
    gioi_tinh: f('Giới tính', 'Gender'),
    ghi_chu: f('Ghi chú', 'Note', 'longtext'),
  },
  ecomsubscribe: {},
  ecomcontactus: {
    ho_ten: f('Họ tên', 'Name'),
    dien_thoai: f('Điện thoại', 'Phone'),
    dia_chi: f('Địa chỉ', 'Address'),
    noi_dung: f('Nội dung', 'Message', 'longtext'),
    trang_thai: f('Trạng thái', 'Status'),
    da_doc: f('Đã đọc', 'Read', 'boolean'),
    tra_loi: f('Trả lời', 'Reply', 'longtext'),
  },
  dmvt: {
    ma_vt: f('Mã sản phẩm', 'Product code'),
    ten_vt: f('Tên sản phẩm', 'Product name'),
    ten_vt_eng: f('Tên tiếng Anh', 'English name'),
    ma_nvt: f('Danh mục', 'Category', 'reference', { ref: CATEGORY_REF }),
    ma_dong_sp: f('Dòng sản phẩm', 'Product line', 'reference', { ref: LINE_REF }),
    gia_ban_le: f('Giá bán lẻ', 'Retail price', 'money'),
    ton: f('Tồn kho', 'Stock', 'number'),
    dvt: f('Đơn vị tính', 'Unit'),
    dvt_eng: f('Đơn vị tính tiếng Anh', 'English unit'),
    noi_bat: f('Nổi bật', 'Featured', 'boolean'),
    pictures: f('Ảnh', 'Pictures', 'list', { fields: PICTURE }),
    thi_truong: f('Thị trường', 'Markets', 'list'),
    thuoc_tinh: f('Biến thể', 'Variants', 'list', { fields: VARIANT }),
  },
  ecomcategories: {
    duong_dan: f('Đường dẫn', 'Path'),
  },
  ecomproductlines: {
    ma_nganh_hang: f('Ngành hàng', 'Category', 'reference', { ref: CATEGORY_REF }),
  },
  dmchietkhau: {
    ma_cs: f('Mã chương trình', 'Campaign code'),
    ten_cs: f('Tên chương trình', 'Campaign name'),
    ten_cs_eng: f('Tên chương trình tiếng Anh', 'English campaign name'),
    ma_vt: f('Sản phẩm', 'Product', 'reference', { ref: PRODUCT_REF }),
    thuoc_tinh_ids: f('Biến thể được giảm giá', 'Variants covered', 'list'),
    gia_ban: f('Giá khuyến mãi', 'Promotional price', 'money'),
    sl_tu: f('Số lượng từ', 'Quantity from', 'number'),
    sl_den: f('Số lượng đến', 'Quantity to', 'number'),
    sl_ap_dung: f('Số lượng áp dụng', 'Quantity applied', 'number'),
    id_flashsale: f('Đợt giảm giá', 'Flash sale'),
  },
  ecompromotion_flashsales: {
    items: f('Sản phẩm', 'Products', 'list', {
      fields: {
        ma_vt: f('Sản phẩm', 'Product', 'reference', { ref: PRODUCT_REF }),
        thuoc_tinh_ids: f('Biến thể được giảm giá', 'Variants covered', 'list'),
        gia_ban: f('Giá', 'Price', 'money'),
        sl_ap_dung: f('Số lượng áp dụng', 'Quantity applied', 'number'),
      },
    }),
  },
  evoucher: {
    ty_le: f('Phần trăm giảm', 'Percent off', 'percent'),
    so_tien: f('Số tiền giảm', 'Amount off', 'money'),
    so_tien_max: f('Giảm tối đa', 'Cap', 'money'),
    gt_don_hang_toi_thieu: f('Đơn tối thiểu', 'Minimum order', 'money'),
    so_luong: f('Số lượt dùng tối đa', 'Usage limit', 'number'),
    so_luong_da_dung: f('Đã dùng', 'Uses so far', 'number'),
  },
  news: {
    title: f('Tiêu đề', 'Title'),
    summary: f('Tóm tắt', 'Summary', 'longtext'),
    content: f('Nội dung', 'Content', 'longtext'),
    loai_tin_tuc: f('Chuyên mục', 'Category'),
    isnews: f('Là tin tức', 'Is news', 'boolean'),
    add_on_data: f('Bản dịch', 'Translations', 'list', {
      fields: { title: f('Tiêu đề', 'Title'), summary: f('Tóm tắt', 'Summary', 'longtext') },
    }),
    publish_at: f('Ngày đăng', 'Publish date', 'datetime'),
    published: f('Đã đăng', 'Published', 'boolean'),
    han_nop: f('Hạn nộp', 'Deadline', 'date'),
    yeu_cau: f('Yêu cầu', 'Requirements', 'list'),
    dia_diem: f('Địa điểm', 'Location'),
    hinh_thuc: f('Hình thức', 'Work type'),
    muc_luong: f('Mức lương', 'Salary'),
    so_luong_tuyen: f('Số lượng tuyển', 'Openings', 'number'),
  },
  ecompages: {
    title: f('Tiêu đề', 'Title'),
    content: f('Nội dung', 'Content', 'longtext'),
    ten_loai: f('Loại trang', 'Page type'),
    ten_loai_eng: f('Loại trang tiếng Anh', 'English page type'),
    summary: f('Tóm tắt', 'Summary', 'longtext'),
    publish_at: f('Ngày đăng', 'Publish date', 'datetime'),
    published: f('Đã đăng', 'Published', 'boolean'),
  },
  ecomtransportfees: {
    ten_tinh_thanh: f('Tỉnh/thành', 'Province'),
    ten_quan_huyen: f('Quận/huyện', 'District'),
    tien_phi: f('Phí vận chuyển', 'Shipping fee', 'money'),
  },
  ecomcarrier_fees: {
    ma_dv_vc: f('Mã đơn vị vận chuyển', 'Carrier code'),
    ten_dv_vc: f('Đơn vị vận chuyển', 'Carrier'),
    ten_goi_cuoc: f('Gói cước', 'Service'),
    ten_goi_cuoc_eng: f('Gói cước tiếng Anh', 'English service name'),
    so_ngay_giao: f('Số ngày giao', 'Delivery days', 'number'),
  },
  ecompromotion_freeships: {
    gia_tri_dh: f('Giá trị đơn từ', 'Order value from', 'money'),
    phi_van_chuyen: f('Phí vận chuyển còn lại', 'Remaining shipping fee', 'money'),
    ma_chietkhau: f('Mã chiết khấu', 'Discount code'),
  },
  ptthanhtoan: {
    so_tai_khoan: f('Số tài khoản', 'Account number'),
    chu_tai_khoan: f('Chủ tài khoản', 'Account holder'),
    ngan_hang_bin: f('Mã BIN ngân hàng', 'Bank BIN'),
    ten_ngan_hang: f('Ngân hàng', 'Bank'),
    cong_thanh_toan: f('Cổng thanh toán', 'Payment gateway'),
    form: f('Biểu mẫu', 'Form'),
  },
  labelinfo: {},
  schedule: {
    type: f('Việc', 'Job'),
    collection: f('Loại mục', 'Item type'),
    target_id: f('Mục', 'Item'),
    target_name: f('Tên mục', 'Item name'),
    audience: f('Người nhận', 'Recipients'),
    subject: f('Tiêu đề thư', 'Subject'),
    message: f('Nội dung thư', 'Message', 'longtext'),
    when: f('Thời điểm', 'When', 'object', { fields: WHEN }),
  },
  stock_adjustments: {
    product_id: f('Sản phẩm', 'Product', 'reference', { ref: PRODUCT_ID_REF }),
    ma_vt: f('Mã sản phẩm', 'Product code'),
    variant: f('Biến thể', 'Variant'),
    ten_vt: f('Tên sản phẩm', 'Product name'),
    variant_label: f('Biến thể', 'Variant'),
    before: f('Trước', 'Before', 'number'),
    after: f('Sau', 'After', 'number'),
    delta: f('Thay đổi', 'Change', 'number'),
    reason: f('Lý do', 'Reason'),
    note: f('Ghi chú', 'Note', 'longtext'),
    author: f('Người điều chỉnh', 'Adjusted by'),
    at: f('Lúc', 'At', 'datetime'),
  },
  stock_settings: {
    low_stock_threshold: f('Ngưỡng sắp hết hàng', 'Low-stock threshold', 'number'),
  },
  staff_rights: {
    name: f('Tên', 'Name'),
    areas: f('Quyền', 'Rights', 'list'),
  },
  app: {
    name: f('Tên công ty', 'Company name'),
    name_en: f('Tên công ty tiếng Anh', 'English company name'),
    address: f('Địa chỉ', 'Address'),
    address_en: f('Địa chỉ tiếng Anh', 'English address'),
    phone: f('Điện thoại', 'Phone'),
    facebook: f('Facebook', 'Facebook', 'link'),
    instagram: f('Instagram', 'Instagram', 'link'),
    youtube: f('YouTube', 'YouTube', 'link'),
    contact_id: f('Bản ghi liên hệ', 'Contact record'),
    dang_ky_kinh_doanh: f('Đăng ký kinh doanh', 'Business registration', 'object', {
      fields: {
        so_dkkd: f('Số ĐKKD', 'Registration number'),
        text: f('Dòng chữ', 'Text'),
        text_en: f('Dòng chữ tiếng Anh', 'English text'),
        badge_url: f('Liên kết huy hiệu', 'Badge link', 'link'),
      },
    }),
    footer_lists: f('Chân trang', 'Footer lists', 'object', {
      fields: {
        policy: f('Chính sách khách hàng', 'Customer policies', 'list', {
          fields: {
            label: f('Tên', 'Name'),
            label_en: f('Tên tiếng Anh', 'English name'),
            href: f('Địa chỉ', 'Address', 'link'),
            href_en: f('Địa chỉ tiếng Anh', 'English address', 'link'),
          },
        }),
        guide: f('Hướng dẫn', 'Guides', 'list', {
          fields: {
            label: f('Tên', 'Name'),
            label_en: f('Tên tiếng Anh', 'English name'),
            href: f('Địa chỉ', 'Address', 'link'),
            href_en: f('Địa chỉ tiếng Anh', 'English address', 'link'),
          },
        }),
      },
    }),
  },
};

/** The spec of a collection's field: its own table first, then the fields every collection shares. */
export function fieldSpec(collection: string, field: string): FieldSpec | null {
  const own = Object.hasOwn(COLLECTION_FIELDS, collection) ? COLLECTION_FIELDS[collection] : undefined;
  if (own && Object.hasOwn(own, field)) return own[field] ?? null;
  return Object.hasOwn(COMMON, field) ? (COMMON[field] ?? null) : null;
}

/** A field's name in the language; an unknown field keeps its stored name. */
export function fieldLabel(collection: string, field: string, locale: Locale): string {
  const spec = fieldSpec(collection, field);
  return spec ? spec[locale] : field;
}

/** Names of referenced items the timeline carries: by the referenced collection, then by value. */
export type HistoryNames = Readonly<Record<string, Readonly<Record<string, { vi: string; en?: string }>>>>;

/** A value as the timeline shows it: a short line, the full text when it was cut, and list lines. */
export interface HistoryDisplay {
  text: string;
  /** The whole text when `text` was shortened (shown on demand). */
  full?: string;
  /** One readable line per item of a list or field of an object. */
  lines?: string[];
}

/** How long a value's line may be before it is cut (a long description, a picture path list). */
export const HISTORY_TEXT_MAX = 120;

const NONE: Record<Locale, string> = { vi: '(không có)', en: '(none)' };
const YES_NO: Record<Locale, [string, string]> = { vi: ['Có', 'Không'], en: ['Yes', 'No'] };
const LANGUAGES: Record<string, Record<Locale, string>> = {
  vi: { vi: 'Tiếng Việt', en: 'Vietnamese' },
  en: { vi: 'Tiếng Anh', en: 'English' },
};

function shorten(text: string): HistoryDisplay {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= HISTORY_TEXT_MAX && flat === text) return { text };
  if (flat.length <= HISTORY_TEXT_MAX) return { text: flat, full: text };
  return { text: `${flat.slice(0, HISTORY_TEXT_MAX - 1)}…`, full: text };
}

function plain(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value) ?? '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const numberFormat: Record<Locale, Intl.NumberFormat> = {
  vi: new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 2 }),
  en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
};

interface Context {
  locale: Locale;
  names: HistoryNames;
}

/** One value (not a list nor an object) by its kind; a value of an unexpected type stays as stored. */
function scalar(spec: FieldSpec | null, value: unknown, context: Context): string {
  const { locale } = context;
  const kind = spec?.kind ?? 'text';
  if (typeof value === 'boolean') return YES_NO[locale][value ? 0 : 1];
  if (typeof value === 'number' && Number.isFinite(value)) {
    if (kind === 'money' && Math.abs(value) < Number.MAX_SAFE_INTEGER) return formatPrice(value, locale);
    if (kind === 'percent') return `${numberFormat[locale].format(value)}%`;
    if (kind === 'number') return numberFormat[locale].format(value);
  }
  if (typeof value === 'string' || typeof value === 'number') {
    if (kind === 'datetime' || kind === 'date') {
      const shown = kind === 'date' ? formatDate(String(value), locale) : formatDateTime(String(value));
      if (shown !== '') return shown;
    }
    if (kind === 'reference' && spec?.ref) {
      const name = context.names[spec.ref.collection]?.[String(value)];
      if (name) return `${(locale === 'en' ? name.en : undefined) || name.vi} (${value})`;
    }
    if (kind === 'language' && Object.hasOwn(LANGUAGES, String(value)))
      return LANGUAGES[String(value)]?.[locale] ?? String(value);
  }
  return plain(value);
}

/** An object as "Name: value · Name: value", its fields by the nested specs, in the specs' order. */
function objectLine(fields: Specs | undefined, value: Record<string, unknown>, context: Context): string {
  // The table's order, not the stored one (jsonb keeps keys by length): known fields first.
  const order = Object.keys(fields ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(value)
    .sort(([a], [b]) => rank(a) - rank(b))
    .filter(([, item]) => item !== null && item !== undefined && item !== '')
    .map(([key, item]) => {
      const spec = fields && Object.hasOwn(fields, key) ? (fields[key] ?? null) : null;
      const label = spec ? spec[context.locale] : key;
      const shown = Array.isArray(item)
        ? item.length === 0
          ? NONE[context.locale]
          : item
              .map((entry) => (isRecord(entry) ? JSON.stringify(entry) : scalar(spec, entry, context)))
              .join(', ')
        : isRecord(item)
          ? objectLine(spec?.fields, item, context)
          : scalar(spec, item, context);
      return `${label}: ${shown}`;
    })
    .join(' · ');
}

/**
 * A stored value as the timeline shows it, by the field's kind: money in VND, moments in Vietnam
 * time, yes/no words, referenced items by name (when `names` has them), long texts cut with the full
 * text kept, lists and objects as one readable line per item. An unknown field or a value of an
 * unexpected type shows as stored; nothing here throws. Null, undefined and '' give null (empty).
 */
export function formatHistoryValue(
  collection: string,
  field: string,
  value: unknown,
  locale: Locale,
  names: HistoryNames = {},
): HistoryDisplay | null {
  if (value === undefined || value === null || value === '') return null;
  const spec = fieldSpec(collection, field);
  const context: Context = { locale, names };
  if (Array.isArray(value)) {
    if (value.length === 0) return { text: NONE[locale] };
    const lines = value.map((item) =>
      isRecord(item) ? objectLine(spec?.fields, item, context) : scalar(spec, item, context),
    );
    const cut = shorten(lines.join('; '));
    return { ...cut, lines };
  }
  if (isRecord(value)) {
    // A field holding a list of objects (the footer's lists) gives one line per object; the rest one line.
    const lines: string[] = [];
    const rest: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const inner = spec?.fields && Object.hasOwn(spec.fields, key) ? (spec.fields[key] ?? null) : null;
      if (!Array.isArray(item) || !item.some(isRecord)) {
        rest[key] = item;
        continue;
      }
      const label = inner ? inner[locale] : key;
      item.forEach((entry, index) => {
        const shown = isRecord(entry)
          ? objectLine(inner?.fields, entry, context)
          : scalar(inner, entry, context);
        lines.push(`${label} ${index + 1}: ${shown}`);
      });
    }
    if (Object.keys(rest).length > 0) lines.unshift(objectLine(spec?.fields, rest, context));
    return { ...shorten(lines.join('; ') || '{}'), lines };
  }
  const text = scalar(spec, value, context);
  return spec?.kind === 'longtext' || text.length > HISTORY_TEXT_MAX ? shorten(text) : { text };
}

/** The references of a collection's fields (top level and in lists), for the server to name. */
export function referenceFields(collection: string): { path: string[]; ref: FieldReference }[] {
  const own = Object.hasOwn(COLLECTION_FIELDS, collection) ? (COLLECTION_FIELDS[collection] ?? {}) : {};
  const found: { path: string[]; ref: FieldReference }[] = [];
  for (const [field, spec] of Object.entries(own)) {
    if (spec.ref) found.push({ path: [field], ref: spec.ref });
    for (const [inner, innerSpec] of Object.entries(spec.fields ?? {}))
      if (innerSpec.ref) found.push({ path: [field, inner], ref: innerSpec.ref });
  }
  return found;
}

/**
 * The values a timeline's changes reference, grouped by the referenced collection and key: what
 * the server looks up to send their names along (HistoryNames).
 */
export function referencedValues(
  collection: string,
  changes: readonly { field: string; from: unknown; to: unknown }[],
): { ref: FieldReference; values: string[] }[] {
  const byRef = new Map<string, { ref: FieldReference; values: Set<string> }>();
  for (const { path, ref } of referenceFields(collection)) {
    const slot = byRef.get(`${ref.collection}:${ref.key}`) ?? { ref, values: new Set<string>() };
    byRef.set(`${ref.collection}:${ref.key}`, slot);
    for (const change of changes) {
      if (change.field !== path[0]) continue;
      for (const value of [change.from, change.to]) {
        const items = path.length === 1 ? [value] : Array.isArray(value) ? value : [];
        for (const item of items) {
          const found = path.length === 1 ? item : isRecord(item) ? item[path[1] as string] : undefined;
          if (typeof found === 'string' && found !== '') slot.values.add(found);
        }
      }
    }
  }
  return [...byRef.values()]
    .filter((slot) => slot.values.size > 0)
    .map((slot) => ({ ref: slot.ref, values: [...slot.values] }));
}
