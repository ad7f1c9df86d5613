import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { draftWriteSchema } from './draft-write.js';

const firstPath = (input: unknown) => {
  const result = v.safeParse(draftWriteSchema, input, { abortEarly: true });
  return result.success ? undefined : result.issues[0]?.path?.map((item) => item.key);
};

describe('draftWriteSchema', () => {
  it('reads the choices, vouchers and lines present, and passes other fields through', () => {
    const body = {
      dia_chi: ' 1 Tràng Tiền ',
      tinh_thanh: null,
      evouchers: ['GIAM10', { ma: ' FREESHIP ' }, 5, {}],
      details: [{ ma_vt: 'TRA-004', sl_xuat: '2' }],
      trang_thai: '0',
    };
    expect(v.parse(draftWriteSchema, body)).toEqual({
      dia_chi: '1 Tràng Tiền',
      tinh_thanh: '',
      evouchers: ['GIAM10', 'FREESHIP', '5', ''],
      details: [{ ma_vt: 'TRA-004', sl_xuat: 2 }],
      trang_thai: '0',
    });
    expect(v.parse(draftWriteSchema, { evouchers: null, details: null })).toEqual({
      evouchers: [],
      details: null,
    });
  });

  it('names the field that is wrong, lines first', () => {
    expect(firstPath({ ghi_chu: 'x'.repeat(501), details: [{ ma_vt: '' }] })).toEqual([
      'details',
      0,
      'ma_vt',
    ]);
    expect(firstPath({ ghi_chu: {} })).toEqual(['ghi_chu']);
    expect(firstPath({ evouchers: 'GIAM10' })).toEqual(['evouchers']);
    expect(firstPath({ evouchers: Array(11).fill('A') })).toEqual(['evouchers']);
    expect(firstPath({ details: Array(101).fill({ ma_vt: 'A' }) })).toEqual(['details']);
  });
});
