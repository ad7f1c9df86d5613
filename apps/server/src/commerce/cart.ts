import { cartLineKey, mergeCartLines } from '@shop/domain/pricing';
import { all, type Queryable } from '../db/database.js';
import { type Doc, deleteDocument, insertDocument, mergeDocument } from '../db/documents.js';
import { appError } from '../errors.js';
import type { CartLineDoc } from './cart-line.js';
import { type LineRequest, requestOf } from './pricing/line-request.js';
import { fillCartLine, fillLines, refuseLine } from './pricing/price-line.js';
import { loadCartPricing } from './pricing/pricing-context.js';
import { lockOwner, type Shopper } from './shopper.js';

export type { CartLineDoc };

const scope = (idApp: string, owner: string) => ({ idApp, collection: 'cart', owner });

/** The lines an owner has, oldest first. */
export async function listCartLines(db: Queryable, idApp: string, owner: string): Promise<CartLineDoc[]> {
  const rows = await db.query<{ data: CartLineDoc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $2
     ORDER BY created_at, id`,
    [idApp, owner],
  );
  return rows.map((row) => row.data);
}

export interface SavedLine {
  line: Doc;
  /** True when the quantity asked for was above the stock and the server kept the stock. */
  capped: boolean;
}

/**
 * Adds to the cart (SPEC §4): an identical line (product, app, option) gets the quantity added,
 * otherwise a new line is created; either way the quantity is capped at the stock and every
 * amount comes from the catalogue. Runs under the owner's lock, so two quick adds make one line.
 * `finish`: nothing follows in the transaction (see Queryable.finish).
 */
export async function addToCart(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  request: LineRequest,
  now: Date,
  { finish = false }: { finish?: boolean } = {},
): Promise<SavedLine> {
  // The lock, then the cart and the catalogue (one statement) in one round trip; the read runs
  // after the lock is held.
  const [, { lines, products, context }] = await all([
    lockOwner(tx, 'cart', shopper.owner),
    loadCartPricing(tx, idApp, shopper.owner, [request.ma_vt], now),
  ]);
  const incoming = { ma_vt: request.ma_vt, id_app: idApp, thuoc_tinh: { _id: request.attributeId ?? '' } };
  const existing = lines.find((line) => cartLineKey({ ...line, id_app: idApp }) === cartLineKey(incoming));
  const quantity = (existing?.sl_xuat ?? 0) + request.quantity;
  const result = fillCartLine(products.get(request.ma_vt), { ...request, quantity }, context, idApp);
  if (!result.ok) return refuseLine(result);
  const stamp = { user: shopper.email, user_created: shopper.userCreated, online: true };
  // The write is the transaction's last statement: with `finish`, COMMIT travels with it.
  if (existing) {
    const saving = mergeDocument(tx, scope(idApp, shopper.owner), existing._id, {
      ...result.line,
      ...stamp,
      date_updated: now.toISOString(),
    });
    if (finish) tx.finish?.();
    return { line: (await saving) ?? existing, capped: result.capped };
  }
  const inserting = insertDocument(tx, scope(idApp, shopper.owner), {
    ...result.line,
    ...stamp,
    date_created: now.toISOString(),
  });
  if (finish) tx.finish?.();
  return { line: await inserting, capped: result.capped };
}

/** Sets a line's quantity (the cart-update call sends _id and sl_xuat), capped at the stock. */
export async function setLineQuantity(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  id: string,
  quantity: number,
  now: Date,
): Promise<SavedLine> {
  await lockOwner(tx, 'cart', shopper.owner);
  const lines = await listCartLines(tx, idApp, shopper.owner);
  const existing = lines.find((line) => line._id === id);
  if (!existing) throw appError('CART_LINE_NOT_FOUND');
  const [result] = await fillLines(tx, idApp, [{ ...requestOf(existing), quantity }], now);
  if (!result?.ok) return refuseLine(result ?? { ok: false, reason: 'PRODUCT_NOT_FOUND' });
  const saved = await mergeDocument(tx, scope(idApp, shopper.owner), id, {
    ...result.line,
    date_updated: now.toISOString(),
  });
  return { line: saved ?? existing, capped: result.capped };
}

export async function removeCartLine(
  tx: Queryable,
  idApp: string,
  owner: string,
  id: string,
): Promise<boolean> {
  return deleteDocument(tx, scope(idApp, owner), id, owner);
}

/**
 * A guest who logs in keeps their cart (DESIGN "Identities"): the lines of this browser's uid are
 * merged into the user's cart with the domain's mergeCartLines (identical lines add up, capped at
 * the stock on the next pricing), then removed from the guest. Nothing happens for guests or when
 * the uid has no lines. Returns how many guest lines were taken over.
 */
export async function adoptGuestCart(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  now: Date,
): Promise<number> {
  if (shopper.isGuest) return 0;
  const peek = await tx.query(
    `SELECT 1 FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $2 LIMIT 1`,
    [idApp, shopper.guestOwner],
  );
  if (peek.length === 0) return 0;
  await lockOwner(tx, 'cart', shopper.owner);
  // Read under the lock: a concurrent adoption has either finished (no lines left) or not begun.
  const guestLines = await listCartLines(tx, idApp, shopper.guestOwner);
  const userLines = await listCartLines(tx, idApp, shopper.owner);
  const withApp = (line: CartLineDoc) => ({ ...line, id_app: idApp });
  const merged = mergeCartLines(userLines.map(withApp), guestLines.map(withApp));
  const userIds = new Set(userLines.map((line) => line._id));
  for (const line of merged) {
    const [result] = await fillLines(tx, idApp, [requestOf(line)], now);
    const fields = result?.ok ? result.line : { sl_xuat: line.sl_xuat };
    const stamp = { user: shopper.email, user_created: shopper.userCreated };
    if (userIds.has(line._id)) {
      await mergeDocument(tx, scope(idApp, shopper.owner), line._id, { ...fields, ...stamp });
    } else {
      const { _id: _guestId, ...rest } = line;
      await insertDocument(tx, scope(idApp, shopper.owner), { ...rest, ...fields, ...stamp });
    }
  }
  for (const line of guestLines) await deleteDocument(tx, scope(idApp, shopper.guestOwner), line._id);
  return guestLines.length;
}
