import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NEWS_CATEGORIES, PRODUCT_CATEGORIES, PRODUCT_MARKETS } from './catalogue/categories.js';
import { addressSchema } from './accounts/address-schema.js';
import { cartLineSchema } from './pricing/cart-line-schema.js';
import {
  companyContactSchema,
  companyInfoSchema,
  contactMessageSchema,
  newsArticleSchema,
} from './content/content-schema.js';
import { orderSchema } from './orders/order-schema.js';
import { productSchema, promotionSchema } from './catalogue/product-schema.js';
import { freeshipRuleSchema, transportFeeSchema } from './pricing/shipping-schema.js';
import { voucherSchema } from './promotions/voucher-schema.js';

const id = '65f1a2b3c4d5e6f708192a3b';

const product = {
  _id: id,
  ma_vt: 'TRA-OLONG-500',
  ten_vt: 'Trà Ô Long Cầu Đất',
  ten_vt_eng: 'Cau Dat Oolong Tea',
  mo_ta: 'Trà ô long hái tay',
  mo_ta_eng: 'Hand-picked oolong tea',
  ma_nvt: 'tra',
  thi_truong: ['noi-dia', 'xuat-khau'],
  dvt: 'Gói',
  dvt_eng: 'Pack',
  gia_ban_le: 185_000,
  ton: 120,
  picture: '/images/products/tra-olong.webp',
  thuoc_tinh: [{ _id: 'size-500', gia_tri_bien_the_2: '500g', gia_ban_le: 185_000, ton: 60, online: true }],
  noi_bat: true,
  online: true,
  date_created: '2025-06-01T08:00:00+07:00',
};

describe('entity schemas (SPEC §3)', () => {
  it('reads a product document and keeps unknown fields', () => {
    const parsed = v.parse(productSchema, { ...product, xuat_xu: 'Lâm Đồng' });
    expect(parsed.ma_vt).toBe('TRA-OLONG-500');
    expect(parsed.xuat_xu).toBe('Lâm Đồng');
    expect(PRODUCT_CATEGORIES).toEqual(['tra', 'ca-phe', 'nong-san', 'nuoc-tang-luc', 'nuoc-ep-oi']);
    expect(PRODUCT_MARKETS).toEqual(['noi-dia', 'xuat-khau']);
  });

  it('refuses a product with a bad id, a fractional price or an unknown category', () => {
    expect(v.is(productSchema, { ...product, _id: 'abc' })).toBe(false);
    expect(v.is(productSchema, { ...product, gia_ban_le: 185_000.5 })).toBe(false);
    expect(v.is(productSchema, { ...product, ma_nvt: 'Bánh ngọt' })).toBe(false);
    expect(v.is(productSchema, { ...product, ma_nvt: 'mat-ong' })).toBe(true);
    expect(v.is(productSchema, { ...product, thuoc_tinh: [{ _id: 'x' }] })).toBe(false);
  });

  it('reads promotions, shipping tables and vouchers', () => {
    const promotion = {
      _id: id,
      ma_cs: 'ecompromotion_flashsales',
      ten_cs: 'Flash sale',
      ma_vt: 'TRA',
      gia_ban: 150_000,
      sl_ap_dung: 2,
    };
    expect(v.is(promotionSchema, promotion)).toBe(true);
    expect(v.is(promotionSchema, { ...promotion, hieu_luc_den: 'someday' })).toBe(false);
    expect(v.is(transportFeeSchema, { ten_quan_huyen: 'Quận 1', tien_phi: 15_000 })).toBe(true);
    expect(v.is(transportFeeSchema, { ten_tinh_thanh: 'Hà Nội', tien_phi: -1 })).toBe(false);
    expect(v.is(freeshipRuleSchema, { gia_tri_dh: 500_000, phi_van_chuyen: 30_000 })).toBe(true);
    expect(v.parse(voucherSchema, { ma: ' GIAM10 ', ty_le: 10, hieu_luc_den: '2025-12-31' }).ma).toBe(
      'GIAM10',
    );
    expect(v.is(voucherSchema, { ma: 'X', ty_le: 120 })).toBe(false);
  });

  it('reads cart lines and orders, guest lines included', () => {
    const line = {
      ma_vt: 'TRA',
      id_app: 'app',
      thuoc_tinh: { _id: 'size-500', online: true },
      sl_xuat: 2,
      tien: 300_000,
      tien_ck: 70_000,
      gia_ban_le: 185_000,
      discount: [{ ma_cs: 'ecompromotion_flashsales', sl_ap_dung: 2 }],
      freeship: [{ gia_tri_dh: 500_000, phi_van_chuyen: 30_000 }],
      user: null,
    };
    expect(v.is(cartLineSchema, line)).toBe(true);
    expect(v.is(cartLineSchema, { ...line, sl_xuat: -1 })).toBe(false);
    const order = v.parse(orderSchema, {
      trang_thai: 'LCT',
      ma_kenh: 'TMĐT',
      details: [{ ...line, _id: 'line-1' }],
      evouchers: [{ ma: 'GIAM10', so_tien_giam: 30_000 }],
      t_tt_nt: 305_000,
      trang_thai_tt: '0',
    });
    expect(order.details).toHaveLength(1);
    expect(v.parse(orderSchema, {}).details).toEqual([]);
    expect(v.is(orderSchema, { trang_thai_tt: '2' })).toBe(false);
  });

  it('reads addresses, contact messages, news and company info', () => {
    expect(
      v.parse(addressSchema, { dia_chi: '1 Lê Lợi', xa_phuong: 'Sài Gòn', tinh_thanh: 'Hồ Chí Minh' })
        .ngam_dinh,
    ).toBe(false);
    expect(v.is(contactMessageSchema, { ho_ten: 'An', email: 'a@b', noi_dung: 'Hi', dien_thoai: null })).toBe(
      true,
    );
    expect(NEWS_CATEGORIES).toEqual(['tra', 'ca-phe', 'nong-san']);
    expect(
      v.is(newsArticleSchema, {
        slug: 'mua-tra',
        ngon_ngu: 'vi',
        title: 'Mùa trà',
        add_on_data: [{ title: 'a' }],
      }),
    ).toBe(true);
    expect(v.is(newsArticleSchema, { slug: 'x', ngon_ngu: 'fr', title: 'x' })).toBe(false);
    expect(v.is(companyInfoSchema, { name: 'Công ty', name_en: 'Company' })).toBe(true);
    expect(
      v.is(companyContactSchema, { phone: '028 3822 0000', facebook: 'https://facebook.com/shop' }),
    ).toBe(true);
  });
});
