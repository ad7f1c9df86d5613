/**
 * A cart's parcel (issue 31, decision 055): what a carrier is asked to quote and carry. A variant
 * (or a product sold without variants) carries its weight in grams and its size in centimetres;
 * without them a carrier cannot be asked and the shop's fee table answers.
 */

/** The shipping figures of an item as the product document keeps them (whole numbers ≥ 1). */
export interface ItemMeasures {
  readonly khoi_luong_g?: number | null | undefined;
  readonly dai_cm?: number | null | undefined;
  readonly rong_cm?: number | null | undefined;
  readonly cao_cm?: number | null | undefined;
}

/** The most a field may hold: GHN's limits (50 000 g, 200 cm a side; decision 053) are far below. */
export const MAX_ITEM_WEIGHT_G = 1_000_000;
export const MAX_ITEM_SIDE_CM = 1_000;

/** An item with known measures, its sides sorted longest first. */
export interface Box {
  readonly weightG: number;
  readonly lengthCm: number;
  readonly widthCm: number;
  readonly heightCm: number;
}

export interface ParcelLine {
  readonly measures: ItemMeasures;
  readonly quantity: number;
}

const isMeasure = (value: number | null | undefined, max: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 1 && value <= max;

/** The item's box laid flat (smallest side up), or undefined when a figure is missing or wrong. */
export function itemBox(measures: ItemMeasures): Box | undefined {
  const { khoi_luong_g, dai_cm, rong_cm, cao_cm } = measures;
  if (!isMeasure(khoi_luong_g, MAX_ITEM_WEIGHT_G)) return undefined;
  if (![dai_cm, rong_cm, cao_cm].every((side) => isMeasure(side, MAX_ITEM_SIDE_CM))) return undefined;
  const [lengthCm, widthCm, heightCm] = [dai_cm, rong_cm, cao_cm].map(Number).sort((a, b) => b - a) as [
    number,
    number,
    number,
  ];
  return { weightG: khoi_luong_g, lengthCm, widthCm, heightCm };
}

/**
 * The parcel of a cart: the total weight (each item's weight times its quantity) and a box whose
 * footprint is the longest length and the widest width of its items and whose height is the sum of
 * their heights (every item laid flat, stacked). Lines with a quantity below 1 are left out.
 * Undefined when the cart has no item, or when any item's measures are unknown: then no carrier
 * can be asked (the fee table answers).
 */
export function parcelOf(lines: readonly ParcelLine[]): Box | undefined {
  const counted = lines.filter((line) => Number.isSafeInteger(line.quantity) && line.quantity >= 1);
  if (counted.length === 0) return undefined;
  let weightG = 0;
  let lengthCm = 0;
  let widthCm = 0;
  let heightCm = 0;
  for (const line of counted) {
    const box = itemBox(line.measures);
    if (!box) return undefined;
    weightG += box.weightG * line.quantity;
    lengthCm = Math.max(lengthCm, box.lengthCm);
    widthCm = Math.max(widthCm, box.widthCm);
    heightCm += box.heightCm * line.quantity;
  }
  return { weightG, lengthCm, widthCm, heightCm };
}

/** Whether an item (sides in any order) fits the box: each of its sorted sides within the box's. */
export function fitsIn(item: Box, box: Box): boolean {
  return item.lengthCm <= box.lengthCm && item.widthCm <= box.widthCm && item.heightCm <= box.heightCm;
}

/**
 * A carrier service of the shop priced for a draft (POST so1/{id}/shipping-quotes, decision 055):
 * the carrier's live quote to the server, or none (the fee table prices it).
 */
export interface ShippingQuote {
  ma_dv_vc: string;
  ten_dv_vc: string;
  ten_goi_cuoc: string;
  /**
   * The fee: the carrier's live quote, or (nguon 'table') the shop's fee table for the draft's
   * address when the carrier is not live or gave no quote. Absent from servers before the table's.
   */
  phi_vc?: number;
  /** Expected delivery date (YYYY-MM-DD) when the carrier says. */
  ngay_du_kien?: string;
  nguon: 'ghn' | 'ghtk' | 'table';
}
