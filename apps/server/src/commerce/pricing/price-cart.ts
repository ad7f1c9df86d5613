import type { Queryable } from '../../db/database.js';
import type { Doc } from '../../db/documents.js';
import { listCartLines } from '../cart.js';
import { requestOf } from './line-request.js';
import { fillLines } from './price-line.js';

/**
 * The owner's cart priced now: each stored line refreshed from the catalogue (price, stock,
 * promotion). A line whose product is gone or sold out is kept with ton 0, so the shopper sees
 * the out-of-stock badge and can remove it.
 */
export async function pricedCart(db: Queryable, idApp: string, owner: string, now: Date): Promise<Doc[]> {
  const lines = await listCartLines(db, idApp, owner);
  if (lines.length === 0) return [];
  const results = await fillLines(db, idApp, lines.map(requestOf), now);
  return lines.map((line, index) => {
    const result = results[index];
    return result?.ok ? { ...line, ...result.line } : { ...line, ton: 0 };
  });
}
