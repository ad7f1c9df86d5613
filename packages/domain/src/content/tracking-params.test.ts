import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrackingParam, splitTrackingParams } from './tracking-params.js';

const withoutTrackingParams = (query: string) => splitTrackingParams(query).query;

describe('isTrackingParam', () => {
  it('names the campaign, ad-click and share parameters, in any case', () => {
    for (const name of [
      'utm_source',
      'UTM_Campaign',
      'utm_id',
      'fbclid',
      'gclid',
      'msclkid',
      'zarsrc',
      '_ga',
    ])
      expect(isTrackingParam(name), name).toBe(true);
  });

  it("leaves the shop's own parameters alone", () => {
    for (const name of ['lang', 'page', 'sort', 'category', 'keyword', 'afflink', 'utm', 'q', 'gclid2'])
      expect(isTrackingParam(name), name).toBe(false);
  });
});

describe('splitTrackingParams', () => {
  it('drops the trackers and keeps the rest as written, in order', () => {
    expect(withoutTrackingParams('?utm_source=zalo&page=2&fbclid=IwAR0&sort=name')).toBe('?page=2&sort=name');
    expect(withoutTrackingParams('keyword=tr%C3%A0+xanh&gclid=x&lang=en')).toBe(
      '?keyword=tr%C3%A0+xanh&lang=en',
    );
    expect(withoutTrackingParams('?utm_source=zalo&utm_medium=social')).toBe('');
    expect(withoutTrackingParams('')).toBe('');
    expect(withoutTrackingParams('?')).toBe('');
  });

  it('gives the trackers back as written, for an address that must keep them (a redirect)', () => {
    expect(splitTrackingParams('?utm_source=zalo&page=2&fbclid=IwAR0')).toEqual({
      query: '?page=2',
      tracking: 'utm_source=zalo&fbclid=IwAR0',
    });
    expect(splitTrackingParams('?page=2')).toEqual({ query: '?page=2', tracking: '' });
  });

  it('reads encoded names and keeps a part it cannot decode', () => {
    expect(withoutTrackingParams('?utm%5Fsource=a&x=1')).toBe('?x=1');
    expect(withoutTrackingParams('?%E0%A4%A=1&fbclid')).toBe('?%E0%A4%A=1');
  });

  it('never leaves a tracker, never adds a part, and is idempotent', () => {
    const name = fc.oneof(
      fc.constantFrom('utm_source', 'fbclid', 'gclid', 'page', 'sort', 'lang', 'afflink', 'x'),
      fc.string({ maxLength: 6 }).filter((value) => !/[&=?]/.test(value)),
    );
    const part = fc.tuple(
      name,
      fc.option(fc.string({ maxLength: 6 }).filter((value) => !/[&?]/.test(value))),
    );
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const query = parts.map(([key, value]) => (value === null ? key : `${key}=${value}`)).join('&');
        const { query: result, tracking } = splitTrackingParams(query);
        const given0 = query.split('&').filter((item) => item !== '');
        // Nothing lost: every part is in one of the two.
        expect(
          [
            ...(result === '' ? [] : result.slice(1).split('&')),
            ...(tracking === '' ? [] : tracking.split('&')),
          ].sort(),
        ).toEqual([...given0].sort());
        const kept = result === '' ? [] : result.slice(1).split('&');
        const given = query.split('&').filter((item) => item !== '');
        expect(kept.every((item) => given.includes(item))).toBe(true);
        expect(kept.some((item) => isTrackingParam(item.split('=')[0] ?? ''))).toBe(false);
        expect(withoutTrackingParams(result)).toBe(result);
      }),
    );
  });
});
