import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readGender } from './user-info.js';

describe('readGender', () => {
  it('keeps male and female, reads a missing value as ""', () => {
    expect(readGender('male')).toBe('male');
    expect(readGender('female')).toBe('female');
    expect(readGender(null)).toBe('');
    expect(readGender(undefined)).toBe('');
  });

  it('states nothing but the three values for any stored text', () => {
    fc.assert(fc.property(fc.string(), (text) => ['male', 'female', ''].includes(readGender(text))));
  });
});
