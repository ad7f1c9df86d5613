import { ORDER_STATUSES } from '@shop/domain/orders';
import { ID_PREFIX, seedId } from './ids.js';
import type {
  CarrierService,
  Category,
  FreeshipRule,
  OrderStatus,
  PaymentMethod,
  ProductCategoryCode,
  ProductLine,
  TransportFee,
  Voucher,
} from './types.js';

const YEAR_START = '2026-01-01T00:00:00.000Z';
/** 31/12/2027 23:59:59 in Vietnam (UTC+7). */
const VALID_UNTIL = '2027-12-31T16:59:59.000Z';

// ---------------------------------------------------------------- payment methods (ptthanhtoan)

/** The fixed cash-collected-by-carrier method: choosing it sets trang_thai_tt '1' (SPEC §4). */
export const CASH_ON_DELIVERY_ID = 'c15eed000000000000000001';
export const BANK_TRANSFER_ID = 'c15eed000000000000000002';
export const E_WALLET_ID = 'c15eed000000000000000003';
export const MOMO_WALLET_ID = 'c15eed000000000000000004';
export const ZALOPAY_WALLET_ID = 'c15eed000000000000000005';

/** The MoMo and ZaloPay methods (decisions 056, 057): seeded on; migration 45 adds them off to older shops. */
export const WALLET_METHODS: PaymentMethod[] = [
  {
    _id: MOMO_WALLET_ID,
    ma: 'MOMO',
    loai: 'e-wallet',
    ten: 'Ví MoMo',
    ten_eng: 'MoMo e-wallet',
    mo_ta: 'Thanh toán bằng ứng dụng MoMo: quét mã QR hoặc đăng nhập ví MoMo.',
    mo_ta_eng: 'Pay with the MoMo app: scan the QR code or sign in to your MoMo wallet.',
    online: true,
    sst: 4,
    cong_thanh_toan: 'momo',
  },
  {
    _id: ZALOPAY_WALLET_ID,
    ma: 'ZALOPAY',
    loai: 'e-wallet',
    ten: 'Ví ZaloPay',
    ten_eng: 'ZaloPay e-wallet',
    mo_ta: 'Thanh toán qua cổng ZaloPay bằng ví ZaloPay, thẻ ATM hoặc thẻ quốc tế.',
    mo_ta_eng: 'Pay through the ZaloPay gateway with a ZaloPay wallet, an ATM card or an international card.',
    online: true,
    sst: 5,
    cong_thanh_toan: 'zalopay',
  },
];

/** The account shown as a VietQR code for bank transfers. */
export const BANK_ACCOUNT = {
  bin: '970436',
  bankName: 'Vietcombank (Ngân hàng TMCP Ngoại thương Việt Nam)',
  bankNameEn: 'Vietcombank (Joint Stock Commercial Bank for Foreign Trade of Vietnam)',
  accountNumber: '1036688168',
  accountName: 'CONG TY CP NONG SAN THUC PHAM MOC LAM',
};

export const paymentMethods: PaymentMethod[] = [
  {
    _id: CASH_ON_DELIVERY_ID,
    ma: 'COD',
    loai: 'cod',
    ten: 'Thanh toán khi nhận hàng (COD)',
    ten_eng: 'Cash on delivery (COD)',
    mo_ta: 'Trả tiền mặt cho nhân viên giao hàng khi nhận hàng.',
    mo_ta_eng: 'Pay the courier in cash when your order arrives.',
    online: true,
    sst: 1,
  },
  {
    _id: BANK_TRANSFER_ID,
    ma: 'CK',
    loai: 'bank-transfer',
    ten: 'Chuyển khoản ngân hàng (VietQR)',
    ten_eng: 'Bank transfer (VietQR)',
    mo_ta: 'Quét mã VietQR bằng ứng dụng ngân hàng; nội dung chuyển khoản là mã đơn hàng.',
    mo_ta_eng: 'Scan the VietQR code with your banking app; the transfer note is your order code.',
    online: true,
    sst: 2,
    ngan_hang_bin: BANK_ACCOUNT.bin,
    ten_ngan_hang: BANK_ACCOUNT.bankName,
    so_tai_khoan: BANK_ACCOUNT.accountNumber,
    chu_tai_khoan: BANK_ACCOUNT.accountName,
  },
  {
    _id: E_WALLET_ID,
    ma: 'VNPAY',
    loai: 'e-wallet',
    ten: 'Ví điện tử VNPay',
    ten_eng: 'VNPay e-wallet',
    mo_ta: 'Thanh toán qua cổng VNPay bằng ví, thẻ ATM nội địa hoặc thẻ quốc tế.',
    mo_ta_eng:
      'Pay through the VNPay gateway with an e-wallet, a domestic ATM card or an international card.',
    online: true,
    sst: 3,
    cong_thanh_toan: 'vnpay',
  },
  ...WALLET_METHODS,
];

// ---------------------------------------------------------------- carriers (ecomcarrier_fees)

export const carrierServices: CarrierService[] = [
  {
    _id: seedId(ID_PREFIX.carrier, 1),
    ma_dv_vc: 'GHN',
    ten_dv_vc: 'Giao Hàng Nhanh',
    ten_goi_cuoc: 'Giao chuẩn',
    ten_goi_cuoc_eng: 'Standard delivery',
    so_ngay_giao: 3,
    sst: 1,
    shared: true,
  },
  {
    _id: seedId(ID_PREFIX.carrier, 2),
    ma_dv_vc: 'GHTK',
    ten_dv_vc: 'Giao Hàng Tiết Kiệm',
    ten_goi_cuoc: 'Giao tiết kiệm',
    ten_goi_cuoc_eng: 'Economy delivery',
    so_ngay_giao: 5,
    sst: 2,
    shared: true,
  },
  {
    _id: seedId(ID_PREFIX.carrier, 3),
    ma_dv_vc: 'VTP',
    ten_dv_vc: 'Viettel Post',
    ten_goi_cuoc: 'Chuyển phát nhanh',
    ten_goi_cuoc_eng: 'Express delivery',
    so_ngay_giao: 2,
    sst: 3,
    shared: true,
  },
];

// ---------------------------------------------------------------- transport fees (ecomtransportfees)

/** [former district name, current province name, fee] */
const DISTRICT_FEES: [string, string, number][] = [
  ['Quận 1', 'Thành phố Hồ Chí Minh', 20_000],
  ['Quận 3', 'Thành phố Hồ Chí Minh', 20_000],
  ['Quận Bình Thạnh', 'Thành phố Hồ Chí Minh', 22_000],
  ['Quận Tân Bình', 'Thành phố Hồ Chí Minh', 22_000],
  ['Thành phố Thủ Đức', 'Thành phố Hồ Chí Minh', 25_000],
  ['Quận Hoàn Kiếm', 'Thành phố Hà Nội', 20_000],
  ['Quận Ba Đình', 'Thành phố Hà Nội', 20_000],
  ['Quận Cầu Giấy', 'Thành phố Hà Nội', 22_000],
  ['Quận Đống Đa', 'Thành phố Hà Nội', 22_000],
  ['Quận Hải Châu', 'Thành phố Đà Nẵng', 25_000],
  ['Thành phố Thái Nguyên', 'Thái Nguyên', 15_000],
  ['Thành phố Đà Lạt', 'Lâm Đồng', 20_000],
  ['Quận Ninh Kiều', 'Thành phố Cần Thơ', 30_000],
  ['Thành phố Buôn Ma Thuột', 'Đắk Lắk', 30_000],
];

/** [province name as in the 34 units since 1 July 2025, fee] */
const PROVINCE_FEES: [string, number][] = [
  ['Thành phố Hồ Chí Minh', 25_000],
  ['Thành phố Hà Nội', 25_000],
  ['Thành phố Đà Nẵng', 30_000],
  ['Thành phố Hải Phòng', 30_000],
  ['Thành phố Huế', 30_000],
  ['Thành phố Cần Thơ', 32_000],
  ['Thái Nguyên', 20_000],
  ['Lâm Đồng', 30_000],
  ['Đắk Lắk', 32_000],
];

/**
 * District rows first (a district name wins), then province rows with an empty district name.
 * Anything not listed pays the default fee of 35,000 VND (SPEC §9).
 */
export const transportFees: TransportFee[] = [
  ...DISTRICT_FEES.map(([district, province, fee], index) => ({
    _id: seedId(ID_PREFIX.transportFee, index + 1),
    ten_quan_huyen: district,
    ten_tinh_thanh: province,
    tien_phi: fee,
    shared: true,
  })),
  ...PROVINCE_FEES.map(([province, fee], index) => ({
    _id: seedId(ID_PREFIX.transportFee, DISTRICT_FEES.length + index + 1),
    ten_quan_huyen: '',
    ten_tinh_thanh: province,
    tien_phi: fee,
    shared: true,
  })),
];

// ---------------------------------------------------------------- free shipping (ecompromotion_freeships)

/**
 * Both rules share one code. They are ordered by threshold, highest first, so that "the first
 * rule whose gia_tri_dh the subtotal reaches" gives the larger discount when both are reached.
 */
export const FREESHIP_CODE = 'FREESHIP';

export const freeshipRules: FreeshipRule[] = [
  {
    _id: seedId(ID_PREFIX.freeship, 1),
    ma_chietkhau: FREESHIP_CODE,
    ten: 'Giảm tới 50.000đ phí giao hàng cho đơn từ 1.000.000đ',
    ten_eng: 'Up to 50,000 VND off shipping on orders from 1,000,000 VND',
    gia_tri_dh: 1_000_000,
    phi_van_chuyen: 50_000,
    hieu_luc_tu: YEAR_START,
    hieu_luc_den: VALID_UNTIL,
    sst: 1,
    shared: true,
  },
  {
    _id: seedId(ID_PREFIX.freeship, 2),
    ma_chietkhau: FREESHIP_CODE,
    ten: 'Giảm tới 30.000đ phí giao hàng cho đơn từ 500.000đ',
    ten_eng: 'Up to 30,000 VND off shipping on orders from 500,000 VND',
    gia_tri_dh: 500_000,
    phi_van_chuyen: 30_000,
    hieu_luc_tu: YEAR_START,
    hieu_luc_den: VALID_UNTIL,
    sst: 2,
    shared: true,
  },
];

// ---------------------------------------------------------------- vouchers (evoucher)

export const vouchers: Voucher[] = [
  {
    _id: seedId(ID_PREFIX.voucher, 1),
    ma: 'CHAOBAN10',
    ten: 'Chào bạn mới: giảm 10%, tối đa 50.000đ',
    ten_eng: 'Welcome: 10% off, up to 50,000 VND',
    ty_le: 10,
    so_tien_max: 50_000,
    hieu_luc_tu: YEAR_START,
    hieu_luc_den: VALID_UNTIL,
    so_luong: 1000,
    so_luong_da_dung: 0,
  },
  {
    _id: seedId(ID_PREFIX.voucher, 2),
    ma: 'GIAM30K',
    ten: 'Giảm 30.000đ cho đơn từ 300.000đ',
    ten_eng: '30,000 VND off orders from 300,000 VND',
    so_tien: 30_000,
    gt_don_hang_toi_thieu: 300_000,
    hieu_luc_tu: YEAR_START,
    hieu_luc_den: VALID_UNTIL,
    so_luong: 500,
    so_luong_da_dung: 0,
  },
  {
    _id: seedId(ID_PREFIX.voucher, 3),
    ma: 'HETHAN2025',
    ten: 'Ưu đãi năm 2025 (đã hết hạn)',
    ten_eng: '2025 offer (expired)',
    so_tien: 50_000,
    hieu_luc_tu: '2025-01-01T00:00:00.000Z',
    hieu_luc_den: '2025-12-31T16:59:59.000Z',
    so_luong: 500,
    so_luong_da_dung: 0,
  },
  {
    _id: seedId(ID_PREFIX.voucher, 4),
    ma: 'DON1TRIEU',
    ten: 'Giảm 100.000đ cho đơn từ 1.000.000đ',
    ten_eng: '100,000 VND off orders from 1,000,000 VND',
    so_tien: 100_000,
    gt_don_hang_toi_thieu: 1_000_000,
    hieu_luc_tu: YEAR_START,
    hieu_luc_den: VALID_UNTIL,
    so_luong: 200,
    so_luong_da_dung: 0,
  },
  {
    _id: seedId(ID_PREFIX.voucher, 5),
    ma: 'TET2027',
    ten: 'Đón Tết 2027: giảm 20%, tối đa 80.000đ',
    ten_eng: 'Tet 2027: 20% off, up to 80,000 VND',
    ty_le: 20,
    so_tien_max: 80_000,
    hieu_luc_tu: '2026-11-01T00:00:00.000Z',
    hieu_luc_den: '2027-02-28T16:59:59.000Z',
    so_luong: 300,
    so_luong_da_dung: 0,
  },
  {
    _id: seedId(ID_PREFIX.voucher, 6),
    ma: 'MOTLAN',
    ten: 'Mã dùng một lần: giảm 20.000đ',
    ten_eng: 'Single-use code: 20,000 VND off',
    so_tien: 20_000,
    hieu_luc_tu: YEAR_START,
    hieu_luc_den: VALID_UNTIL,
    so_luong: 1,
    so_luong_da_dung: 0,
  },
];

// ---------------------------------------------------------------- order statuses (trangthai)

/**
 * Collection trangthai: names of the sales-order statuses, in workflow order, built from the
 * domain's one list of default names (decision 042).
 */
export const orderStatuses: OrderStatus[] = ORDER_STATUSES.map((status, index) => ({
  _id: seedId(ID_PREFIX.orderStatus, index + 1),
  ma_ct: 'SO1',
  ...status,
  sst: index + 1,
}));

// ---------------------------------------------------------------- product lines and categories

const CATEGORY_NAMES: [ProductCategoryCode, string, string][] = [
  ['tra', 'Trà', 'Tea'],
  ['ca-phe', 'Cà phê', 'Coffee'],
  ['nong-san', 'Nông sản', 'Farm produce'],
  ['nuoc-tang-luc', 'Nước tăng lực', 'Energy drinks'],
  ['nuoc-ep-oi', 'Nước ép ổi', 'Guava juice'],
];

/**
 * The product categories' descriptions (mo_ta / mo_ta_eng): the intro under each category page's
 * title and its meta description, now edited in the console (decision 030). Migration 22 gives
 * them to the five categories of a shop seeded before they were data.
 */
export const CATEGORY_DESCRIPTIONS: Record<ProductCategoryCode, { mo_ta: string; mo_ta_eng: string }> = {
  tra: {
    mo_ta:
      'Trà xanh Tân Cương, Shan Tuyết cổ thụ, ô long Bảo Lộc và trà ướp sen Tây Hồ, sao theo cách truyền thống.',
    mo_ta_eng:
      'Tan Cuong green tea, ancient Shan Tuyet, Bao Loc oolong and West Lake lotus tea, made the traditional way.',
  },
  'ca-phe': {
    mo_ta:
      'Robusta Buôn Ma Thuột, Arabica Cầu Đất và Sơn La, rang mộc tại xưởng Đà Lạt, nguyên hạt hoặc xay sẵn.',
    mo_ta_eng:
      'Buon Ma Thuot Robusta, Cau Dat and Son La Arabica, pure-roasted at our Da Lat roastery, whole bean or ground.',
  },
  'nong-san': {
    mo_ta:
      'Hạt điều Bình Phước, tiêu Phú Quốc, gạo ST25, trái cây sấy, mật ong và nấm rừng từ những vùng trồng nổi tiếng.',
    mo_ta_eng:
      'Binh Phuoc cashews, Phu Quoc pepper, ST25 rice, dried fruit, honey and wild mushrooms from renowned growing regions.',
  },
  'nuoc-tang-luc': {
    mo_ta: 'Nước tăng lực Bứt Tốc từ cà phê và trà xanh Việt, có cả loại không đường.',
    mo_ta_eng:
      'But Toc energy drinks made with Vietnamese coffee and green tea, sugar-free options included.',
  },
  'nuoc-ep-oi': {
    mo_ta: 'Nước ép ổi ép lạnh từ những vườn ổi miền Tây, giữ trọn vitamin C và vị ngọt tự nhiên.',
    mo_ta_eng:
      'Cold-pressed guava juice from Mekong Delta orchards, with all its vitamin C and natural sweetness.',
  },
};

const categoryPicture = (code: string): string => `/images/categories/${code}.svg`;

/** Collection ecomproductlines: the five product categories of the food branch ('NS'). */
export const productLines: ProductLine[] = CATEGORY_NAMES.map(([code, ten, tenEng], index) => ({
  _id: seedId(ID_PREFIX.productLine, index + 1),
  ma: code,
  ma_nganh_hang: 'NS',
  ten,
  ten_eng: tenEng,
  slug: code,
  picture: categoryPicture(code),
  sst: index + 1,
}));

const NEWS_CATEGORY_NAMES: [string, string, string][] = [
  ['tra', 'Trà', 'Tea'],
  ['ca-phe', 'Cà phê', 'Coffee'],
  ['nong-san', 'Nông sản', 'Agriculture'],
];

/** Collection ecomcategories: product categories (/san-pham/…) then news categories (/tin-tuc/…). */
export const categories: Category[] = [
  ...CATEGORY_NAMES.map(
    ([code, ten, tenEng], index): Category => ({
      _id: seedId(ID_PREFIX.category, index + 1),
      ma: code,
      loai: 'san-pham',
      ten,
      ten_eng: tenEng,
      duong_dan: `/san-pham/${code}`,
      slug: code,
      ...CATEGORY_DESCRIPTIONS[code],
      picture: categoryPicture(code),
      sst: index + 1,
    }),
  ),
  ...NEWS_CATEGORY_NAMES.map(
    ([code, ten, tenEng], index): Category => ({
      _id: seedId(ID_PREFIX.category, CATEGORY_NAMES.length + index + 1),
      ma: `tin-tuc-${code}`,
      loai: 'tin-tuc',
      ten,
      ten_eng: tenEng,
      duong_dan: `/tin-tuc/${code}`,
      slug: code,
      picture: categoryPicture(code),
      sst: index + 1,
    }),
  ),
];
