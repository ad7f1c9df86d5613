import { removeAddress, saveAddress } from '@shop/domain/accounts';
import type { Queryable } from '../db/database.js';
import { type Doc, insertDocument, mergeDocument, removeDocument } from '../db/documents.js';
import { appError } from '../errors.js';
import { lockOwner, type Shopper } from './shopper.js';

/** Addresses an owner may keep (SPEC §9 fetches 10). */
export const ADDRESS_LIMIT = 10;

type AddressDoc = Doc & { ngam_dinh?: boolean };

const scope = (idApp: string, owner: string) => ({ idApp, collection: 'ecomuser_address', owner });

async function listOwned(tx: Queryable, idApp: string, owner: string): Promise<AddressDoc[]> {
  const rows = await tx.query<{ data: AddressDoc }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = 'ecomuser_address' AND owner = $2
     ORDER BY created_at, id`,
    [idApp, owner],
  );
  return rows.map((row) => row.data);
}

async function unsetDefaults(
  tx: Queryable,
  idApp: string,
  owner: string,
  ids: readonly string[],
  by: string,
) {
  for (const id of ids) await mergeDocument(tx, scope(idApp, owner), id, { ngam_dinh: false }, by);
}

/**
 * Saves an address with the default rules of SPEC §4 (domain saveAddress): a default unsets the
 * others, the first one is the default, a guest's is always the default. At most 10 per owner.
 */
export async function saveOwnedAddress(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  fields: Record<string, unknown>,
  id: string | undefined,
  now: Date,
): Promise<Doc> {
  await lockOwner(tx, 'ecomuser_address', shopper.owner);
  const book = await listOwned(tx, idApp, shopper.owner);
  const current = id === undefined ? undefined : book.find((address) => address._id === id);
  if (id !== undefined && !current) throw appError('ADDRESS_NOT_FOUND');
  if (!current && book.length >= ADDRESS_LIMIT) throw appError('ADDRESS_LIMIT', { max: ADDRESS_LIMIT });
  const candidate: AddressDoc = { ...(current ?? { _id: '' }), ...fields } as AddressDoc;
  const decision = saveAddress(book, { ...candidate, _id: current?._id }, { isGuest: shopper.isGuest });
  await unsetDefaults(tx, idApp, shopper.owner, decision.unsetIds, shopper.userCreated);
  const stamped = { ...decision.saved, ngam_dinh: decision.saved.ngam_dinh ?? false };
  if (current) {
    const saved = await mergeDocument(
      tx,
      scope(idApp, shopper.owner),
      current._id,
      { ...stamped, date_updated: now.toISOString() },
      shopper.userCreated,
    );
    return saved ?? current;
  }
  const { _id: _none, ...rest } = stamped;
  return insertDocument(
    tx,
    scope(idApp, shopper.owner),
    { ...rest, id_app: idApp, user_created: shopper.userCreated, date_created: now.toISOString() },
    shopper.userCreated,
  );
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteOwnedAddress(
  tx: Queryable,
  idApp: string,
  shopper: Shopper,
  id: string,
): Promise<Doc> {
  await lockOwner(tx, 'ecomuser_address', shopper.owner);
  const book = await listOwned(tx, idApp, shopper.owner);
  if (!book.some((address) => address._id === id)) throw appError('ADDRESS_NOT_FOUND');
  const decision = removeAddress(book, id);
  const removed = await removeDocument(tx, scope(idApp, shopper.owner), id, shopper.userCreated);
  if (decision.newDefaultId)
    await mergeDocument(tx, scope(idApp, shopper.owner), decision.newDefaultId, { ngam_dinh: true });
  if (!removed) throw appError('ADDRESS_NOT_FOUND');
  return removed;
}
