import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, persistLanguage, readPreferredLanguage } from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

describe('readPreferredLanguage', () => {
  it('defaults to Vietnamese when nothing is stored', () => {
    expect(readPreferredLanguage(memoryStorage(), '')).toBe('vi');
  });

  it('uses the language kept in local storage', () => {
    expect(readPreferredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' }), 'lang=vi')).toBe('en');
  });

  it('falls back to the lang cookie when storage holds nothing usable', () => {
    expect(readPreferredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }), 'a=1; lang=en')).toBe('en');
  });

  it('ignores unknown languages and storage that throws', () => {
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(readPreferredLanguage(throwing, 'lang=de')).toBe('vi');
  });
});

describe('persistLanguage', () => {
  it('writes local storage and mirrors the choice in the lang cookie', () => {
    const storage = memoryStorage();
    const doc = { cookie: '' };
    persistLanguage('en', storage, doc);
    expect(storage.data.get(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(doc.cookie).toMatch(/^lang=en; path=\/; max-age=\d+; samesite=lax$/);
  });
});
