import { describe, expect, it } from 'vitest';
import { findActivePromotion, resolveVariant } from './product.js';

const product = {
  gia_ban_le: 150_000,
  ton: 40,
  thuoc_tinh: [
    { _id: 'v1', gia_tri_bien_the_2: '500g', gia_ban_le: 280_000, ton: 5, online: true },
    { _id: 'v2', gia_tri_bien_the_2: '1kg', online: true },
    { _id: 'v3', online: false },
  ],
};

describe('resolveVariant', () => {
  it("uses the variant's own price and stock when present", () => {
    expect(resolveVariant(product, 'v1')).toMatchObject({ retailPrice: 280_000, stock: 5 });
    expect(resolveVariant(product, 'v2')).toMatchObject({ retailPrice: 150_000, stock: 40 });
    expect(resolveVariant(product)).toEqual({ retailPrice: 150_000, stock: 40, attribute: undefined });
  });

  it('refuses unknown or offline variants', () => {
    expect(resolveVariant(product, 'v3')).toBeNull();
    expect(resolveVariant(product, 'nope')).toBeNull();
    expect(resolveVariant({ gia_ban_le: 1, ton: 1 }, 'v1')).toBeNull();
  });
});

describe('findActivePromotion', () => {
  const now = new Date('2025-07-10T05:00:00Z');
  const promotions = [
    { _id: '1', ma_vt: 'TRA', gia_ban: 120_000, hieu_luc_tu: '2025-07-01', hieu_luc_den: '2025-07-31' },
    { _id: '2', ma_vt: 'TRA', gia_ban: 99_000, hieu_luc_den: '2025-07-09' },
    { _id: '3', ma_vt: 'TRA', gia_ban: 110_000 },
    { _id: '4', ma_vt: 'CAFE', gia_ban: 10_000 },
    { _id: '5', ma_vt: 'TRA', gia_ban: 110_000 },
  ];

  it('picks the cheapest active promotion of the product, first on a tie', () => {
    expect(findActivePromotion(promotions, 'TRA', now)?._id).toBe('3');
    expect(findActivePromotion(promotions, 'CAFE', now)?._id).toBe('4');
    expect(findActivePromotion(promotions, 'NONE', now)).toBeUndefined();
    expect(findActivePromotion(promotions, 'TRA', new Date('2025-08-05T00:00:00Z'))?._id).toBe('3');
  });
});
