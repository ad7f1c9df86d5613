import type { Product, Promotion } from '@shop/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { getProductOffer } from './product-offer';

const NOW = new Date('2026-11-22T03:00:00Z');

const LOTUS_TEA: Pick<Product, 'ma_vt' | 'gia_ban_le' | 'ton' | 'thuoc_tinh'> = {
  ma_vt: 'TRA-004',
  gia_ban_le: 650_000,
  ton: 10,
  thuoc_tinh: [],
};

function promotion(overrides: Partial<Promotion> = {}): Promotion {
  return {
    _id: 'a35eed000000000000000001',
    ma_cs: 'ecompromotion_flashsales',
    ten_cs: 'Flash sale',
    ma_vt: 'TRA-004',
    gia_ban: 559_000,
    sl_ap_dung: 3,
    sl_tu: 1,
    sl_den: 9999,
    hieu_luc_tu: '2026-11-01T00:00:00.000Z',
    hieu_luc_den: '2027-12-31T16:59:59.000Z',
    ...overrides,
  };
}

describe('getProductOffer', () => {
  it('prices at retail without a promotion', () => {
    const offer = getProductOffer(LOTUS_TEA, [], NOW);
    expect(offer?.line.unitPrice).toBe(650_000);
    expect(offer?.line.isPromotional).toBe(false);
    expect(offer?.stock).toBe(10);
  });

  it('uses the active promotion, marks a flash sale, up to sl_ap_dung items', () => {
    const offer = getProductOffer(LOTUS_TEA, [promotion()], NOW, { quantity: 3 });
    expect(offer?.line).toMatchObject({
      unitPrice: 559_000,
      gia_ban_le: 650_000,
      isPromotional: true,
      tien: 1_677_000,
    });
    expect(offer?.isFlashSale).toBe(true);
  });

  it('reverts the whole line to retail above sl_ap_dung, with the notice', () => {
    const offer = getProductOffer(LOTUS_TEA, [promotion()], NOW, { quantity: 4 });
    expect(offer?.line).toMatchObject({ unitPrice: 650_000, notice: 'PROMO_PRICE_LIMITED', promoLimit: 3 });
  });

  it('ignores a promotion that has not started or has ended', () => {
    const future = promotion({ hieu_luc_tu: '2027-01-01T00:00:00.000Z' });
    const past = promotion({ hieu_luc_den: '2026-11-01T00:00:00.000Z' });
    expect(getProductOffer(LOTUS_TEA, [future, past], NOW)?.line.isPromotional).toBe(false);
  });

  it('applies a "from N items" promotion only from sl_tu and says how many are needed', () => {
    const fromThree = promotion({ ma_cs: 'KM-MUA3', sl_tu: 3, sl_ap_dung: 9999 });
    const one = getProductOffer(LOTUS_TEA, [fromThree], NOW, { quantity: 1 });
    expect(one?.line.isPromotional).toBe(false);
    expect(one?.promoFromQuantity).toBe(3);
    const three = getProductOffer(LOTUS_TEA, [fromThree], NOW, { quantity: 3 });
    expect(three?.line.unitPrice).toBe(559_000);
    expect(three?.promoFromQuantity).toBeUndefined();
  });

  it('prices a variant with its own price and stock, and refuses a variant that is not online', () => {
    const product = {
      ...LOTUS_TEA,
      thuoc_tinh: [
        { _id: 'v1', gia_tri_bien_the_2: '200g', gia_ban_le: 185_000, ton: 0, online: true },
        { _id: 'v2', gia_tri_bien_the_2: '500g', gia_ban_le: 400_000, ton: 4, online: false },
      ],
    };
    const offer = getProductOffer(product, [promotion()], NOW, { attributeId: 'v1' });
    expect(offer?.line.unitPrice).toBe(185_000);
    expect(offer?.stock).toBe(0);
    expect(offer?.promotion).toBeUndefined();
    expect(getProductOffer(product, [], NOW, { attributeId: 'v2' })).toBeNull();
  });

  it("advertises a variant product's flash sale at the price its cheapest variant is charged, not the product's", () => {
    const product = {
      ...LOTUS_TEA,
      ma_vt: 'TRA-001',
      gia_ban_le: 98_000,
      thuoc_tinh: [
        { _id: 'v100', gia_tri_bien_the_2: '100g', gia_ban_le: 98_000, ton: 5, online: true },
        { _id: 'v200', gia_tri_bien_the_2: '200g', gia_ban_le: 185_000, ton: 5, online: true },
      ],
    };
    const sale = promotion({ ma_vt: 'TRA-001', gia_ban: 79_000 });
    const card = getProductOffer(product, [sale], NOW);
    expect(card).toMatchObject({ attributeId: 'v100', isFlashSale: true, line: { unitPrice: 79_000 } });
    // The product page, for the variant the shopper picks: the same rule, the same price.
    expect(getProductOffer(product, [sale], NOW, { attributeId: 'v200' })?.line.unitPrice).toBe(79_000);
    const onlyLarge = promotion({ ma_vt: 'TRA-001', gia_ban: 150_000, thuoc_tinh_ids: ['v200'] });
    expect(getProductOffer(product, [onlyLarge], NOW)?.line).toMatchObject({
      unitPrice: 98_000,
      isPromotional: false,
    });
    expect(getProductOffer(product, [onlyLarge], NOW, { attributeId: 'v200' })?.line.unitPrice).toBe(150_000);
  });
});
