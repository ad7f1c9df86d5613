import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADDRESS_TEXT_FIELDS, addressWriteSchema } from './address-schema.js';

describe('addressWriteSchema', () => {
  it('keeps only the address fields, trimmed, with "" for those a creation leaves out', () => {
    const created = v.parse(addressWriteSchema(false), {
      dia_chi: ' 12 Lý Thái Tổ ',
      tinh_thanh: null,
      x: 1,
    });
    expect(created).toEqual({
      ...Object.fromEntries(ADDRESS_TEXT_FIELDS.map((field) => [field, ''])),
      dia_chi: '12 Lý Thái Tổ',
    });
  });

  it('leaves out of an update what the body leaves out, and keeps ngam_dinh and _id', () => {
    expect(
      v.parse(addressWriteSchema(true), { _id: 'a', ngam_dinh: true, xa_phuong: 'Phường Hoàn Kiếm' }),
    ).toEqual({
      _id: 'a',
      ngam_dinh: true,
      xa_phuong: 'Phường Hoàn Kiếm',
    });
  });

  it('refuses a field that is not text or too long, and a ngam_dinh that is not a boolean', () => {
    expect(v.is(addressWriteSchema(true), { tinh_thanh: 5 })).toBe(false);
    expect(v.is(addressWriteSchema(true), { dia_chi: 'x'.repeat(501) })).toBe(false);
    expect(v.is(addressWriteSchema(true), { ngam_dinh: 'yes' })).toBe(false);
  });
});
