import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameAdminName, normaliseAdminName } from '../accounts/admin-name.js';
import {
  computeFreeShipping,
  computeShippingFee,
  computeTotalPayable,
  DEFAULT_SHIPPING_FEE,
  findFreeshipRule,
  findShippingFee,
} from './shipping.js';

describe('normaliseAdminName', () => {
  it('ignores case, diacritics, punctuation and the unit word', () => {
    expect(normaliseAdminName('Quận 1')).toBe('1');
    expect(normaliseAdminName('quan 01')).toBe('1');
    expect(normaliseAdminName('Huyện Củ Chi')).toBe('cu chi');
    expect(normaliseAdminName('  Thành phố  Hồ Chí Minh ')).toBe('ho chi minh');
    expect(normaliseAdminName('TP.HCM')).toBe('ho chi minh');
    expect(normaliseAdminName('Tỉnh Đắk Lắk')).toBe('dak lak');
    expect(normaliseAdminName('Thị xã Sơn Tây')).toBe('son tay');
    expect(normaliseAdminName('Phường Bến Nghé')).toBe('ben nghe');
    expect(normaliseAdminName('Quận')).toBe('quan');
    expect(normaliseAdminName(undefined)).toBe('');
  });

  it('compares names, never matching blanks', () => {
    expect(isSameAdminName('Hà Nội', 'Thành phố Hà Nội')).toBe(true);
    expect(isSameAdminName('HN', 'ha noi')).toBe(true);
    expect(isSameAdminName('', '')).toBe(false);
    expect(isSameAdminName(null, 'Quận 1')).toBe(false);
  });

  it('gives a name the same form when asked again, before and after many other names are kept', () => {
    // The forms are kept (a few thousand at most): a kept form must be the name's own.
    const first = normaliseAdminName('Quận 01');
    for (let n = 0; n < 10_000; n++) expect(normaliseAdminName(`Huyện ${n}`)).toBe(String(n));
    expect(normaliseAdminName('Quận 01')).toBe(first);
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const formA = normaliseAdminName(a);
        normaliseAdminName(b);
        expect(normaliseAdminName(a)).toBe(formA);
      }),
    );
  });
});

describe('shipping fee (SPEC §9)', () => {
  const fees = [
    { ten_quan_huyen: 'Quận 1', ten_tinh_thanh: 'Thành phố Hồ Chí Minh', tien_phi: 15_000 },
    { ten_quan_huyen: 'Châu Thành', ten_tinh_thanh: 'Tỉnh An Giang', tien_phi: 30_000 },
    { ten_quan_huyen: 'Châu Thành', ten_tinh_thanh: 'Tỉnh Tiền Giang', tien_phi: 28_000 },
    { ten_tinh_thanh: 'Hà Nội', tien_phi: 25_000 },
    { ten_quan_huyen: null, ten_tinh_thanh: 'Đà Nẵng', tien_phi: -1 },
  ];

  it('uses the district fee by district name', () => {
    expect(computeShippingFee({ district: 'quan 1', province: 'TP.HCM', fees })).toBe(15_000);
    expect(findShippingFee({ district: 'Quận 1', fees })).toEqual({ tien_phi: 15_000, source: 'district' });
  });

  it('tells apart districts of the same name in different provinces', () => {
    expect(computeShippingFee({ district: 'Huyện Châu Thành', province: 'Tiền Giang', fees })).toBe(28_000);
    expect(computeShippingFee({ district: 'Châu Thành', province: 'An Giang', fees })).toBe(30_000);
  });

  it('falls back to the province fee, then to 35,000', () => {
    expect(DEFAULT_SHIPPING_FEE).toBe(35_000);
    expect(findShippingFee({ district: 'Quận Ba Đình', province: 'Thành phố Hà Nội', fees })).toEqual({
      tien_phi: 25_000,
      source: 'province',
    });
    expect(findShippingFee({ province: 'Cần Thơ', fees })).toEqual({ tien_phi: 35_000, source: 'default' });
    expect(computeShippingFee({ fees })).toBe(35_000);
    expect(computeShippingFee({ district: 'Quận 1', province: 'Hà Nội', fees: [] })).toBe(35_000);
    expect(computeShippingFee({ province: 'Đà Nẵng', fees })).toBe(0);
  });

  it('property: the fee is one of the table or the default, never negative', () => {
    const feeArb = fc.record({
      ten_quan_huyen: fc.option(fc.constantFrom('Quận 1', 'Huyện Củ Chi', 'Châu Thành'), { nil: undefined }),
      ten_tinh_thanh: fc.option(fc.constantFrom('Hồ Chí Minh', 'Hà Nội', 'An Giang'), { nil: undefined }),
      tien_phi: fc.integer({ min: 0, max: 200_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(feeArb, { maxLength: 8 }),
        fc.option(fc.constantFrom('quan 1', 'Củ Chi', 'Châu Thành', 'Quận 3'), { nil: undefined }),
        fc.option(fc.constantFrom('TP HCM', 'ha noi', 'An Giang', 'Huế'), { nil: undefined }),
        (table, district, province) => {
          const fee = computeShippingFee({ district, province, fees: table });
          expect(fee).toBeGreaterThanOrEqual(0);
          expect([DEFAULT_SHIPPING_FEE, ...table.map((entry) => entry.tien_phi)]).toContain(fee);
        },
      ),
    );
  });
});

describe('free shipping (SPEC §9)', () => {
  const rules = [
    { gia_tri_dh: 500_000, phi_van_chuyen: 50_000 },
    { gia_tri_dh: 300_000, phi_van_chuyen: 20_000 },
  ];

  it('applies the first rule, in the given order, whose threshold the subtotal reaches', () => {
    expect(findFreeshipRule(600_000, rules)).toBe(rules[0]);
    expect(findFreeshipRule(300_000, rules)).toBe(rules[1]);
    expect(computeFreeShipping(300_000, rules, 35_000)).toBe(20_000);
    expect(computeFreeShipping(299_999, rules, 35_000)).toBe(0);
    expect(computeFreeShipping(100_000, [], 35_000)).toBe(0);
  });

  it('never gives more than the shipping fee', () => {
    expect(computeFreeShipping(500_000, rules, 35_000)).toBe(35_000);
    expect(computeFreeShipping(500_000, rules, 0)).toBe(0);
  });

  it('total payable = order total + shipping fee - free shipping', () => {
    expect(computeTotalPayable({ orderTotal: 450_000, shippingFee: 35_000, freeShipping: 20_000 })).toBe(
      465_000,
    );
    expect(computeTotalPayable({ orderTotal: 450_000, shippingFee: 35_000, freeShipping: 50_000 })).toBe(
      450_000,
    );
    expect(computeTotalPayable({ orderTotal: -5, shippingFee: -5, freeShipping: 10 })).toBe(0);
  });

  const ruleArb = fc.record({
    gia_tri_dh: fc.integer({ min: 0, max: 2_000_000 }),
    phi_van_chuyen: fc.integer({ min: 0, max: 100_000 }),
  });

  it('property: free shipping lies in [0, shipping fee]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(ruleArb, { maxLength: 6 }),
        fc.integer({ min: 0, max: 200_000 }),
        (subtotal, list, fee) => {
          const free = computeFreeShipping(subtotal, list, fee);
          expect(free).toBeGreaterThanOrEqual(0);
          expect(free).toBeLessThanOrEqual(fee);
          if (!list.some((rule) => subtotal >= rule.gia_tri_dh)) expect(free).toBe(0);
        },
      ),
    );
  });

  it('property: total payable is an integer, never negative and never below the order total', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000, max: 50_000_000 }),
        fc.integer({ min: -1_000, max: 200_000 }),
        fc.integer({ min: -1_000, max: 300_000 }),
        (orderTotal, shippingFee, freeShipping) => {
          const total = computeTotalPayable({ orderTotal, shippingFee, freeShipping });
          expect(Number.isSafeInteger(total)).toBe(true);
          expect(total).toBeGreaterThanOrEqual(Math.max(orderTotal, 0));
        },
      ),
    );
  });
});
