import type { Queryable } from '../db/database.js';
import { type Doc, insertDocument, removeDocument } from '../db/documents.js';
import { loadProducts } from './catalog.js';
import { appError } from '../errors.js';
import { lockOwner, type Shopper } from './shopper.js';

const scope = (idApp: string, owner: string) => ({ idApp, collection: 'ecomwishlist', owner });

/**
 * Adds a product (its code read with the domain's favouriteRequestSchema) to the owner's
 * favourites (ecomwishlist), filled from the catalogue. Adding a
 * product that is already there returns the existing entry.
 */
export async function addFavourite(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  code: string,
  now: Date,
): Promise<Doc> {
  const product = (await loadProducts(tx, idApp, [code])).get(code);
  if (!product) throw appError('PRODUCT_NOT_FOUND');
  await lockOwner(tx, 'ecomwishlist', shopper.owner);
  const existing = await tx.query<{ data: Doc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'ecomwishlist' AND owner = $2
     AND data->>'ma_vt' = $3 LIMIT 1`,
    [idApp, shopper.owner, code],
  );
  if (existing[0]) return existing[0].data;
  return insertDocument(
    tx,
    scope(idApp, shopper.owner),
    {
      ma_vt: product.ma_vt,
      id_vt: product._id,
      ten_vt: product.ten_vt ?? '',
      ten_vt_eng: product.ten_vt_eng ?? '',
      picture: product.picture ?? '',
      gia_ban_le: product.gia_ban_le,
      id_app: idApp,
      user_created: shopper.userCreated,
      date_created: now.toISOString(),
    },
    shopper.userCreated,
  );
}

export async function removeFavourite(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  id: string,
): Promise<Doc> {
  const removed = await removeDocument(tx, scope(idApp, shopper.owner), id, shopper.userCreated);
  if (!removed) throw appError('WISHLIST_NOT_FOUND');
  return removed;
}
