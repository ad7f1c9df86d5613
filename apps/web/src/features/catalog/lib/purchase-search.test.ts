import { describe, expect, it } from 'vitest';
import {
  countPages,
  keywordListParams,
  leaveOutFirstPage,
  PAGE_SIZE,
  paginationItems,
  parseKeywordSearch,
  parsePurchaseSearch,
  purchaseListParams,
} from './purchase-search';

describe('parsePurchaseSearch', () => {
  it('keeps valid values and the referral code', () => {
    expect(
      parsePurchaseSearch({ sort: 'price-desc', category: 'ca-phe', page: '3', afflink: 'AB12' }),
    ).toEqual({
      sort: 'price-desc',
      category: 'ca-phe',
      page: 3,
      afflink: 'AB12',
    });
  });

  it('keeps any category shaped like a code: the categories are data (a new one included)', () => {
    expect(parsePurchaseSearch({ category: 'mat-ong' }).category).toBe('mat-ong');
  });

  it('falls back to newest, page 1 and no category for anything it does not know', () => {
    const defaults = { sort: 'newest', page: 1, category: undefined, stars: undefined, afflink: undefined };
    expect(parsePurchaseSearch({ sort: 'cheapest', category: 'Rượu vang', page: '-2' })).toStrictEqual(
      defaults,
    );
    expect(parsePurchaseSearch({ category: ['tra'] })).toStrictEqual(defaults);
    expect(parsePurchaseSearch({ page: '2.5' })).toStrictEqual(defaults);
    expect(parsePurchaseSearch({ page: 'abc', afflink: '  ' })).toStrictEqual(defaults);
    // The router merges the result over the raw query: a dropped key must be there, undefined.
    expect(Object.keys(parsePurchaseSearch({ category: '../x' }))).toContain('category');
    expect(parsePurchaseSearch({ page: 10 ** 9 }).page).toBe(1000);
  });

  it('reads the rating sort and a star filter of 1 to 5 stars, dropping any other', () => {
    expect(parsePurchaseSearch({ sort: 'rating', stars: '4' })).toMatchObject({ sort: 'rating', stars: 4 });
    expect(parsePurchaseSearch({ stars: 5 }).stars).toBe(5);
    for (const stars of ['0', '6', '4.5', 'bốn', ['4'], ''])
      expect(parsePurchaseSearch({ stars }).stars).toBeUndefined();
    expect(Object.keys(parsePurchaseSearch({ stars: '9' }))).toContain('stars');
  });
});

describe('parseKeywordSearch', () => {
  it('trims the keyword and cuts it at 100 characters', () => {
    expect(parseKeywordSearch({ keyword: '  ca phe ' })).toEqual({
      keyword: 'ca phe',
      page: 1,
      afflink: undefined,
    });
    expect(parseKeywordSearch({ keyword: 'x'.repeat(300) }).keyword).toHaveLength(100);
    expect(parseKeywordSearch({})).toEqual({ keyword: '', page: 1 });
    expect(parseKeywordSearch({ keyword: 123 }).keyword).toBe('123');
  });
});

describe('purchaseListParams', () => {
  it('maps each sort to the server sort with a stable tie-break, and the category to ma_nvt', () => {
    const base = { page: 2, category: 'tra' as const };
    expect(purchaseListParams({ ...base, sort: 'newest' }, 'vi')).toMatchObject({
      q: { ma_nvt: 'tra' },
      sort: { date_created: -1, ma_vt: 1 },
      limit: PAGE_SIZE,
      page: 2,
    });
    expect(purchaseListParams({ ...base, sort: 'price-asc' }, 'vi').sort).toEqual({
      gia_ban_le: 1,
      ma_vt: 1,
    });
    expect(purchaseListParams({ ...base, sort: 'price-desc' }, 'vi').sort).toEqual({
      gia_ban_le: -1,
      ma_vt: 1,
    });
    expect(purchaseListParams({ ...base, sort: 'name' }, 'vi').sort).toEqual({ ten_vt: 1, ma_vt: 1 });
    expect(purchaseListParams({ ...base, sort: 'name' }, 'en').sort).toEqual({ ten_vt_eng: 1, ma_vt: 1 });
    expect(purchaseListParams({ sort: 'newest', page: 1 }, 'vi').q).toBeUndefined();
  });

  it('sorts by the published rating, then its count, unrated last; filters by the least average', () => {
    expect(purchaseListParams({ sort: 'rating', page: 1 }, 'vi').sort).toEqual({
      diem_danh_gia: -1,
      so_danh_gia: -1,
      ma_vt: 1,
    });
    expect(purchaseListParams({ sort: 'newest', stars: 4, category: 'tra', page: 1 }, 'vi').q).toEqual({
      ma_nvt: 'tra',
      diem_danh_gia: { $gte: 4 },
    });
    expect(purchaseListParams({ sort: 'newest', stars: 3, page: 1 }, 'vi').q).toEqual({
      diem_danh_gia: { $gte: 3 },
    });
  });
});

describe('keywordListParams', () => {
  it('searches both names and the code with the literal text match', () => {
    const params = keywordListParams({ keyword: 'ca phe', page: 1 });
    const match = { $regex: 'ca phe', $options: 'i' };
    expect(params.q).toEqual({ $or: [{ ten_vt: match }, { ten_vt_eng: match }, { ma_vt: match }] });
  });
});

describe('paginationItems', () => {
  it('shows nothing for a single page', () => {
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are few', () => {
    expect(paginationItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(paginationItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts a gap where pages are skipped, and never a gap for one missing page', () => {
    expect(paginationItems(6, 12)).toEqual([1, 'gap', 5, 6, 7, 'gap', 12]);
    expect(paginationItems(1, 12)).toEqual([1, 2, 'gap', 12]);
    expect(paginationItems(12, 12)).toEqual([1, 'gap', 11, 12]);
    expect(paginationItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'gap', 12]);
  });

  it('always includes the first, the last and the current page, in order', () => {
    for (let total = 2; total <= 30; total++) {
      for (let current = 1; current <= total; current++) {
        const pages = paginationItems(current, total).filter((item) => item !== 'gap');
        expect(pages).toContain(1);
        expect(pages).toContain(total);
        expect(pages).toContain(current);
        expect([...pages].sort((a, b) => a - b)).toEqual(pages);
      }
    }
  });
});

describe('countPages', () => {
  it('rounds up and never says 0', () => {
    expect(countPages(0)).toBe(1);
    expect(countPages(PAGE_SIZE)).toBe(1);
    expect(countPages(PAGE_SIZE + 1)).toBe(2);
    expect(countPages(45)).toBe(4);
  });
});

describe('leaveOutFirstPage', () => {
  const next = <T>(search: T) => search;
  it('leaves page 1 out of the address and keeps any other page and parameter', () => {
    expect(leaveOutFirstPage({ search: { sort: 'newest', page: 1 }, next })).toEqual({ sort: 'newest' });
    expect(leaveOutFirstPage({ search: { sort: 'name', page: 2 }, next })).toEqual({ sort: 'name', page: 2 });
    const search: { keyword: string; page?: number } = { keyword: 'tra' };
    expect(leaveOutFirstPage({ search, next })).toEqual({ keyword: 'tra' });
  });
});
