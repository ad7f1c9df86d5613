import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as domain from './index.js';

// Vite's `import.meta.glob`, which the test runner resolves when it loads this file (its types come
// with vite/client, which this package does not depend on).
declare global {
  interface ImportMeta {
    glob<T>(pattern: string): Record<string, () => Promise<T>>;
    glob<T>(pattern: string, options: { eager: true; import?: string; query?: string }): Record<string, T>;
  }
}

// The README's usage example, run against the package entry.
describe('@shop/domain entry', () => {
  it('computes a cart total with a voucher and shipping, as in the README', () => {
    const now = new Date('2025-07-15T03:00:00Z');
    const lines = [
      domain.priceCartLine({ retailPrice: 185_000, promoPrice: 150_000, sl_ap_dung: 2, quantity: 2 }),
      domain.priceCartLine({ retailPrice: 95_000, quantity: 3 }),
    ];
    const { t_tien_hang, t_tien_ck, t_tien_nt } = domain.sumCartLines(lines);
    const vouchers = domain.applyVouchers({
      amount: t_tien_hang,
      lineDiscount: t_tien_ck,
      now,
      entries: [{ code: 'GIAM10', voucher: { ma: 'GIAM10', ty_le: 10, so_tien_max: 50_000 } }],
    });
    const shippingFee = domain.computeShippingFee({
      district: 'Quận 1',
      province: 'TP. Hồ Chí Minh',
      fees: [{ ten_quan_huyen: 'Quận 1', tien_phi: 20_000 }],
    });
    const freeShipping = domain.computeFreeShipping(
      t_tien_nt,
      [{ gia_tri_dh: 500_000, phi_van_chuyen: 30_000 }],
      shippingFee,
    );
    const totals = domain.calculateOrderTotals({
      lines,
      vouchers: vouchers.results,
      shippingFee,
      freeShipping,
    });

    expect(totals).toEqual({
      t_tien_hang: 655_000,
      t_tien_ck: 70_000,
      t_tien_nt: 585_000,
      tempPrice: 585_000,
      tien_evoucher: 50_000,
      orderTotal: 535_000,
      tien_phi_vc: 20_000,
      tien_freeship: 20_000,
      t_tt_nt: 535_000,
    });
    expect(domain.formatPrice(totals.t_tt_nt, 'vi')).toBe('535.000 ₫');
    expect(domain.formatPrice(totals.t_tt_nt, 'en')).toBe('535,000 ₫');
  });

  it('shows a refused voucher in the shopper language', () => {
    const result = domain.applyVoucher({
      code: 'OLD',
      voucher: null,
      amount: 1,
      lineDiscount: 0,
      now: new Date(0),
    });
    expect(result.ok ? '' : domain.messageText(result.code, 'en')).toBe(
      'This voucher does not exist or has expired',
    );
  });

  it('exports the schemas and constants other packages use', () => {
    expect(domain.DEFAULT_SHIPPING_FEE).toBe(35_000);
    expect(domain.DEFAULT_MAX_QUANTITY).toBe(9999);
    expect(v.is(domain.vndSchema, 1_000)).toBe(true);
    expect(v.is(domain.objectIdSchema, '65f1a2b3c4d5e6f708192a3b')).toBe(true);
    expect(v.is(domain.localeSchema, 'en')).toBe(true);
    expect(v.is(domain.countSchema, -1)).toBe(false);
    expect(v.is(domain.percentSchema, 101)).toBe(false);
    expect(v.is(domain.isoDateStringSchema, '2025-07-01')).toBe(true);
  });
});

// Each area folder is an entry of its own, @shop/domain/<area> (decision 069).
describe('@shop/domain areas', () => {
  // Read through Vite's globs (the test runner's own), not the file system: the folders with a
  // module, the manifest and the root entry's text.
  const modules = import.meta.glob<Record<string, unknown>>('./*/*.ts');
  const areas = [...new Set(Object.keys(modules).map((file) => file.split('/')[1] ?? ''))].sort();
  const [manifest] = Object.values(
    import.meta.glob<{ exports: Record<string, unknown> }>('../package.json', {
      eager: true,
      import: 'default',
    }),
  );
  const [root] = Object.values(
    import.meta.glob<string>('./index.ts', { eager: true, query: '?raw', import: 'default' }),
  );

  it('exports every area folder as a subpath, and nothing that is not one', () => {
    expect(areas.length).toBeGreaterThan(10);
    expect(Object.keys(manifest?.exports ?? {}).sort()).toEqual(
      ['.', './package.json', ...areas.map((area) => `./${area}`)].sort(),
    );
    for (const area of areas)
      expect(manifest?.exports[`./${area}`]).toEqual({
        types: `./dist/${area}/index.d.ts`,
        import: `./dist/${area}/index.js`,
      });
  });

  it('keeps the root entry the sum of the areas: each area entry is re-exported as is', async () => {
    for (const area of areas) expect(root).toContain(`export * from './${area}/index.js';`);
    const pricing = await import('./pricing/index.js');
    expect(domain.computeShippingFee).toBe(pricing.computeShippingFee);
    const entries = await Promise.all(
      areas.map((area) => {
        const load = modules[`./${area}/index.ts`];
        if (!load) throw new Error(`${area} has no index.ts`);
        return load();
      }),
    );
    const names = entries.flatMap((entry) => Object.keys(entry));
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(domain).sort()).toEqual([...names].sort());
  });
});
