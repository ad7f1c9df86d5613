import { ID_PREFIX, seedId } from './ids.js';

/**
 * Collection labelinfo (global): display names of coded values the storefront shows, in both
 * languages, so a shop can rename them without a release. `nhom` is the field the code belongs to.
 */
export interface Label {
  _id: string;
  nhom: string;
  ma: string;
  ten: string;
  ten_eng: string;
  sst: number;
}

const LABELS: [nhom: string, ma: string, ten: string, tenEng: string][] = [
  ['trang_thai_tt', '0', 'Chờ thanh toán', 'Awaiting payment'],
  ['trang_thai_tt', '1', 'Thanh toán khi nhận hàng hoặc đã thanh toán', 'Cash on delivery or paid'],
  ['gioi_tinh', 'male', 'Nam', 'Male'],
  ['gioi_tinh', 'female', 'Nữ', 'Female'],
  ['ngon_ngu', 'vi', 'Tiếng Việt', 'Vietnamese'],
  ['ngon_ngu', 'en', 'Tiếng Anh', 'English'],
  ['thi_truong', 'noi-dia', 'Nội địa', 'Domestic'],
  ['thi_truong', 'xuat-khau', 'Xuất khẩu', 'Export'],
  ['ton_kho', 'het-hang', 'Hết hàng', 'Out of stock'],
  ['khuyen_mai', 'khuyen-mai', 'Khuyến mãi', 'Sale'],
  ['khuyen_mai', 'flash-sale', 'Giá sốc hôm nay', 'Flash sale'],
  ['xa_phuong', 'Phường', 'Phường', 'Ward'],
  ['xa_phuong', 'Xã', 'Xã', 'Commune'],
  ['xa_phuong', 'Đặc khu', 'Đặc khu', 'Special zone'],
];

export const labels: Label[] = LABELS.map(([nhom, ma, ten, tenEng], index) => ({
  _id: seedId(ID_PREFIX.label, index + 1),
  nhom,
  ma,
  ten,
  ten_eng: tenEng,
  sst: index + 1,
}));
