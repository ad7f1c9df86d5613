import type { Product } from '@shop/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { describeVariantChoice, initialVariant, pickColour, pickSize } from './variant-choice';

// CPH-002 of the seed: ground 500g does not exist, ground 250g is out of stock.
const ARABICA: Pick<Product, 'thuoc_tinh'> = {
  thuoc_tinh: [
    {
      _id: 'a',
      gia_tri_bien_the_1: 'Nguyên hạt',
      gia_tri_bien_the_1_eng: 'Whole bean',
      gia_tri_bien_the_2: '250g',
      gia_ban_le: 195_000,
      ton: 70,
      online: true,
    },
    {
      _id: 'b',
      gia_tri_bien_the_1: 'Nguyên hạt',
      gia_tri_bien_the_1_eng: 'Whole bean',
      gia_tri_bien_the_2: '500g',
      gia_ban_le: 370_000,
      ton: 32,
      online: true,
    },
    {
      _id: 'c',
      gia_tri_bien_the_1: 'Xay sẵn',
      gia_tri_bien_the_1_eng: 'Ground',
      gia_tri_bien_the_2: '250g',
      gia_ban_le: 195_000,
      ton: 0,
      online: true,
    },
    {
      _id: 'd',
      gia_tri_bien_the_1: 'Hết bán',
      gia_tri_bien_the_2: '1kg',
      gia_ban_le: 1,
      ton: 9,
      online: false,
    },
  ],
};

describe('describeVariantChoice', () => {
  it('lists each colour and size once, online variants only, labels in the language', () => {
    const vi = describeVariantChoice(ARABICA, 'Nguyên hạt', '500g', 'vi');
    expect(vi.colours.map((option) => option.label)).toEqual(['Nguyên hạt', 'Xay sẵn']);
    expect(vi.sizes.map((option) => option.value)).toEqual(['250g', '500g']);
    expect(vi.variant?._id).toBe('b');
    const en = describeVariantChoice(ARABICA, 'Nguyên hạt', '500g', 'en');
    expect(en.colours.map((option) => option.label)).toEqual(['Whole bean', 'Ground']);
    expect(en.colours.map((option) => option.value)).toEqual(['Nguyên hạt', 'Xay sẵn']);
  });

  it('marks the values that do not go with the other pick', () => {
    const choice = describeVariantChoice(ARABICA, 'Xay sẵn', '250g', 'vi');
    expect(choice.sizes.find((option) => option.value === '500g')?.isAvailable).toBe(false);
    expect(choice.variant?._id).toBe('c');
  });

  it('has no variant for a combination that does not exist', () => {
    expect(describeVariantChoice(ARABICA, 'Xay sẵn', '500g', 'vi').variant).toBeUndefined();
  });

  it('gives nothing to pick for a product without variants', () => {
    expect(describeVariantChoice({ thuoc_tinh: [] }, undefined, undefined, 'vi')).toEqual({
      colours: [],
      sizes: [],
      variant: undefined,
    });
  });
});

describe('initialVariant, pickColour, pickSize', () => {
  it('starts on the first variant in stock', () => {
    expect(initialVariant({ thuoc_tinh: [ARABICA.thuoc_tinh![2]!, ARABICA.thuoc_tinh![1]!] })?._id).toBe('b');
  });

  it('keeps the other axis when the combination exists, else moves it to one that does', () => {
    expect(pickColour(ARABICA, 'Xay sẵn', '250g')).toEqual({ colour: 'Xay sẵn', size: '250g' });
    expect(pickColour(ARABICA, 'Xay sẵn', '500g')).toEqual({ colour: 'Xay sẵn', size: '250g' });
    expect(pickSize(ARABICA, '500g', 'Xay sẵn')).toEqual({ size: '500g', colour: 'Nguyên hạt' });
  });
});
