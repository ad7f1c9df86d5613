import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { firstIssue } from '../schema-issues.test-kit.js';
import {
  carrierFormSchema,
  companyFormSchema,
  feeFormSchema,
  freeshipFormSchema,
  paymentFormIssue,
  paymentFormSchema,
} from './console-settings.js';

/** The first issue's field (the first key of its path) and its message code. */
const issueOf = (schema: v.GenericSchema, input: unknown) => {
  const issue = firstIssue(schema, input);
  return issue && { field: issue.path.split('.')[0], code: issue.message };
};

describe('fee form', () => {
  it('reads typed amounts and needs a place', () => {
    expect(v.parse(feeFormSchema, { ten_tinh_thanh: ' Gia Lai ', tien_phi: '41.000' })).toEqual({
      ten_tinh_thanh: 'Gia Lai',
      ten_quan_huyen: '',
      tien_phi: 41_000,
    });
    expect(issueOf(feeFormSchema, { tien_phi: 1 })).toEqual({
      field: 'ten_tinh_thanh',
      code: 'SETTINGS_FEE_PLACE_REQUIRED',
    });
    expect(issueOf(feeFormSchema, { ten_quan_huyen: 'Quận 1', tien_phi: '' })?.code).toBe(
      'SETTINGS_FEE_INVALID',
    );
    expect(issueOf(feeFormSchema, { ten_tinh_thanh: 'Huế', tien_phi: 10_000_001 })?.code).toBe(
      'SETTINGS_FEE_INVALID',
    );
    expect(issueOf(feeFormSchema, { ten_tinh_thanh: 'Huế', tien_phi: 1.5 })?.code).toBe(
      'SETTINGS_FEE_INVALID',
    );
  });

  it('accepts every whole fee from 0 to 10,000,000, as a number or as typed text, and reads it back the same', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.boolean(), (fee, typed) => {
        const input = { ten_tinh_thanh: 'Huế', tien_phi: typed ? fee.toLocaleString('vi-VN') : fee };
        const once = v.parse(feeFormSchema, input);
        expect(once.tien_phi).toBe(fee);
        expect(v.parse(feeFormSchema, once)).toEqual(once);
      }),
    );
  });
});

describe('free-shipping, carrier, payment and company forms', () => {
  it('keeps a rule window in order', () => {
    const rule = {
      ten: 'Miễn phí',
      gia_tri_dh: '500000',
      phi_van_chuyen: '30000',
      hieu_luc_tu: '2026-05-02',
    };
    expect(v.parse(freeshipFormSchema, { ...rule, hieu_luc_den: '2026-05-02' }).gia_tri_dh).toBe(500_000);
    expect(issueOf(freeshipFormSchema, { ...rule, hieu_luc_den: '2026-05-01' })).toEqual({
      field: 'hieu_luc_den',
      code: 'SETTINGS_DATE_RANGE_INVALID',
    });
    expect(issueOf(freeshipFormSchema, { ...rule, hieu_luc_den: '02/05/2026' })?.code).toBe(
      'SETTINGS_DATE_INVALID',
    );
  });

  it('upper-cases carrier codes and bounds delivery days', () => {
    const carrier = { ma_dv_vc: 'ghn', ten_dv_vc: 'GHN', ten_goi_cuoc: 'Chuẩn', so_ngay_giao: '3' };
    expect(v.parse(carrierFormSchema, carrier).ma_dv_vc).toBe('GHN');
    expect(issueOf(carrierFormSchema, { ...carrier, so_ngay_giao: 0 })?.code).toBe('SETTINGS_DAYS_INVALID');
    expect(issueOf(carrierFormSchema, { ...carrier, ma_dv_vc: 'G H' })?.code).toBe('SETTINGS_CODE_INVALID');
  });

  it('needs the whole bank account while a bank transfer is on', () => {
    const form = v.parse(paymentFormSchema, {
      ten: 'CK',
      ten_eng: 'Transfer',
      online: true,
      ngan_hang_bin: '970436',
    });
    expect(paymentFormIssue('bank-transfer', form)).toEqual({
      field: 'ten_ngan_hang',
      code: 'SETTINGS_BANK_REQUIRED',
    });
    expect(paymentFormIssue('bank-transfer', { ...form, online: false })).toBeUndefined();
    expect(paymentFormIssue('cod', form)).toBeUndefined();
    // An accented name is folded as banks print it; a sign no bank prints is refused.
    expect(v.parse(paymentFormSchema, { ...form, chu_tai_khoan: 'Công ty Đồng Xanh' }).chu_tai_khoan).toBe(
      'CONG TY DONG XANH',
    );
    expect(issueOf(paymentFormSchema, { ...form, chu_tai_khoan: 'Công ty <b>' })?.code).toBe(
      'SETTINGS_BANK_HOLDER_INVALID',
    );
    expect(issueOf(paymentFormSchema, { ...form, ngan_hang_bin: '97043' })?.code).toBe(
      'SETTINGS_BANK_BIN_INVALID',
    );
  });

  it('checks the company e-mail, phone, links and registration code', () => {
    const company = {
      name: 'Mộc Lam',
      phone: '+84 208 3856 168',
      email: 'cskh@moclam.vn',
      so_dkkd: '4601587263',
    };
    expect(v.parse(companyFormSchema, company).phone).toBe('+84 208 3856 168');
    expect(issueOf(companyFormSchema, { ...company, name: ' ' })?.code).toBe(
      'SETTINGS_COMPANY_NAME_REQUIRED',
    );
    expect(issueOf(companyFormSchema, { ...company, phone: '0208' })?.code).toBe('SETTINGS_PHONE_INVALID');
    expect(issueOf(companyFormSchema, { ...company, phone: '0'.repeat(16) })?.code).toBe(
      'SETTINGS_PHONE_INVALID',
    );
    expect(issueOf(companyFormSchema, { ...company, email: 'cskh@' })?.code).toBe('EMAIL_INVALID');
    expect(issueOf(companyFormSchema, { ...company, facebook: 'javascript:alert(1)' })?.code).toBe(
      'SETTINGS_LINK_INVALID',
    );
    expect(issueOf(companyFormSchema, { ...company, so_dkkd: '12345' })?.code).toBe(
      'SETTINGS_REGISTRATION_INVALID',
    );
  });
});
