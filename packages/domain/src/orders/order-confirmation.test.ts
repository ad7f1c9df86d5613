import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidOptionalEmail, isValidOrderPhone, validateOrderConfirmation } from './order-confirmation.js';

const complete = {
  ten_nguoi_nhan: 'Nguyễn An',
  sdt_nguoi_nhan: '0912345678',
  email_nguoi_nhan: '',
  dia_chi: '12 Lê Lợi',
  tinh_thanh: 'Thành phố Hồ Chí Minh',
  xa_phuong: 'Phường Sài Gòn',
};

describe('validateOrderConfirmation (SPEC §5, status 0)', () => {
  it('accepts a complete receiver without district where the province has none', () => {
    expect(validateOrderConfirmation(complete, { provinceHasDistricts: false })).toEqual({ ok: true });
  });

  it('needs the district only where the province has districts', () => {
    expect(validateOrderConfirmation(complete, { provinceHasDistricts: true })).toEqual({
      ok: false,
      issues: [{ field: 'quan_huyen', code: 'ADDRESS_INCOMPLETE' }],
    });
    expect(
      validateOrderConfirmation({ ...complete, quan_huyen: 'Quận 1' }, { provinceHasDistricts: true }).ok,
    ).toBe(true);
  });

  it('checks the phone trimmed, the e-mail when present, and each address part', () => {
    const result = validateOrderConfirmation(
      {
        ten_nguoi_nhan: 'An',
        sdt_nguoi_nhan: ' 091234567 ',
        email_nguoi_nhan: 'an@',
        dia_chi: ' ',
        tinh_thanh: 'Hà Nội',
      },
      { provinceHasDistricts: false },
    );
    expect(result).toEqual({
      ok: false,
      issues: [
        { field: 'sdt_nguoi_nhan', code: 'PHONE_INVALID' },
        { field: 'email_nguoi_nhan', code: 'EMAIL_INVALID' },
        { field: 'dia_chi', code: 'ADDRESS_INCOMPLETE' },
        { field: 'xa_phuong', code: 'ADDRESS_INCOMPLETE' },
      ],
    });
  });

  it("needs the receiver's name, not blank (issue 26: an order was placed without one)", () => {
    for (const name of [undefined, '', '   '])
      expect(
        validateOrderConfirmation({ ...complete, ten_nguoi_nhan: name }, { provinceHasDistricts: false }),
      ).toEqual({
        ok: false,
        issues: [{ field: 'ten_nguoi_nhan', code: 'RECEIVER_NAME_REQUIRED' }],
      });
  });

  it('reads the phone and e-mail rules', () => {
    expect(isValidOrderPhone('0912345678')).toBe(true);
    expect(isValidOrderPhone('  091234567  ')).toBe(false);
    expect(isValidOrderPhone(null)).toBe(false);
    expect(isValidOptionalEmail(undefined)).toBe(true);
    expect(isValidOptionalEmail(' an@tra.vn ')).toBe(true);
    expect(isValidOptionalEmail('an tra@tra.vn')).toBe(false);
    expect(isValidOptionalEmail('an@localhost')).toBe(false);
  });

  it('property: a phone is valid exactly when it has 10+ characters once trimmed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (phone) => {
        expect(isValidOrderPhone(phone)).toBe(phone.trim().length >= 10);
      }),
    );
  });
});
