import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FLASH_SALE_CAMPAIGN } from './cart-line.js';
import { priceCartLine } from './line-pricing.js';
import { lowestPurchase, pricePurchase } from './purchase-pricing.js';
import type { Product, Promotion } from '../catalogue/product-schema.js';

const NOW = new Date('2026-11-28T03:00:00Z');

/** TRA-001 as seeded: three variants, the product's own price the lowest of them. */
const GREEN_TEA: Pick<Product, 'ma_vt' | 'gia_ban_le' | 'ton' | 'thuoc_tinh'> = {
  ma_vt: 'TRA-001',
  gia_ban_le: 98_000,
  ton: 246,
  thuoc_tinh: [
    {
      _id: 'v100',
      gia_tri_bien_the_1: 'Xanh',
      gia_tri_bien_the_2: '100g',
      gia_ban_le: 98_000,
      ton: 120,
      online: true,
    },
    {
      _id: 'v200',
      gia_tri_bien_the_1: 'Xanh',
      gia_tri_bien_the_2: '200g',
      gia_ban_le: 185_000,
      ton: 86,
      online: true,
    },
    {
      _id: 'r200',
      gia_tri_bien_the_1: 'Đỏ',
      gia_tri_bien_the_2: '200g',
      gia_ban_le: 215_000,
      ton: 40,
      online: true,
    },
  ],
};

function flashSale(overrides: Partial<Promotion> = {}): Promotion {
  return {
    _id: 'a35eed000000000000000009',
    ma_cs: FLASH_SALE_CAMPAIGN,
    ten_cs: 'Flash sale: Trà xanh',
    ma_vt: 'TRA-001',
    gia_ban: 79_000,
    sl_ap_dung: 3,
    sl_tu: 1,
    sl_den: null,
    hieu_luc_tu: '2026-11-27T00:00:00.000Z',
    hieu_luc_den: '2026-12-31T16:59:59.000Z',
    ...overrides,
  };
}

describe('pricePurchase', () => {
  it('gives a product-wide flash sale to each variant whose own price is above it', () => {
    for (const id of ['v100', 'v200', 'r200']) {
      const offer = pricePurchase(GREEN_TEA, [flashSale()], NOW, { attributeId: id, quantity: 1 });
      expect(offer?.line.unitPrice).toBe(79_000);
      expect(offer?.isFlashSale).toBe(true);
    }
    const pricier = flashSale({ gia_ban: 150_000 });
    const small = pricePurchase(GREEN_TEA, [pricier], NOW, { attributeId: 'v100', quantity: 1 });
    expect(small?.line).toMatchObject({ unitPrice: 98_000, isPromotional: false });
    expect(small?.promotion).toBeUndefined();
    expect(
      pricePurchase(GREEN_TEA, [pricier], NOW, { attributeId: 'v200', quantity: 1 })?.line.unitPrice,
    ).toBe(150_000);
  });

  it('gives a promotion naming variants to those only', () => {
    const onlyRed = flashSale({ gia_ban: 199_000, thuoc_tinh_ids: ['r200'] });
    expect(pricePurchase(GREEN_TEA, [onlyRed], NOW, { attributeId: 'r200', quantity: 2 })?.line.tien).toBe(
      398_000,
    );
    expect(
      pricePurchase(GREEN_TEA, [onlyRed], NOW, { attributeId: 'v200', quantity: 1 })?.line.unitPrice,
    ).toBe(185_000);
  });

  it('keeps the quantity rules per line: above sl_ap_dung the whole line is at retail', () => {
    const offer = pricePurchase(GREEN_TEA, [flashSale()], NOW, { attributeId: 'v200', quantity: 4 });
    expect(offer?.line).toMatchObject({ unitPrice: 185_000, notice: 'PROMO_PRICE_LIMITED', promoLimit: 3 });
  });

  it('refuses a variant that does not exist or is offline', () => {
    expect(pricePurchase(GREEN_TEA, [flashSale()], NOW, { attributeId: 'nope', quantity: 1 })).toBeNull();
  });
});

describe('lowestPurchase', () => {
  it("advertises the variant charged least, at the price it is charged (TRA-001's flash sale)", () => {
    const offer = lowestPurchase(GREEN_TEA, [flashSale()], NOW);
    expect(offer).toMatchObject({ attributeId: 'v100', isFlashSale: true });
    expect(offer?.line).toMatchObject({ unitPrice: 79_000, gia_ban_le: 98_000 });
  });

  it('skips a sold-out variant while another is in stock', () => {
    const product = {
      ...GREEN_TEA,
      thuoc_tinh: GREEN_TEA.thuoc_tinh?.map((variant) =>
        variant._id === 'v100' ? { ...variant, ton: 0 } : variant,
      ),
    };
    expect(lowestPurchase(product, [], NOW)).toMatchObject({
      attributeId: 'v200',
      line: { unitPrice: 185_000 },
    });
  });
});

// ------------------------------------------------------------------------------- properties

const price = fc.integer({ min: 1, max: 2_000_000 });
const variantIds = ['a', 'b', 'c', 'd'] as const;

const productArb = fc
  .record({
    gia_ban_le: price,
    ton: fc.integer({ min: 0, max: 50 }),
    variants: fc.subarray([...variantIds]).chain((ids) =>
      fc.tuple(
        ...ids.map((_id) =>
          fc.record({
            _id: fc.constant(_id),
            gia_ban_le: fc.option(price, { nil: null }),
            ton: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
            online: fc.boolean(),
          }),
        ),
      ),
    ),
  })
  .map(({ variants, ...rest }) => ({ ma_vt: 'P', ...rest, thuoc_tinh: variants }));

const promotionArb = fc.record({
  _id: fc.constant('a35eed000000000000000001'),
  ma_cs: fc.constantFrom(FLASH_SALE_CAMPAIGN, 'KM-A'),
  ten_cs: fc.constant('KM'),
  ma_vt: fc.constantFrom('P', 'Q'),
  gia_ban: price,
  sl_ap_dung: fc.integer({ min: 0, max: 6 }),
  sl_tu: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
  sl_den: fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }),
  hieu_luc_tu: fc.constantFrom('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'),
  hieu_luc_den: fc.constantFrom('2026-11-20T00:00:00.000Z', '2027-01-01T00:00:00.000Z', null),
  thuoc_tinh_ids: fc.option(fc.subarray([...variantIds]), { nil: undefined }),
}) as fc.Arbitrary<Promotion>;

const promotionsArb = fc.array(promotionArb, { maxLength: 5 });

describe('the price advertised is a price charged (properties)', () => {
  it('the "from" offer is exactly what one item of its variant costs, and no online variant in stock costs less', () => {
    fc.assert(
      fc.property(productArb, promotionsArb, (product, promotions) => {
        const advertised = lowestPurchase(product, promotions, NOW);
        if (!advertised) return;
        const charged = pricePurchase(product, promotions, NOW, {
          attributeId: advertised.attributeId,
          quantity: 1,
        });
        expect(charged?.line).toEqual(advertised.line);
        for (const variant of product.thuoc_tinh.filter((v) => v.online)) {
          const offer = pricePurchase(product, promotions, NOW, { attributeId: variant._id, quantity: 1 });
          if (offer && (offer.variant.stock > 0 || advertised.variant.stock <= 0))
            expect(offer.line.unitPrice).toBeGreaterThanOrEqual(advertised.line.unitPrice);
        }
      }),
    );
  });

  it('never charges more than retail, nor less than the lowest price of a covering active promotion', () => {
    fc.assert(
      fc.property(
        productArb,
        promotionsArb,
        fc.integer({ min: 0, max: 10 }),
        (product, promotions, quantity) => {
          for (const attributeId of [undefined, ...product.thuoc_tinh.map((variant) => variant._id)]) {
            const offer = pricePurchase(product, promotions, NOW, { attributeId, quantity });
            if (!offer) continue;
            expect(offer.line.unitPrice).toBeLessThanOrEqual(offer.variant.retailPrice);
            if (offer.line.isPromotional) {
              expect(offer.promotion?.gia_ban).toBe(offer.line.unitPrice);
              const ids = offer.promotion?.thuoc_tinh_ids ?? [];
              expect(ids.length === 0 || (attributeId !== undefined && ids.includes(attributeId))).toBe(true);
            }
          }
        },
      ),
    );
  });

  it('prices a product without variants as priceCartLine does with its lowest active promotion (SPEC §4 unchanged)', () => {
    fc.assert(
      fc.property(
        productArb,
        promotionsArb,
        fc.integer({ min: 1, max: 10 }),
        (product, promotions, quantity) => {
          const plain = { ...product, thuoc_tinh: [] };
          const active = promotions
            .filter(
              (p) =>
                p.ma_vt === 'P' &&
                p.hieu_luc_tu === '2026-11-01T00:00:00.000Z' &&
                p.hieu_luc_den !== '2026-11-20T00:00:00.000Z',
            )
            .filter((p) => !p.thuoc_tinh_ids?.length)
            .reduce<Promotion | undefined>(
              (best, p) => (best === undefined || p.gia_ban < best.gia_ban ? p : best),
              undefined,
            );
          const inWindow =
            active &&
            quantity >= Math.max(1, active.sl_tu ?? 1) &&
            (active.sl_den == null || quantity <= active.sl_den);
          const expected = priceCartLine({
            retailPrice: plain.gia_ban_le,
            promoPrice: inWindow ? active.gia_ban : null,
            sl_ap_dung: active?.sl_ap_dung ?? null,
            quantity,
          });
          expect(pricePurchase(plain, promotions, NOW, { quantity })?.line).toEqual(expected);
        },
      ),
    );
  });
});
