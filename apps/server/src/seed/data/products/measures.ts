import type { ProductUnit } from '../types.js';

/**
 * Seeded weights and sizes (issue 31, decision 055), so live carrier quotes work in development:
 * figures of a plausible pack, not measured ones. A unit's pack: its box (cm) and the weight of a
 * product sold without a size; a variant's weight is its content (read from its size, "250g",
 * "330ml", "18 x 16g") plus the pack.
 */
export interface SeedMeasures {
  khoi_luong_g: number;
  dai_cm: number;
  rong_cm: number;
  cao_cm: number;
}

const PACKS: Readonly<
  Record<ProductUnit, { box: [number, number, number]; packG: number; defaultG: number }>
> = {
  Hộp: { box: [20, 12, 8], packG: 80, defaultG: 400 },
  Gói: { box: [18, 12, 4], packG: 20, defaultG: 300 },
  Lon: { box: [7, 7, 12], packG: 20, defaultG: 350 },
  Chai: { box: [8, 8, 25], packG: 120, defaultG: 1_100 },
  Thùng: { box: [40, 27, 13], packG: 500, defaultG: 8_500 },
  Túi: { box: [22, 15, 6], packG: 20, defaultG: 520 },
  Kg: { box: [25, 18, 10], packG: 30, defaultG: 1_030 },
};

/** Grams of content a size names ('250g', '1kg', '330ml' as grams of water, '1L', '18 x 16g'); undefined if none. */
export function contentGrams(size: string): number | undefined {
  const match = /^(?:(\d+)\s*x\s*)?(\d+(?:[.,]\d+)?)\s*(g|kg|ml|l)$/i.exec(size.trim());
  if (!match) return undefined;
  const count = Number(match[1] ?? 1);
  const amount = Number((match[2] ?? '0').replace(',', '.'));
  const unit = (match[3] ?? '').toLowerCase();
  const grams = unit === 'kg' || unit === 'l' ? amount * 1_000 : amount;
  return Math.round(count * grams);
}

/** The seeded measures of an item of `unit` whose size is `size` (a variant's) or unknown. */
export function seedMeasures(unit: ProductUnit, size?: string): SeedMeasures {
  const pack = PACKS[unit];
  const content = size === undefined ? undefined : contentGrams(size);
  const [dai_cm, rong_cm, cao_cm] = pack.box;
  return {
    khoi_luong_g: content === undefined ? pack.defaultG : content + pack.packG,
    dai_cm,
    rong_cm,
    cao_cm,
  };
}
