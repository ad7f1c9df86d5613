import { describe, expect, it } from 'vitest';
import { typedNumber, typedNumbers, windowValues } from './form-values';

describe('typedNumber', () => {
  it('reads blanks as null, thousands separators away, other text as NaN', () => {
    expect(typedNumber('  ')).toBeNull();
    expect(typedNumber('30.000')).toBe(30_000);
    expect(typedNumber('1 250 000')).toBe(1_250_000);
    expect(typedNumber('12a')).toBeNaN();
  });
});

describe('windowValues', () => {
  it("types a stored window in Vietnam time (UTC+7), a new item's as blanks", () => {
    expect(windowValues({ hieu_luc_tu: '2026-03-01T01:00:00.000Z', hieu_luc_den: null })).toEqual({
      hieu_luc_tu: '2026-03-01T08:00:00',
      hieu_luc_den: '',
    });
    expect(windowValues(undefined)).toEqual({ hieu_luc_tu: '', hieu_luc_den: '' });
  });
});

describe('typedNumbers', () => {
  it('reads only the fields named, as typedNumber does', () => {
    expect(typedNumbers({ gia_ban: '30.000', sl_den: '', ten: '12' }, ['gia_ban', 'sl_den'])).toEqual({
      gia_ban: 30_000,
      sl_den: null,
    });
  });
});
