/**
 * Shapes of the seed documents. Field names are those of the provider API (SPEC §3); the
 * comments say what a value means where the Vietnamese name does not.
 */

import type { ProductCategory, ProductMarket } from '@shop/domain/catalogue';
import type {
  Carrier,
  Category as CategoryContract,
  ContentPage as ContentPageContract,
  PaymentMethod as PaymentMethodContract,
  ProductLine as ProductLineContract,
} from '@shop/domain/contracts';
import type { Locale } from '@shop/domain/primitives';

export type { PageType, PaymentKind } from '@shop/domain/contracts';

/** An ISO 8601 timestamp in UTC, e.g. '2026-03-14T02:00:00.000Z'. */
export type IsoDateString = string;

/** A 24-character lowercase hexadecimal document id. */
export type SeedId = string;

export type Language = Locale;

/** Product category codes; each is also the slug of its route /san-pham/{code}. */
export type ProductCategoryCode = ProductCategory;

/** Markets a product is sold in; routes /noi-dia and /xuat-khau. */
export type Market = ProductMarket;

export type ProductUnit = 'Hộp' | 'Gói' | 'Lon' | 'Chai' | 'Thùng' | 'Túi' | 'Kg';
export type ProductUnitEn = 'Box' | 'Pack' | 'Can' | 'Bottle' | 'Case' | 'Bag' | 'Kg';

/** One purchasable variant of a product; a cart line refers to it by `_id`. */
export interface ProductVariant {
  _id: SeedId;
  /** Colour- or flavour-like value (packaging colour, roast, grind, taste). */
  gia_tri_bien_the_1: string;
  gia_tri_bien_the_1_eng: string;
  /** Size: weight, volume or count, written the same in both languages ('250g', '330ml'). */
  gia_tri_bien_the_2: string;
  /** Integer VND. */
  gia_ban_le: number;
  ton: number;
  online: boolean;
  /** Weight (g) and size (cm) for the carriers (decision 055). */
  khoi_luong_g?: number;
  dai_cm?: number;
  rong_cm?: number;
  cao_cm?: number;
}

/** Collection dmvt. */
export interface Product {
  _id: SeedId;
  ma_vt: string;
  ten_vt: string;
  ten_vt_eng: string;
  mo_ta: string;
  mo_ta_eng: string;
  ma_nvt: ProductCategoryCode;
  thi_truong: Market[];
  dvt: ProductUnit;
  dvt_eng: ProductUnitEn;
  /** Integer VND; for a product with variants, the lowest variant price. */
  gia_ban_le: number;
  /** Stock; for a product with variants, the sum of the variants' stock. 0 = out of stock. */
  ton: number;
  /** VAT rate in percent included in the prices (decision 065). */
  thue_suat: 0 | 5 | 8 | 10;
  picture: string;
  /** 1 to 3 image paths, the first equal to `picture`. */
  pictures: string[];
  /** Variants; empty when the product is sold as one item. */
  thuoc_tinh: ProductVariant[];
  /** Weight (g) and size (cm) of a product sold without variants (decision 055). */
  khoi_luong_g?: number;
  dai_cm?: number;
  rong_cm?: number;
  cao_cm?: number;
  /** Featured on the home page. */
  noi_bat: boolean;
  online: boolean;
  date_created: IsoDateString;
}

/** Campaign code that marks a flash sale (SPEC §3, cart line discount list). */
export type FlashSaleCode = 'ecompromotion_flashsales';

/** Collection dmchietkhau: a promotional unit price for one product. */
export interface Promotion {
  _id: SeedId;
  ma_cs: string;
  ten_cs: string;
  ten_cs_eng: string;
  ma_vt: string;
  /** Promotional unit price in VND, below the product's retail price. */
  gia_ban: number;
  /** How many items of one cart line get the promotional price; beyond it the line reverts to retail. */
  sl_ap_dung: number;
  /** Quantity range of the line for which the promotion applies (inclusive). */
  sl_tu: number;
  sl_den: number;
  hieu_luc_tu: IsoDateString;
  hieu_luc_den: IsoDateString;
}

export interface AddOnData {
  title: string;
  summary: string;
}

export type NewsCategoryCode = 'tra' | 'ca-phe' | 'nong-san';

interface NewsDocumentBase {
  _id: SeedId;
  /** The same slug in both languages, so switching language keeps the path. */
  slug: string;
  ngon_ngu: Language;
  shared: boolean;
  /** Display order, ascending. */
  sst: number;
  title: string;
  summary: string;
  /** Simple HTML: <p>, <h3>, <ul>/<li>, <strong>. */
  content: string;
  picture: string;
  date_created: IsoDateString;
  add_on_data: AddOnData[];
}

/** Collection news, a news article. */
export interface NewsArticle extends NewsDocumentBase {
  loai_tin_tuc: NewsCategoryCode;
  /** false: in the news feed, which SPEC §7 "Site queries" selects with isnews false. */
  isnews: false;
}

/** Collection news, a job posting (route /tuyen-dung). */
export interface JobPosting extends NewsDocumentBase {
  loai_tin_tuc: 'tuyen-dung';
  /** true keeps postings out of the news feed; they are listed by loai_tin_tuc. */
  isnews: true;
  /** Place of work. */
  dia_diem: string;
  /** Salary range, as text. */
  muc_luong: string;
  /** Full-time, part-time… as text. */
  hinh_thuc: string;
  so_luong_tuyen: number;
  yeu_cau: string[];
  /** Application deadline. */
  han_nop: IsoDateString;
}

/** Collection ecompages: the contract's page, with the English type name and the shared flag. */
export type ContentPage = ContentPageContract & {
  ten_loai: 'Chính sách khách hàng' | 'Hướng dẫn';
  ten_loai_eng: 'Customer policy' | 'Guides';
  shared: boolean;
};

/** Company info (GET /api/app/{id}). */
export interface CompanyInfo {
  name: string;
  name_en: string;
  /** The shop's brand (decision 026 addendum); the legal name above differs. */
  brand_name: string;
  address: string;
  address_en: string;
  email: string;
  instagram: string;
  youtube: string;
}

/** The separate company record with phone and facebook. */
export interface CompanyContact {
  phone: string;
  facebook: string;
}

export interface BusinessRegistration {
  /** Enterprise (and tax) code. */
  so_dkkd: string;
  text: string;
  text_en: string;
  /** Link of the government registration badge in the footer. */
  badge_url: string;
}

/** Collection ptthanhtoan: the seed writes the descriptions too. */
export type PaymentMethod = PaymentMethodContract & { mo_ta: string; mo_ta_eng: string };

/** Collection ecomcarrier_fees: the seed states every field. */
export type CarrierService = Required<Carrier>;

/**
 * Collection ecomtransportfees. A district row has `ten_quan_huyen`; a province row has it empty
 * and applies to the whole province. Province names follow the 34 units in force since 1 July 2025.
 */
export interface TransportFee {
  _id: SeedId;
  ten_quan_huyen: string;
  ten_tinh_thanh: string;
  /** Integer VND. */
  tien_phi: number;
  shared: boolean;
}

/** Collection ecompromotion_freeships. */
export interface FreeshipRule {
  _id: SeedId;
  ma_chietkhau: string;
  ten: string;
  ten_eng: string;
  /** Order subtotal threshold, VND. */
  gia_tri_dh: number;
  /** Largest shipping discount, VND. */
  phi_van_chuyen: number;
  hieu_luc_tu: IsoDateString;
  hieu_luc_den: IsoDateString;
  /** Order of evaluation: the highest threshold comes first. */
  sst: number;
  shared: boolean;
}

/** Collection evoucher. A voucher has either `ty_le` (percent) or `so_tien` (fixed VND). */
export interface Voucher {
  _id: SeedId;
  ma: string;
  ten: string;
  ten_eng: string;
  ty_le?: number;
  so_tien?: number;
  /** Cap of a percentage reduction, VND. */
  so_tien_max?: number;
  gt_don_hang_toi_thieu?: number;
  hieu_luc_tu: IsoDateString;
  hieu_luc_den: IsoDateString;
  /** Usage limit across all orders. */
  so_luong: number;
  so_luong_da_dung: number;
}

export type OrderStatusCode = 'LCT' | '0' | '1' | '2' | '3' | '9' | '4';

/** Collection trangthai (global): status names of sales orders (document type SO1). */
export interface OrderStatus {
  _id: SeedId;
  ma_ct: 'SO1';
  ma: OrderStatusCode;
  ten: string;
  ten_eng: string;
  sst: number;
}

/** Collection ecomproductlines (global): every field stated, one line per product category. */
export type ProductLine = Required<ProductLineContract> & { ma: ProductCategoryCode; ma_nganh_hang: 'NS' };

/** Collection ecomcategories (global): product categories and news categories, every field stated. */
type CategoryOptional = 'mo_ta' | 'mo_ta_eng' | 'picture_alt' | 'picture_alt_eng';
/** The seed's categories: every field but the descriptions and alt texts, which product categories have. */
export type Category = Required<Omit<CategoryContract, CategoryOptional>> &
  Pick<CategoryContract, CategoryOptional>;
