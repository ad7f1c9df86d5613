import { describe, expect, it } from 'vitest';
import { normalizeAddress } from './address-index.js';
import { suggestAddress } from './suggest-address.js';

describe('normalizeAddress', () => {
  it('folds diacritics, drops punctuation and expands the usual shorthands', () => {
    expect(normalizeAddress('12 Lê Lợi, P. Sài Gòn, TP.HCM')).toBe(
      ' 12 le loi phuong sai gon thanh pho ho chi minh ',
    );
    expect(normalizeAddress('Q.1, tp hcm')).toBe(' quan 1 thanh pho ho chi minh ');
    expect(normalizeAddress('Nhà số 5 ngõ P')).toBe(' nha so 5 ngo p ');
  });
});

describe('suggestAddress', () => {
  it('puts the ward inside the named province first', () => {
    const [best, next] = suggestAddress('Số 86 đường Tân Cương, xã Tân Cương, tỉnh Thái Nguyên');
    expect(best).toMatchObject({
      tinh_thanh: 'Thái Nguyên',
      xa_phuong: 'Xã Tân Cương',
      ma_xa_phuong: '05503',
    });
    expect(next).toMatchObject({ tinh_thanh: 'Thái Nguyên', xa_phuong: '' });
    expect(best!.score).toBeGreaterThan(next!.score);
  });

  it('ignores case, diacritics and shorthands', () => {
    expect(suggestAddress('12 le loi, p. sai gon, tp hcm')[0]).toMatchObject({
      tinh_thanh: 'Thành phố Hồ Chí Minh',
      xa_phuong: 'Phường Sài Gòn',
    });
    expect(suggestAddress('BA ĐÌNH, HÀ NỘI')[0]).toMatchObject({
      tinh_thanh: 'Thành phố Hà Nội',
      xa_phuong: 'Phường Ba Đình',
    });
  });

  it('translates a legacy address through its former district and ward', () => {
    const [best] = suggestAddress('45 Nguyễn Văn Bảo, Phường 4, Quận Gò Vấp, TP HCM');
    expect(best).toMatchObject({
      tinh_thanh: 'Thành phố Hồ Chí Minh',
      xa_phuong: 'Phường Hạnh Thông',
      quan_huyen_cu: 'Quận Gò Vấp',
    });
  });

  it('gives the province alone when no ward is named, and nothing for unknown text', () => {
    expect(suggestAddress('Đà Lạt, Lâm Đồng')).toEqual([
      { tinh_thanh: 'Lâm Đồng', ma_tinh_thanh: '68', xa_phuong: '', ma_xa_phuong: '', score: 11 },
    ]);
    expect(suggestAddress('xyz abc')).toEqual([]);
  });

  it('does not take a province name for a ward of the same name', () => {
    const wards = suggestAddress('tỉnh Thái Nguyên', 20).map((s) => s.xa_phuong);
    expect(wards).toEqual(['']);
  });

  it('returns at most `limit`, best first', () => {
    const suggestions = suggestAddress('Phường Ba Đình Hà Nội Xã Tân Cương Thái Nguyên', 3);
    expect(suggestions).toHaveLength(3);
    const scores = suggestions.map((s) => s.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });
});
