import type { Promotion } from '@shop/domain/catalogue';
import { FLASH_SALE_CAMPAIGN, lowestPurchase, pricePurchase } from '@shop/domain/pricing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../catalog.js';
import { fillCartLine } from './price-line.js';
import type { PricingContext } from './pricing-context.js';

const NOW = new Date('2026-11-28T03:00:00Z');
const IDS = ['v1', 'v2', 'v3'] as const;
const price = fc.integer({ min: 1_000, max: 900_000 });

/** A product sold as one item, or in 1–3 variants with or without their own price and stock. */
const productArb: fc.Arbitrary<ProductDoc> = fc
  .record({
    gia_ban_le: price,
    ton: fc.integer({ min: 1, max: 40 }),
    variants: fc.subarray([...IDS]).chain((ids) =>
      fc.tuple(
        ...ids.map((_id) =>
          fc.record({
            _id: fc.constant(_id),
            gia_tri_bien_the_1: fc.constantFrom('Xanh', 'Đỏ'),
            gia_tri_bien_the_2: fc.constantFrom('100g', '200g'),
            gia_ban_le: fc.option(price, { nil: null }),
            ton: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
            online: fc.boolean(),
          }),
        ),
      ),
    ),
  })
  .map(({ variants, ...rest }) => ({
    _id: 'a25eed000000000000000001',
    ma_vt: 'TRA-001',
    ten_vt: 'Trà xanh',
    ...rest,
    thuoc_tinh: variants,
  }));

/** Promotions and flash sales of this product (some for other products), over all or some variants. */
const promotionsArb: fc.Arbitrary<Promotion[]> = fc.array(
  fc.record({
    _id: fc.constant('a35eed000000000000000001'),
    ma_cs: fc.constantFrom(FLASH_SALE_CAMPAIGN, 'KM-TRA'),
    ten_cs: fc.constant('Khuyến mãi'),
    ma_vt: fc.constantFrom('TRA-001', 'TRA-001', 'CPH-001'),
    gia_ban: price,
    sl_ap_dung: fc.integer({ min: 0, max: 5 }),
    sl_tu: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
    sl_den: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
    hieu_luc_tu: fc.constantFrom('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'),
    hieu_luc_den: fc.constantFrom('2026-11-27T00:00:00.000Z', '2027-01-01T00:00:00.000Z', null),
    thuoc_tinh_ids: fc.option(fc.subarray([...IDS], { minLength: 1 }), { nil: null }),
  }),
  { maxLength: 4 },
);

const contextOf = (promotions: Promotion[]): PricingContext => ({
  now: NOW,
  promotions,
  freeshipRules: [],
  shippingFees: [],
});

describe('the price a screen shows is the price the server charges (property)', () => {
  it('charges each variant, at each quantity, exactly what the product page shows for it', () => {
    fc.assert(
      fc.property(
        productArb,
        promotionsArb,
        fc.integer({ min: 1, max: 8 }),
        (product, promotions, quantity) => {
          const hasVariants = (product.thuoc_tinh ?? []).length > 0;
          for (const attributeId of hasVariants
            ? (product.thuoc_tinh ?? []).map((v) => v._id)
            : [undefined]) {
            const filled = fillCartLine(
              product,
              { ma_vt: product.ma_vt, attributeId, quantity },
              contextOf(promotions),
              'app',
            );
            const shown = pricePurchase(product, promotions, NOW, {
              attributeId,
              quantity: filled.ok ? filled.line.sl_xuat : quantity,
            });
            if (!filled.ok) {
              // Refused: an offline variant (the page offers none) or nothing in stock (the page says so).
              expect(shown === null || shown.variant.stock <= 0).toBe(true);
              continue;
            }
            expect(shown?.line.tien).toBe(filled.line.tien);
            expect(shown?.line.unitPrice).toBe(filled.line.don_gia);
            expect(shown?.line.gia_ban_le).toBe(filled.line.gia_ban_le);
            const marked = (filled.line.discount as { is_flash_sale: boolean }[]).some(
              (d) => d.is_flash_sale,
            );
            expect(marked).toBe(shown?.isFlashSale ?? false);
          }
        },
      ),
    );
  });

  it('charges the "from" price a card advertises (with its flash-sale mark) for the variant it names', () => {
    fc.assert(
      fc.property(productArb, promotionsArb, (product, promotions) => {
        const advertised = lowestPurchase(product, promotions, NOW);
        if (!advertised || advertised.variant.stock <= 0) return;
        const filled = fillCartLine(
          product,
          { ma_vt: product.ma_vt, attributeId: advertised.attributeId, quantity: 1 },
          contextOf(promotions),
          'app',
        );
        expect(filled.ok).toBe(true);
        if (!filled.ok) return;
        expect(filled.line.tien).toBe(advertised.line.unitPrice);
        const marked = (filled.line.discount as { is_flash_sale: boolean }[]).some((d) => d.is_flash_sale);
        expect(marked).toBe(advertised.isFlashSale);
      }),
    );
  });
});
