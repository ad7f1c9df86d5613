import { profileFormSchema } from '@shop/domain/accounts';
import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/form-errors';
import { birthDateText, readBirthDate, withBirthDateText } from './birth-date';

const today = new Date('2026-11-23T08:00:00Z');

describe('birthDateText', () => {
  it('shows the stored YYYY-MM-DD as DD/MM/YYYY, and nothing for no date', () => {
    expect(birthDateText('1990-05-17')).toBe('17/05/1990');
    expect(birthDateText('')).toBe('');
    expect(birthDateText(undefined)).toBe('');
  });
});

describe('readBirthDate', () => {
  it('turns DD/MM/YYYY into the server’s YYYY-MM-DD', () => {
    expect(readBirthDate('17/05/1990', today)).toEqual({ ok: true, iso: '1990-05-17' });
    expect(readBirthDate(' 29/02/2024 ', today)).toEqual({ ok: true, iso: '2024-02-29' });
    expect(readBirthDate('1/5/1990', today)).toEqual({ ok: true, iso: '1990-05-01' });
    expect(readBirthDate('17.05.1990', today)).toEqual({ ok: true, iso: '1990-05-17' });
    expect(readBirthDate('1990-05-17', today)).toEqual({ ok: true, iso: '1990-05-17' });
  });

  it('leaves an empty field empty', () => {
    expect(readBirthDate('  ', today)).toEqual({ ok: true, iso: '' });
  });

  it('refuses impossible days and other shapes', () => {
    for (const text of [
      '30/02/1990',
      '29/02/2023',
      '32/01/1990',
      '17/13/1990',
      '05/17/90',
      'abc',
      '1990/05/17',
    ]) {
      expect(readBirthDate(text, today)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('refuses a day after today in Vietnam time, accepts today', () => {
    expect(readBirthDate('23/11/2026', today)).toEqual({ ok: true, iso: '2026-11-23' });
    expect(readBirthDate('24/11/2026', today)).toEqual({ ok: false, reason: 'future' });
    // 20:00 UTC is already the next day in Vietnam.
    expect(readBirthDate('24/11/2026', new Date('2026-11-23T20:00:00Z')).ok).toBe(true);
  });
});

describe('withBirthDateText', () => {
  const messages = { invalid: 'sai dạng', future: 'tương lai' };
  const schema = withBirthDateText(profileFormSchema('vi'), messages, today);

  it('hands the domain schema the ISO date', () => {
    expect(validateForm(schema, { name: 'An', ngay_sinh: '17/05/1990', gioi_tinh: 'female' })).toEqual({
      ok: true,
      value: { name: 'An', ngay_sinh: '1990-05-17', gioi_tinh: 'female' },
    });
  });

  it('gives the birth date’s message next to the other fields’ ones', () => {
    expect(validateForm(schema, { name: ' ', ngay_sinh: '31/04/1990', gioi_tinh: '' })).toEqual({
      ok: false,
      errors: { name: 'Vui lòng nhập đầy đủ họ và tên', ngay_sinh: 'sai dạng' },
    });
    expect(validateForm(schema, { name: 'An', ngay_sinh: '01/01/2030', gioi_tinh: '' })).toEqual({
      ok: false,
      errors: { ngay_sinh: 'tương lai' },
    });
  });
});
