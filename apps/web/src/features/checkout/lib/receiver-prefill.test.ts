import { describe, expect, it } from 'vitest';
import { EMPTY_ADDRESS } from '@/ui/address-form/address-values';
import { changedFields, fillUntouched, prefillReceiver, receiverOfProfile } from './receiver-prefill';

const HCM = 'Thành phố Hồ Chí Minh';
const saved = {
  _id: 'a1',
  ten_nguoi_nhan: 'Trần Thị Hoa',
  sdt_nguoi_nhan: '0987654321',
  dia_chi: '12 Lê Lợi',
  tinh_thanh: HCM,
  quan_huyen: 'Quận 1',
  xa_phuong: 'Phường Sài Gòn',
  ngam_dinh: true,
};
const profile = { name: 'Nguyễn Văn Khách', phone: '0912345678', email: 'khachhang@example.com' };

describe('prefillReceiver', () => {
  it('takes the default address whole and fills its blank e-mail from the profile', () => {
    expect(prefillReceiver({ address: saved, draft: { email_nguoi_nhan: '' }, profile })).toEqual({
      ten_nguoi_nhan: 'Trần Thị Hoa',
      sdt_nguoi_nhan: '0987654321',
      email_nguoi_nhan: 'khachhang@example.com',
      dia_chi: '12 Lê Lợi',
      tinh_thanh: HCM,
      quan_huyen: 'Quận 1',
      xa_phuong: 'Phường Sài Gòn',
    });
  });

  it('without an address: the place the draft holds, the person from the profile', () => {
    const draft = { dia_chi: '5 Nguyễn Huệ', tinh_thanh: HCM, xa_phuong: 'Phường Bến Thành' };
    expect(prefillReceiver({ draft, profile })).toEqual({
      ...EMPTY_ADDRESS,
      ten_nguoi_nhan: 'Nguyễn Văn Khách',
      sdt_nguoi_nhan: '0912345678',
      email_nguoi_nhan: 'khachhang@example.com',
      dia_chi: '5 Nguyễn Huệ',
      tinh_thanh: HCM,
      xa_phuong: 'Phường Bến Thành',
    });
  });

  it('never mixes two places: a ward of the draft does not join the address of the book', () => {
    const values = prefillReceiver({
      address: { ...saved, quan_huyen: '' },
      draft: { tinh_thanh: 'Thành phố Hà Nội', quan_huyen: 'Quận Ba Đình', xa_phuong: 'Phường Ba Đình' },
    });
    expect(values).toMatchObject({ tinh_thanh: HCM, quan_huyen: '', xa_phuong: 'Phường Sài Gòn' });
  });

  it("a guest's: the kept address alone", () => {
    expect(prefillReceiver({ address: saved })).toMatchObject({
      ten_nguoi_nhan: 'Trần Thị Hoa',
      email_nguoi_nhan: '',
    });
  });
});

describe('receiverOfProfile', () => {
  it("an account's phone standing in for its e-mail is no e-mail", () => {
    expect(receiverOfProfile({ name: 'An', phone: '0912345678', email: '0912345678' })).toMatchObject({
      ten_nguoi_nhan: 'An',
      sdt_nguoi_nhan: '0912345678',
      email_nguoi_nhan: '',
    });
  });
});

describe('fillUntouched', () => {
  it('fills blanks only, and never a field the shopper touched (even emptied)', () => {
    const current = { ...EMPTY_ADDRESS, ten_nguoi_nhan: 'Tên tôi gõ' };
    const touched = new Set(changedFields(EMPTY_ADDRESS, { ...current, sdt_nguoi_nhan: '' }));
    touched.add('sdt_nguoi_nhan');
    expect(fillUntouched(current, receiverOfProfile(profile), touched)).toEqual({
      ...EMPTY_ADDRESS,
      ten_nguoi_nhan: 'Tên tôi gõ',
      email_nguoi_nhan: 'khachhang@example.com',
    });
  });

  it('gives back the same receiver when it fills nothing, so setting it renders nothing again (issue 28)', () => {
    const current = { ...EMPTY_ADDRESS, ...receiverOfProfile(profile) };
    expect(fillUntouched(current, receiverOfProfile(profile), new Set())).toBe(current);
  });
});
