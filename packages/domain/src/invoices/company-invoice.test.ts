import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  checkCompanyInvoiceForm,
  companyInvoiceFormSchema,
  hasCompanyInvoice,
  readCompanyInvoice,
} from './company-invoice.js';

const valid = {
  ten_cong_ty: '  Công ty TNHH Mộc Lam  ',
  ma_so_thue: '0312687878 001',
  dia_chi_cong_ty: '12 Lê Lợi, Phường Bến Nghé, TP Hồ Chí Minh',
  email_hoa_don: 'ketoan@moclam.vn',
};

const messages = (input: unknown, locale: 'vi' | 'en' = 'vi') => {
  const result = v.safeParse(companyInvoiceFormSchema(locale), input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('companyInvoiceFormSchema (decision 065)', () => {
  it('keeps a company invoice trimmed, with the tax code in its standard form', () => {
    expect(v.parse(companyInvoiceFormSchema(), valid)).toEqual({
      ten_cong_ty: 'Công ty TNHH Mộc Lam',
      ma_so_thue: '0312687878-001',
      dia_chi_cong_ty: '12 Lê Lợi, Phường Bến Nghé, TP Hồ Chí Minh',
      email_hoa_don: 'ketoan@moclam.vn',
    });
    expect(hasCompanyInvoice(v.parse(companyInvoiceFormSchema(), valid))).toBe(true);
    expect(hasCompanyInvoice({ ...valid, ma_so_thue: '' })).toBe(false);
    expect(hasCompanyInvoice(null)).toBe(false);
  });

  it('says what is missing or wrong, in Vietnamese or in English', () => {
    expect(messages({})).toEqual([
      'Vui lòng nhập tên công ty',
      'Vui lòng nhập mã số thuế',
      'Vui lòng nhập địa chỉ công ty',
      'Vui lòng nhập email nhận hóa đơn',
    ]);
    expect(messages({ ...valid, ma_so_thue: '0314409059', email_hoa_don: 'ketoan@' })).toEqual([
      'Mã số thuế không hợp lệ, vui lòng kiểm tra lại',
      'Email không hợp lệ',
    ]);
    expect(messages({ ...valid, ma_so_thue: '12345' }, 'en')).toEqual([
      'A tax code has 10 digits, or 13 digits written 0123456789-001',
    ]);
  });

  it('gives the checkout one message per field, and reads a kept invoice back', () => {
    expect(checkCompanyInvoiceForm({ ...valid, ma_so_thue: '', email_hoa_don: 'x' }, 'vi')).toEqual({
      ok: false,
      errors: { ma_so_thue: 'Vui lòng nhập mã số thuế', email_hoa_don: 'Email không hợp lệ' },
    });
    expect(checkCompanyInvoiceForm(valid, 'en')).toMatchObject({
      ok: true,
      invoice: { ma_so_thue: '0312687878-001' },
    });
    expect(readCompanyInvoice(undefined)).toBeNull();
    expect(readCompanyInvoice({ ten_cong_ty: 'A' })).toEqual({
      ten_cong_ty: 'A',
      ma_so_thue: '',
      dia_chi_cong_ty: '',
      email_hoa_don: '',
    });
  });
});
