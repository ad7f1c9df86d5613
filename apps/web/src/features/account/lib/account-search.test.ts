import { describe, expect, it } from 'vitest';
import { parseLoginSearch, parseVerifySearch, safeRedirect } from './account-search';

describe('account search params', () => {
  it('keeps only in-app redirects', () => {
    expect(safeRedirect('/user-profile/my-profile')).toBe('/user-profile/my-profile');
    expect(safeRedirect('//evil.example')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
  });

  it('never throws and drops blank values', () => {
    expect(parseLoginSearch({ redirect: 'x', account: '  ' })).toEqual({
      redirect: undefined,
      account: undefined,
    });
    expect(parseVerifySearch({ account: ' an@example.vn ', id: 'abc', redirect: '/cart' })).toEqual({
      account: 'an@example.vn',
      id: 'abc',
      redirect: '/cart',
    });
    expect(parseVerifySearch({ account: 84912345678 })).toMatchObject({ account: '84912345678' });
  });
});
