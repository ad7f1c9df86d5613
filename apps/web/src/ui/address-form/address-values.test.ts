import { describe, expect, it } from 'vitest';
import {
  addressValuesOf,
  applySuggestion,
  changeAddressField,
  EMPTY_ADDRESS,
  firstError,
  validateAddressBookForm,
  validateOrderReceiver,
} from './address-values';

const complete = {
  ten_nguoi_nhan: 'Nguyễn An',
  sdt_nguoi_nhan: '0912345678',
  email_nguoi_nhan: 'an@example.vn',
  dia_chi: '12 Lê Lợi',
  tinh_thanh: 'Thành phố Hồ Chí Minh',
  quan_huyen: '',
  xa_phuong: 'Phường Sài Gòn',
};
const vi = { locale: 'vi' as const, provinceHasDistricts: false };

describe('changeAddressField', () => {
  it('empties the district and the ward when the province changes', () => {
    const next = changeAddressField({ ...complete, quan_huyen: 'Quận 1' }, 'tinh_thanh', 'Thành phố Hà Nội');
    expect(next).toMatchObject({ tinh_thanh: 'Thành phố Hà Nội', quan_huyen: '', xa_phuong: '' });
  });

  it('keeps the ward when the same province is chosen again or another field changes', () => {
    expect(changeAddressField(complete, 'tinh_thanh', complete.tinh_thanh).xa_phuong).toBe('Phường Sài Gòn');
    expect(changeAddressField(complete, 'dia_chi', '14 Lê Lợi')).toEqual({
      ...complete,
      dia_chi: '14 Lê Lợi',
    });
  });

  it('takes a suggestion: province and ward', () => {
    expect(
      applySuggestion(EMPTY_ADDRESS, { tinh_thanh: 'Thành phố Hà Nội', xa_phuong: 'Phường Hoàn Kiếm' }),
    ).toMatchObject({
      tinh_thanh: 'Thành phố Hà Nội',
      xa_phuong: 'Phường Hoàn Kiếm',
    });
  });
});

describe('addressValuesOf', () => {
  it('reads a stored address and leaves missing fields blank', () => {
    expect(addressValuesOf({ dia_chi: '1 A', tinh_thanh: 'X', xa_phuong: 'Y', ngam_dinh: true })).toEqual({
      ...EMPTY_ADDRESS,
      dia_chi: '1 A',
      tinh_thanh: 'X',
      xa_phuong: 'Y',
    });
    expect(addressValuesOf(undefined)).toEqual(EMPTY_ADDRESS);
  });
});

describe('validateOrderReceiver (SPEC §5)', () => {
  it('accepts a complete receiver, trimmed, with no district', () => {
    const result = validateOrderReceiver({ ...complete, sdt_nguoi_nhan: ' 0912345678 ' }, 'cod', vi);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.value.sdt_nguoi_nhan).toBe('0912345678');
  });

  it("needs the receiver's name, in both languages (issue 26)", () => {
    const result = validateOrderReceiver({ ...complete, ten_nguoi_nhan: ' ' }, 'cod', vi);
    expect(result.ok ? {} : result.errors).toEqual({ ten_nguoi_nhan: 'Vui lòng nhập họ tên người nhận' });
    const english = validateOrderReceiver({ ...complete, ten_nguoi_nhan: '' }, 'cod', {
      ...vi,
      locale: 'en',
    });
    expect(english.ok ? {} : english.errors).toEqual({
      ten_nguoi_nhan: "Please enter the receiver's full name",
    });
  });

  it('gives the messages of the spec', () => {
    const result = validateOrderReceiver(
      { ...complete, sdt_nguoi_nhan: ' 091234567 ', email_nguoi_nhan: 'an@', xa_phuong: '' },
      'cod',
      vi,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual({
      sdt_nguoi_nhan: 'Số điện thoại không hợp lệ',
      email_nguoi_nhan: 'Email không hợp lệ',
      xa_phuong: 'Vui lòng nhập đầy đủ thông tin',
    });
    expect(firstError(result.errors)).toBe('Số điện thoại không hợp lệ');
  });

  it('asks for the district only where the province has districts', () => {
    expect(validateOrderReceiver(complete, 'cod', vi).ok).toBe(true);
    const result = validateOrderReceiver(complete, 'cod', { ...vi, provinceHasDistricts: true });
    expect(result.ok ? {} : result.errors).toEqual({ quan_huyen: 'Vui lòng nhập đầy đủ thông tin' });
  });

  it('speaks English when asked', () => {
    const result = validateOrderReceiver({ ...complete, sdt_nguoi_nhan: '123' }, 'cod', {
      ...vi,
      locale: 'en',
    });
    expect(result.ok ? undefined : result.errors.sdt_nguoi_nhan).toBe('Invalid phone number');
  });
});

describe('validateAddressBookForm', () => {
  it('needs the receiver name too', () => {
    const result = validateAddressBookForm({ ...complete, ten_nguoi_nhan: ' ' }, vi);
    expect(result.ok ? {} : result.errors).toEqual({ ten_nguoi_nhan: 'Vui lòng nhập đầy đủ họ và tên' });
    expect(validateAddressBookForm(complete, vi).ok).toBe(true);
  });
});
