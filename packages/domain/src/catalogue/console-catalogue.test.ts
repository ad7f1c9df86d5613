import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isCategorySlug } from './categories.js';
import {
  catalogueItemFormSchema,
  copyName,
  PICTURE_PATH,
  productFigures,
  productFormSchema,
  productsQuerySchema,
} from './console-catalogue.js';

const base = { ma_vt: ' tra-01 ', ten_vt: 'Trà', ten_vt_eng: 'Tea', ma_nvt: 'tra', gia_ban_le: 1000 };
const firstCode = (input: unknown) => {
  const result = v.safeParse(productFormSchema, input);
  return result.success ? undefined : result.issues[0]?.message;
};

describe('the product form', () => {
  it('stores the code upper-case and fills the optional fields', () => {
    expect(v.parse(productFormSchema, base)).toMatchObject({
      ma_vt: 'TRA-01',
      ma_dong_sp: '',
      thi_truong: ['noi-dia'],
      thuoc_tinh: [],
      pictures: [],
      online: true,
      ton: 0,
    });
  });

  it('refuses each bad field with its coded message', () => {
    expect(firstCode({ ...base, ma_vt: 'trà' })).toBe('PRODUCT_CODE_INVALID');
    expect(firstCode({ ...base, ten_vt_eng: '  ' })).toBe('PRODUCT_NAME_EN_REQUIRED');
    expect(firstCode({ ...base, gia_ban_le: 1.5 })).toBe('PRODUCT_PRICE_INVALID');
    expect(firstCode({ ...base, gia_ban_le: -1 })).toBe('PRODUCT_PRICE_INVALID');
    expect(firstCode({ ...base, ton: 10_000_001 })).toBe('PRODUCT_STOCK_INVALID');
    const variant = { gia_tri_bien_the_1: 'Xanh', gia_tri_bien_the_2: '100g', gia_ban_le: 1 };
    expect(
      firstCode({ ...base, thuoc_tinh: [{ ...variant, gia_tri_bien_the_1: '', gia_tri_bien_the_2: '' }] }),
    ).toBe('PRODUCT_VARIANT_EMPTY');
    expect(firstCode({ ...base, thuoc_tinh: [variant, { ...variant, gia_tri_bien_the_1: 'XANH' }] })).toBe(
      'PRODUCT_VARIANT_DUPLICATE',
    );
    expect(firstCode({ ...base, pictures: [{ path: '/images/../secret' }] })).toBe('PRODUCT_PICTURE_INVALID');
    expect(firstCode({ ...base, pictures: [{ path: 'https://elsewhere.example/a.png' }] })).toBe(
      'PRODUCT_PICTURE_INVALID',
    );
  });

  it('takes uploads of the file API and the shop images as pictures', () => {
    expect(PICTURE_PATH.test('/api/shop-1/file?q=0123456789abcdef01234567')).toBe(true);
    expect(PICTURE_PATH.test('/images/products/tra-001.svg')).toBe(true);
    expect(PICTURE_PATH.test('/api/shop/file?q=x')).toBe(false);
  });
});

describe('product figures', () => {
  it('are the lowest price of the variants on sale and the sum of their stock', () => {
    expect(productFigures({ gia_ban_le: 9, ton: 3 }, [])).toEqual({ gia_ban_le: 9, ton: 3 });
    expect(
      productFigures({ gia_ban_le: 9, ton: 3 }, [
        { gia_ban_le: 5, ton: 1, online: false },
        { gia_ban_le: 7, ton: 2, online: true },
      ]),
    ).toEqual({ gia_ban_le: 7, ton: 3 });
    expect(productFigures({ gia_ban_le: 9, ton: 3 }, [{ gia_ban_le: 5, ton: 1, online: false }])).toEqual({
      gia_ban_le: 5,
      ton: 1,
    });
  });

  it('never price above a variant on sale, and sum every variant', () => {
    const variant = fc.record({ gia_ban_le: fc.nat(1e9), ton: fc.nat(1e6), online: fc.boolean() });
    fc.assert(
      fc.property(fc.array(variant, { minLength: 1, maxLength: 20 }), (variants) => {
        const figures = productFigures({ gia_ban_le: 0, ton: 0 }, variants);
        const onSale = variants.filter((item) => item.online);
        for (const item of onSale) expect(figures.gia_ban_le).toBeLessThanOrEqual(item.gia_ban_le);
        expect(figures.ton).toBe(variants.reduce((sum, item) => sum + item.ton, 0));
      }),
    );
  });
});

describe('copies, queries and catalogue items', () => {
  it('names a copy within 200 characters', () => {
    expect(copyName('Trà', 'vi')).toBe('Trà (bản sao)');
    expect(copyName('x'.repeat(200), 'en')).toHaveLength(200);
  });

  it('reads the list query with defaults and refuses unknown filters', () => {
    expect(v.parse(productsQuerySchema, {})).toEqual({
      q: '',
      category: '',
      line: '',
      stock: 'all',
      status: 'all',
      page: 1,
      limit: 20,
    });
    expect(v.safeParse(productsQuerySchema, { status: 'deleted' }).success).toBe(false);
  });

  it('takes lower-case dashed codes for categories and lines', () => {
    expect(
      v.parse(catalogueItemFormSchema, { ma: 'tra-sen', ten: 'Trà sen', ten_eng: 'Lotus tea' }),
    ).toMatchObject({
      ma: 'tra-sen',
      picture: '',
    });
    const bad = v.safeParse(catalogueItemFormSchema, { ma: 'Trà-Sen', ten: 'x', ten_eng: 'x' });
    expect(bad.success ? '' : bad.issues[0]?.message).toBe('CATALOGUE_CODE_INVALID');
  });

  it('keeps a description and picture alt texts per language, within their lengths', () => {
    const base = { ma: 'mat-ong', ten: 'Mật ong', ten_eng: 'Honey' };
    expect(
      v.parse(catalogueItemFormSchema, {
        ...base,
        mo_ta: '  Mật ong rừng U Minh. ',
        mo_ta_eng: 'U Minh forest honey.',
        picture: '/images/categories/tra.svg',
        picture_alt: 'Hũ mật ong',
      }),
    ).toMatchObject({
      mo_ta: 'Mật ong rừng U Minh.',
      mo_ta_eng: 'U Minh forest honey.',
      picture_alt: 'Hũ mật ong',
      picture_alt_eng: '',
    });
    const long = v.safeParse(catalogueItemFormSchema, { ...base, mo_ta_eng: 'x'.repeat(501) });
    expect(long.success ? '' : long.issues[0]?.message).toBe('CATALOGUE_DESCRIPTION_TOO_LONG');
    const alt = v.safeParse(catalogueItemFormSchema, { ...base, picture_alt: 'x'.repeat(201) });
    expect(alt.success ? '' : alt.issues[0]?.message).toBe('CATALOGUE_ALT_TOO_LONG');
  });

  it('tells a slug-shaped category code from anything else', () => {
    expect(['tra', 'mat-ong', 'nuoc-ep-oi', 'a1'].every(isCategorySlug)).toBe(true);
    expect(['', 'x', 'Mật ong', 'mat--ong', '-tra', 'tra-', 'a/b', 42, undefined].some(isCategorySlug)).toBe(
      false,
    );
  });
});
