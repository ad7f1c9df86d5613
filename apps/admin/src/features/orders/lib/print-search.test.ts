import { describe, expect, it } from 'vitest';
import { printIds, readPrintSearch } from './print-search';

const id = (n: number) => n.toString(16).padStart(24, '0');

describe('print search', () => {
  it('keeps known documents, sizes and languages and drops the rest', () => {
    expect(readPrintSearch({ ids: 'x', doc: 'slip', size: 'a5', lang: 'en' })).toEqual({
      ids: 'x',
      doc: 'slip',
      size: 'a5',
      lang: 'en',
    });
    expect(readPrintSearch({ ids: 3, doc: 'label', size: 'letter', lang: 'fr' })).toEqual({ ids: '' });
  });

  it('reads well-formed ids once each, at most 100', () => {
    expect(printIds(`${id(1)},nope,${id(2)},${id(1)},`)).toEqual([id(1), id(2)]);
    expect(printIds(Array.from({ length: 150 }, (_, n) => id(n)).join(','))).toHaveLength(100);
    expect(printIds('')).toEqual([]);
  });
});
