import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { paymentFormSchema } from '../console/console-settings.js';
import { findVietQrBank, foldHolderName, searchVietQrBanks, VIETQR_BANKS } from './vietqr-banks.js';

describe('the VietQR bank list', () => {
  it('has each BIN once, six digits, with a name, a short name and a code', () => {
    expect(VIETQR_BANKS.length).toBeGreaterThanOrEqual(60);
    expect(new Set(VIETQR_BANKS.map((bank) => bank.bin)).size).toBe(VIETQR_BANKS.length);
    for (const bank of VIETQR_BANKS) {
      expect(bank.bin).toMatch(/^\d{6}$/);
      expect(bank.name && bank.shortName && bank.code).toBeTruthy();
    }
    expect(findVietQrBank('970436')).toMatchObject({ shortName: 'Vietcombank', code: 'VCB' });
    expect(findVietQrBank('970415')?.shortName).toBe('VietinBank');
    expect(findVietQrBank('123456')).toBeUndefined();
  });

  it('finds a bank by short name, legal name without accents, code or BIN', () => {
    const names = (query: string) => searchVietQrBanks(query).map((bank) => bank.shortName);
    expect(names('vietcom')).toEqual(['Vietcombank']);
    expect(names('ngoai thuong')).toEqual(['Vietcombank']);
    expect(names('Kỹ Thương')).toEqual(['Techcombank']);
    expect(names('970418')).toEqual(['BIDV']);
    expect(searchVietQrBanks('')).toHaveLength(VIETQR_BANKS.length);
    expect(names('không có ngân hàng này')).toEqual([]);
  });
});

describe("the account holder's name", () => {
  it('is folded to upper case without accents, đ as D (issue 26 item 13)', () => {
    expect(foldHolderName('Công ty TNHH Mộc Lam')).toBe('CONG TY TNHH MOC LAM');
    expect(foldHolderName('  Đặng   thị Thu ')).toBe('DANG THI THU');
    expect(foldHolderName('Nguyễn Văn Đức')).toBe('NGUYEN VAN DUC');
  });

  it('is folded by the form schema the server reads a save with', () => {
    const form = {
      ten: 'Chuyển khoản',
      ten_eng: 'Bank transfer',
      online: true,
      chu_tai_khoan: 'Trần Thị Ánh',
    };
    expect(v.parse(paymentFormSchema, form).chu_tai_khoan).toBe('TRAN THI ANH');
  });

  it('leaves only what a bank prints, for any Vietnamese letters', () => {
    const letters = fc.constantFrom(
      ...'aăâbcdđeêghiklmnoôơpqrstuưvxyàảãáạằẳẵắặầẩẫấậèẻẽéẹềểễếệìỉĩíịòỏõóọồổỗốộờởỡớợùủũúụừửữứựỳỷỹýỵĐ ',
    );
    fc.assert(
      fc.property(fc.array(letters, { maxLength: 40 }), (chars) => {
        const folded = foldHolderName(chars.join(''));
        expect(folded).toMatch(/^[A-Z ]*$/);
        expect(foldHolderName(folded)).toBe(folded);
      }),
    );
  });
});
