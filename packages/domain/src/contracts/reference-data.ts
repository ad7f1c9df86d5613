import type { Locale } from '../primitives/locale.js';

/** How a payment method is paid (ptthanhtoan.loai). */
export type PaymentKind = 'cod' | 'bank-transfer' | 'e-wallet';

/** Collection ptthanhtoan: a payment method offered at checkout. */
export interface PaymentMethod {
  _id: string;
  ma: string;
  loai: PaymentKind;
  ten: string;
  ten_eng: string;
  online: boolean;
  sst: number;
  mo_ta?: string;
  mo_ta_eng?: string;
  /** Bank transfer only: VietQR (NAPAS) bank BIN, bank name, account number and holder. */
  ngan_hang_bin?: string;
  ten_ngan_hang?: string;
  so_tai_khoan?: string;
  chu_tai_khoan?: string;
  /** E-wallet only: the gateway protocol. */
  cong_thanh_toan?: 'vnpay' | 'momo' | 'zalopay';
}

/** Collection ecomcarrier_fees: a carrier's service package. */
export interface Carrier {
  _id: string;
  ma_dv_vc: string;
  ten_dv_vc: string;
  ten_goi_cuoc: string;
  ten_goi_cuoc_eng?: string;
  /** Usual delivery time in days. */
  so_ngay_giao?: number;
  sst?: number;
  shared?: boolean;
}

/** Collection ecomproductlines (global): a product line of the catalogue menu. */
export interface ProductLine {
  _id: string;
  /** The product category it lists (a ProductCategory in the seed). */
  ma: string;
  ma_nganh_hang: string;
  ten: string;
  ten_eng: string;
  /** Route slug: /san-pham/{slug}. */
  slug: string;
  picture?: string;
  sst?: number;
}

/** Collection ecomcategories (global): product categories and news categories. */
export interface Category {
  _id: string;
  ma: string;
  loai: 'san-pham' | 'tin-tuc';
  ten: string;
  ten_eng: string;
  /** Full route path, e.g. '/san-pham/tra' or '/tin-tuc/tra'. */
  duong_dan: string;
  slug: string;
  /** The category page's intro and meta description (product categories, written in the console). */
  mo_ta?: string;
  mo_ta_eng?: string;
  picture?: string;
  /** Alt texts of the picture (the shop's category tile). */
  picture_alt?: string;
  picture_alt_eng?: string;
  sst?: number;
}

/** Types of content pages (ecompages.loai), also the routes /chinh-sach/{slug} and /huong-dan/{slug}. */
export type PageType = 'chinh-sach' | 'huong-dan';

/** Collection ecompages: a policy or guide page, one document per language. */
export interface ContentPage {
  _id: string;
  /** Differs per language (e.g. 'chinh-sach-bao-mat' / 'privacy-policy'). */
  slug: string;
  /** The same key for both translations of a page. */
  nhom: string;
  ngon_ngu: Locale;
  loai: PageType;
  /** Type name, Vietnamese in both languages: the footer selects pages by it. */
  ten_loai: string;
  title: string;
  content: string;
  sst: number;
}
