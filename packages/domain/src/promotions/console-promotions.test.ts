import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssue } from '../schema-issues.test-kit.js';
import { validityStatus } from '../primitives/date.js';
import { messageText } from '../messages/messages.js';
import {
  flashSaleFormSchema,
  promotionFormSchema,
  toVietnamInputValue,
  voucherFields,
  voucherFormSchema,
} from './console-promotions.js';

const voucher = {
  ma: ' giam20k ',
  ten: 'Giảm 20.000đ',
  ten_eng: 'VND 20,000 off',
  kieu: 'so_tien',
  so_tien: 20_000,
  gt_don_hang_toi_thieu: 200_000,
  hieu_luc_tu: '2026-12-01T00:00',
  hieu_luc_den: '2026-12-31T23:59:59',
  so_luong: 100,
};

describe('voucherFormSchema', () => {
  it('stores the code upper case and the window as UTC instants read in Vietnam time', () => {
    const body = v.parse(voucherFormSchema, voucher);
    expect(body.ma).toBe('GIAM20K');
    expect(body.hieu_luc_tu).toBe('2026-11-30T17:00:00.000Z');
    expect(body.hieu_luc_den).toBe('2026-12-31T16:59:59.000Z');
    expect(validityStatus(body, new Date('2026-12-31T16:59:59.000Z'))).toBe('active');
    expect(validityStatus(body, new Date('2026-12-31T17:00:00.000Z'))).toBe('expired');
    expect(toVietnamInputValue(body.hieu_luc_tu)).toBe('2026-12-01T00:00:00');
  });

  it('clears the other kind so the pricing reads the chosen one', () => {
    const percent = v.parse(voucherFormSchema, { ...voucher, kieu: 'ty_le', ty_le: 15, so_tien_max: 30_000 });
    expect(voucherFields(percent)).toMatchObject({ ty_le: 15, so_tien: null, so_tien_max: 30_000 });
    expect(voucherFields(v.parse(voucherFormSchema, voucher))).toMatchObject({
      ty_le: null,
      so_tien: 20_000,
      so_tien_max: null,
    });
  });

  it('refuses bad input with coded messages in both languages', () => {
    expect(firstIssue(voucherFormSchema, { ...voucher, ma: 'a b' })).toEqual({
      message: 'VOUCHER_CODE_INVALID',
      path: 'ma',
    });
    expect(firstIssue(voucherFormSchema, { ...voucher, kieu: 'ty_le', ty_le: 101 })?.message).toBe(
      'VOUCHER_PERCENT_INVALID',
    );
    expect(firstIssue(voucherFormSchema, { ...voucher, kieu: 'ty_le', ty_le: null })).toEqual({
      message: 'VOUCHER_PERCENT_INVALID',
      path: 'ty_le',
    });
    expect(firstIssue(voucherFormSchema, { ...voucher, so_tien: Number.NaN })?.message).toBe(
      'VOUCHER_AMOUNT_INVALID',
    );
    expect(firstIssue(voucherFormSchema, { ...voucher, so_luong: 0 })?.message).toBe('VOUCHER_LIMIT_INVALID');
    expect(firstIssue(voucherFormSchema, { ...voucher, hieu_luc_den: '2026-11-30T10:00' })).toEqual({
      message: 'PROMO_WINDOW_INVALID',
      path: 'hieu_luc_den',
    });
    expect(firstIssue(voucherFormSchema, { ...voucher, hieu_luc_tu: '31/12/2026' })?.message).toBe(
      'PROMO_START_INVALID',
    );
    // Every field's message at once, the cross-field ones too, even when another field is wrong.
    const all = v.safeParse(voucherFormSchema, { ...voucher, ma: 'a b', so_tien: null });
    expect(all.success ? [] : all.issues.map((issue) => issue.message)).toEqual([
      'VOUCHER_CODE_INVALID',
      'VOUCHER_AMOUNT_INVALID',
    ]);
    expect(messageText('PROMO_WINDOW_INVALID', 'vi')).toBe('Thời gian kết thúc phải sau thời gian bắt đầu');
    expect(messageText('VOUCHER_CODE_TAKEN', 'en', { ma: 'X' })).toBe('The voucher code X already exists');
  });
});

describe('promotionFormSchema and flashSaleFormSchema', () => {
  const promotion = {
    ma_cs: 'km-tet',
    ten_cs: 'Tết',
    ma_vt: 'TRA-001',
    gia_ban: 100_000,
    sl_ap_dung: 5,
    sl_tu: 1,
    sl_den: null,
    hieu_luc_tu: '2026-12-01T08:00',
    hieu_luc_den: '2026-12-02T08:00',
  };
  it('reads a promotional price and refuses the flash-sale marker and a reversed quantity window', () => {
    expect(v.parse(promotionFormSchema, promotion)).toMatchObject({
      ma_cs: 'KM-TET',
      ten_cs_eng: '',
      sl_den: null,
    });
    expect(
      firstIssue(promotionFormSchema, { ...promotion, ma_cs: 'ecompromotion_flashsales' })?.message,
    ).toBe('PROMO_CODE_RESERVED');
    expect(firstIssue(promotionFormSchema, { ...promotion, sl_tu: 5, sl_den: 2 })).toEqual({
      message: 'PROMO_QUANTITY_RANGE_INVALID',
      path: 'sl_den',
    });
    expect(firstIssue(promotionFormSchema, { ...promotion, gia_ban: 0 })?.message).toBe(
      'PROMO_PRICE_INVALID',
    );
  });
  it('needs 1–50 distinct products in a flash sale', () => {
    const sale = { ten: 'Giờ vàng', hieu_luc_tu: '2026-12-01T08:00', hieu_luc_den: '2026-12-01T10:00' };
    const item = { ma_vt: 'TRA-001', gia_ban: 90_000, sl_ap_dung: 2 };
    // Without a list of variants an item covers the whole product (thuoc_tinh_ids null).
    expect(v.parse(flashSaleFormSchema, { ...sale, items: [item] }).items).toEqual([
      { ...item, thuoc_tinh_ids: null },
    ]);
    expect(
      v.parse(flashSaleFormSchema, { ...sale, items: [{ ...item, thuoc_tinh_ids: ['v1'] }] }).items[0]
        ?.thuoc_tinh_ids,
    ).toEqual(['v1']);
    expect(
      firstIssue(flashSaleFormSchema, { ...sale, items: [{ ...item, thuoc_tinh_ids: [] }] })?.message,
    ).toBe('PROMO_VARIANTS_REQUIRED');
    expect(firstIssue(flashSaleFormSchema, { ...sale, items: [] })?.message).toBe('PROMO_ITEMS_REQUIRED');
    expect(firstIssue(flashSaleFormSchema, { ...sale, items: [item, item] })?.message).toBe(
      'PROMO_PRODUCT_REPEATED',
    );
  });
});
