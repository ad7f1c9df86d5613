import { describe, expect, it } from 'vitest';
import { typedNumber } from './form-values';

describe('typedNumber', () => {
  it('reads blanks as null, thousands separators away, other text as NaN', () => {
    expect(typedNumber('  ')).toBeNull();
    expect(typedNumber('30.000')).toBe(30_000);
    expect(typedNumber('1 250 000')).toBe(1_250_000);
    expect(typedNumber('12a')).toBeNaN();
  });
});
