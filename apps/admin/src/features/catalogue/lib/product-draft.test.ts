import { productFormSchema } from '@shop/domain/catalogue';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readForm } from '@/lib/read-form';
import { draftOf, editorErrors, emptyDraft, emptyVariant, formOf, moved, shownPrice } from './product-draft';

/** A tea with its code, names and line: the fields every product needs, then the test's own. */
const teaDraft = <T extends object>(fields: T) => ({
  ...emptyDraft(),
  ma_vt: 'abc-1',
  ten_vt: 'Trà',
  ten_vt_eng: 'Tea',
  ma_nvt: 'tra',
  ...fields,
});

/** The draft read as the editor reads it before saving. */
const readDraft = (draft: ReturnType<typeof emptyDraft>) => readForm(productFormSchema, formOf(draft));

describe('product draft', () => {
  it("keeps a variant's messages on its row, one per top-level field for the rest", () => {
    const draft = teaDraft({
      gia_ban_le: '-5',
      thuoc_tinh: [{ ...emptyVariant(), gia_tri_bien_the_1: 'Đỏ', gia_ban_le: '1000' }, emptyVariant()],
    });
    const read = readDraft(draft);
    expect(read.ok).toBe(false);
    const errors = editorErrors(read.ok ? {} : read.errors);
    expect(errors).toEqual({
      gia_ban_le: 'PRODUCT_PRICE_INVALID',
      'thuoc_tinh.1.gia_ban_le': 'PRODUCT_PRICE_INVALID',
    });
    expect(
      editorErrors({ thuoc_tinh: 'PRODUCT_VARIANT_DUPLICATE', 'pictures.0.alt': 'PRODUCT_PICTURE_INVALID' }),
    ).toEqual({
      thuoc_tinh: 'PRODUCT_VARIANT_DUPLICATE',
      pictures: 'PRODUCT_PICTURE_INVALID',
    });
  });

  it('reads typed numbers for the schema, refusing blanks and non-numbers', () => {
    const draft = teaDraft({
      gia_ban_le: '12000',
    });
    expect(v.parse(productFormSchema, formOf(draft))).toMatchObject({
      ma_vt: 'ABC-1',
      gia_ban_le: 12_000,
      ton: 0,
    });
    const blank = v.safeParse(productFormSchema, formOf({ ...draft, gia_ban_le: '' }));
    expect(blank.success ? '' : blank.issues[0]?.message).toBe('PRODUCT_PRICE_INVALID');
    const decimal = v.safeParse(productFormSchema, formOf({ ...draft, gia_ban_le: '1.5' }));
    expect(decimal.success).toBe(false);
  });

  it("reads a variant's weight and size for carriers: typed numbers, empty as unknown, others refused", () => {
    const variant = { ...emptyVariant(), gia_tri_bien_the_1: 'Hộp', gia_ban_le: '150.000' };
    const sized = { ...variant, khoi_luong_g: '350', dai_cm: '20', rong_cm: ' 12 ', cao_cm: '' };
    const draft = teaDraft({
      thuoc_tinh: [sized],
    });
    const read = readDraft(draft);
    expect(read.ok ? read.value.thuoc_tinh : read.errors).toMatchObject([
      { khoi_luong_g: 350, dai_cm: 20, rong_cm: 12, cao_cm: null },
    ]);
    const wrong = readDraft({ ...draft, thuoc_tinh: [{ ...sized, khoi_luong_g: '0,5' }] });
    expect(wrong.ok ? {} : editorErrors(wrong.errors)).toMatchObject({
      'thuoc_tinh.0.khoi_luong_g': 'PRODUCT_MEASURE_INVALID',
    });
  });

  it('reads a variant price written the Vietnamese way ("150.000" is 150000)', () => {
    const draft = teaDraft({
      thuoc_tinh: [
        { ...emptyVariant(), gia_tri_bien_the_1: 'Hộp 500g', gia_ban_le: '150.000' },
        { ...emptyVariant(), gia_tri_bien_the_1: 'Hộp 1kg', gia_ban_le: '1 250 000 ₫' },
      ],
    });
    const read = readDraft(draft);
    expect(read.ok ? read.value : read.errors).toMatchObject({
      gia_ban_le: 150_000,
      thuoc_tinh: [{ gia_ban_le: 150_000 }, { gia_ban_le: 1_250_000 }],
    });
    const decimal = readDraft({ ...draft, thuoc_tinh: [{ ...draft.thuoc_tinh[0]!, gia_ban_le: '150,5' }] });
    expect(decimal.ok ? {} : editorErrors(decimal.errors)).toMatchObject({
      'thuoc_tinh.0.gia_ban_le': 'PRODUCT_PRICE_INVALID',
    });
  });

  it('prices a product with variants at its lowest variant on sale', () => {
    const draft = {
      ...emptyDraft(),
      gia_ban_le: '99000',
      thuoc_tinh: [
        { ...emptyVariant(), gia_tri_bien_the_2: '100g', gia_ban_le: '30000', online: false },
        { ...emptyVariant(), gia_tri_bien_the_2: '250g', gia_ban_le: '50000' },
      ],
    };
    expect(shownPrice(draft)).toBe(50_000);
    expect(formOf(draft).gia_ban_le).toBe(50_000);
  });

  it('round-trips a stored product, the first picture being the main one with its alt texts', () => {
    const draft = draftOf({
      _id: 'a'.repeat(24),
      ma_vt: 'TRA-001',
      ten_vt: 'Trà',
      ten_vt_eng: 'Tea',
      ma_nvt: 'tra',
      gia_ban_le: 10,
      ton: 3,
      picture: '/images/a.svg',
      pictures: ['/images/a.svg', '/images/b.svg'],
      pictures_alt: [{ alt: 'A', alt_eng: 'A en' }],
      thuoc_tinh: [],
    });
    expect(draft.pictures).toEqual([
      { path: '/images/a.svg', alt: 'A', alt_eng: 'A en' },
      { path: '/images/b.svg', alt: '', alt_eng: '' },
    ]);
    expect(moved(draft.pictures, 1, -1).map((picture) => picture.path)).toEqual([
      '/images/b.svg',
      '/images/a.svg',
    ]);
    expect(moved(draft.pictures, 0, -1)).toEqual(draft.pictures);
  });
});
