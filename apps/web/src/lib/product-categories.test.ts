import type { Category } from '@shop/domain/contracts';
import { describe, expect, it } from 'vitest';
import { SEEDED_CATEGORIES } from '@/test/product-categories';
import { toShopCategories } from './product-categories';

const HONEY: Category = {
  ...(SEEDED_CATEGORIES[0] as Category),
  _id: '65c000000000000000000099',
  ma: 'mat-ong',
  slug: 'mat-ong',
  ten: 'Mật ong',
  ten_eng: '',
  mo_ta: 'Mật ong rừng U Minh.',
  mo_ta_eng: '',
  picture: '/api/app/file?q=65c000000000000000000001',
  picture_alt: 'Hũ mật ong',
  picture_alt_eng: 'A jar of honey',
  sst: 6,
};

describe('toShopCategories', () => {
  it("keeps the data's order and names each category in the page's language, Vietnamese where no English was written", () => {
    const rows = [HONEY, ...SEEDED_CATEGORIES];
    expect(toShopCategories(rows, 'vi').map((category) => category.name)).toEqual([
      'Mật ong',
      'Trà',
      'Cà phê',
      'Nông sản',
      'Nước tăng lực',
      'Nước ép ổi',
    ]);
    const [honey, tea] = toShopCategories(rows, 'en');
    expect(honey).toEqual({
      code: 'mat-ong',
      slug: 'mat-ong',
      name: 'Mật ong',
      description: 'Mật ong rừng U Minh.',
      picture: HONEY.picture,
      pictureAlt: 'A jar of honey',
    });
    expect(tea).toMatchObject({ name: 'Tea', description: 'Tan Cuong green tea.', pictureAlt: '' });
  });

  it('leaves out rows with no usable code, slug or name, and a second row of one slug', () => {
    const broken = [
      { ...HONEY, ma: 'Mật Ong' },
      { ...HONEY, slug: 'a/b' },
      { ...HONEY, ten: '' },
      HONEY,
      { ...HONEY, ten: 'Mật ong (trùng)' },
    ];
    expect(toShopCategories(broken, 'vi').map((category) => category.name)).toEqual(['Mật ong']);
    expect(toShopCategories(undefined, 'vi')).toEqual([]);
  });
});
