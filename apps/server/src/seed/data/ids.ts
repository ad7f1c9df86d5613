import type { SeedId } from './types.js';

export type SeedKind =
  | 'product'
  | 'variant'
  | 'promotion'
  | 'news'
  | 'job'
  | 'page'
  | 'payment'
  | 'carrier'
  | 'transportFee'
  | 'freeship'
  | 'voucher'
  | 'orderStatus'
  | 'productLine'
  | 'category'
  | 'label'
  | 'province'
  | 'ward'
  | 'district';

/** Two hex digits per kind of seeded document, so an id tells where it came from. */
export const ID_PREFIX: Readonly<Record<SeedKind, string>> = {
  product: 'a1',
  variant: 'a2',
  promotion: 'a3',
  news: 'b1',
  job: 'b2',
  page: 'b3',
  payment: 'c1',
  carrier: 'c2',
  transportFee: 'c3',
  freeship: 'c4',
  voucher: 'c5',
  orderStatus: 'c6',
  productLine: 'd1',
  category: 'd2',
  label: 'd3',
  province: 'e1',
  ward: 'e2',
  district: 'e3',
};

const SEED_MARK = '5eed';
const SERIAL_DIGITS = 24 - 2 - SEED_MARK.length;

/**
 * A fixed 24-hex id: the 2-digit prefix, the marker '5eed', then `n` in hex padded to 18 digits.
 * `seedId('c1', 1)` is 'c15eed000000000000000001'. Throws on a bad prefix or serial, which
 * can only be a mistake in the seed files.
 */
export function seedId(prefix: string, n: number): SeedId {
  if (!/^[0-9a-f]{2}$/.test(prefix)) throw new Error(`seedId: prefix must be 2 hex digits, got '${prefix}'`);
  if (!Number.isSafeInteger(n) || n < 1)
    throw new Error(`seedId: serial must be a positive integer, got ${n}`);
  return `${prefix}${SEED_MARK}${n.toString(16).padStart(SERIAL_DIGITS, '0')}`;
}
