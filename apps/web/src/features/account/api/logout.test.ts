import { describe, expect, it } from 'vitest';
import { clearStorageForLogout } from './logout';

describe('clearStorageForLogout', () => {
  it('keeps only the keys containing labelinfo, listinfo or reportinfo', () => {
    localStorage.setItem('token', 'abc');
    localStorage.setItem('language', 'en');
    localStorage.setItem('isUpdate', '1');
    localStorage.setItem('cache-labelinfo-vi', 'x');
    localStorage.setItem('listinfo', 'y');
    localStorage.setItem('my_reportinfo_2', 'z');
    clearStorageForLogout(localStorage);
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index)).sort();
    expect(keys).toEqual(['cache-labelinfo-vi', 'listinfo', 'my_reportinfo_2']);
  });
});
