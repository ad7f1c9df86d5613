import {
  type AccountExport,
  type ConsentRecord,
  ERASED_NAME,
  PRIVACY_NOTICE_VERSION,
} from '@shop/domain/privacy';
import type { Queryable } from '../db/database.js';
import { ownerName, type UserRow } from '../accounts/users.js';
import { SUBSCRIBE_COLLECTION } from '../content/subscribe.js';
import { unsubscribeEmail } from './consents.js';
import { anonymiseReviews, reviewsOfOwner } from '../reviews/reviews.js';

/** The collections a shopper owns (access.ts 'owner'), as the owner column names them. */
const OWNED = {
  orders: 'so1',
  addresses: 'ecomuser_address',
  cart: 'cart',
  wishlist: 'ecomwishlist',
} as const;

/** A text as it is written inside JSON (quoted, escaped). */
const to = (text: string) => JSON.stringify(text);

const ownerKey = (user: Pick<UserRow, 'email' | 'phone'>) => `user:${ownerName(user)}`;

async function ownedDocuments(db: Queryable, idApp: string, collection: string, owner: string) {
  const rows = await db.query<{ data: Record<string, unknown> }>(
    `SELECT data FROM documents WHERE id_app = $1 AND collection = $2 AND owner = $3 ORDER BY created_at, id`,
    [idApp, collection, owner],
  );
  return rows.map((row) => row.data);
}

/** Everything the shop holds about an account (decision 063), for the shopper's download. */
export async function collectAccountData(
  db: Queryable,
  idApp: string,
  user: UserRow,
  now: Date,
): Promise<AccountExport> {
  const owner = ownerKey(user);
  const extra = await db.query<{ created_at: Date | string }>('SELECT created_at FROM users WHERE id = $1', [
    user.id,
  ]);
  const consents = await db.query<
    Omit<ConsentRecord, 'at'> & { at: Date | string } & Record<string, unknown>
  >(
    `SELECT purpose, granted, notice_version, source, given_at AS at FROM consents
     WHERE id_app = $1 AND (user_id = $2 OR subject = $3 OR subject = $4) ORDER BY given_at, id`,
    [idApp, user.id, user.email ?? '', user.phone ?? ''],
  );
  const subscriptions = user.email
    ? await db.query<{ email: string; date_created: string }>(
        `SELECT data->>'email' AS email, COALESCE(data->>'date_created', '') AS date_created FROM documents
         WHERE id_app = $1 AND collection = $2 AND lower(btrim(data->>'email')) = $3`,
        [idApp, SUBSCRIBE_COLLECTION, user.email],
      )
    : [];
  return {
    exported_at: now.toISOString(),
    notice_version: PRIVACY_NOTICE_VERSION,
    profile: {
      _id: user.id,
      email: user.email,
      phone: user.phone,
      name: user.name,
      picture: user.picture ?? '',
      ngay_sinh: user.ngay_sinh ?? '',
      gioi_tinh: user.gioi_tinh ?? '',
      referral_code: user.referral_code ?? '',
      verified: user.is_verified,
      created_at: new Date(extra[0]?.created_at ?? now).toISOString(),
    },
    addresses: await ownedDocuments(db, idApp, OWNED.addresses, owner),
    orders: await ownedDocuments(db, idApp, OWNED.orders, owner),
    cart: await ownedDocuments(db, idApp, OWNED.cart, owner),
    wishlist: await ownedDocuments(db, idApp, OWNED.wishlist, owner),
    consents: consents.map((row) => ({ ...row, at: new Date(row.at).toISOString() })),
    subscriptions,
    reviews: await reviewsOfOwner(db, idApp, owner, now),
  };
}

/** What replaces the personal fields of an order kept for the accounts (decision 063). */
function erasedOrderFields(pseudonym: string): Record<string, string> {
  return {
    ten_nguoi_nhan: ERASED_NAME,
    sdt_nguoi_nhan: '',
    email_nguoi_nhan: '',
    dia_chi_nguoi_nhan: '',
    ghi_chu: '',
    user_created: pseudonym,
  };
}

/**
 * Replaces the personal fields of orders kept for the accounts (decision 063), in the caller's
 * transaction: the receiver's name, phone, e-mail, street and note, in the order and every saved
 * version; `authors` of versions become the pseudonym; each of `names` (an e-mail, a phone)
 * wherever it appears, and every whole value equal to `name`, become the pseudonym.
 */
export async function eraseOrders(
  tx: Queryable,
  idApp: string,
  erase: {
    ids: string[];
    pseudonym: string;
    authors: string[];
    names: (string | null | undefined)[];
    name?: string | undefined;
  },
): Promise<void> {
  const { ids, pseudonym } = erase;
  if (ids.length === 0) return;
  const fields = JSON.stringify(erasedOrderFields(pseudonym));
  await tx.query(
    `UPDATE documents SET data = data || $3::text::jsonb, updated_at = now()
     WHERE id_app = $1 AND collection = 'so1' AND id = ANY($2::text[])`,
    [idApp, ids, fields],
  );
  await tx.query(
    `UPDATE document_versions SET data = data || $3::text::jsonb,
       changed_by = CASE WHEN changed_by = ANY($4::text[]) THEN $5 ELSE changed_by END
     WHERE id_app = $1 AND collection = 'so1' AND id = ANY($2::text[]) AND data IS NOT NULL`,
    [idApp, ids, fields, erase.authors, pseudonym],
  );
  // The names appear in other fields too (each line's user, 'user:<e-mail>' keys…).
  const names = [
    ...erase.names.filter((text): text is string => Boolean(text)).map((text) => [text, pseudonym]),
    ...(erase.name ? [[to(erase.name), to(pseudonym)]] : []),
  ];
  for (const table of ['documents', 'document_versions'])
    for (const [value, replacement] of names)
      await tx.query(
        `UPDATE ${table} SET data = replace(data::text, $3, $4)::jsonb
         WHERE id_app = $1 AND collection = 'so1' AND id = ANY($2::text[]) AND data IS NOT NULL`,
        [idApp, ids, value, replacement],
      );
}

/**
 * Deletes an account (decision 063), in the caller's transaction. Its orders stay for the
 * accounting period the law requires (10 years), with the receiver's name, phone, e-mail, street
 * address and note replaced, in every saved version too, and owned by a pseudonym; its addresses,
 * cart and wishlist go with their versions; its newsletter subscriptions, consents, mails waiting
 * or kept, and login counters go; its review photos are unlinked and their file rows go; the user
 * row goes last (its sessions and codes with it), so the account can no longer log in. Returns the
 * pseudonym the orders now carry and the uploads whose bytes to remove after the commit.
 */
export async function eraseAccount(
  tx: Queryable,
  idApp: string,
  user: UserRow,
): Promise<{ pseudonym: string; uploads: string[] }> {
  const owner = ownerKey(user);
  const pseudonym = `deleted:${user.id}`;
  // Reviews stay on the products, without the author's name or photos (decision 047); the photos'
  // uploads go.
  const uploads = await anonymiseReviews(tx, idApp, owner, pseudonym);
  const orders = await tx.query<{ id: string }>(
    `UPDATE documents SET owner = $3 WHERE id_app = $1 AND collection = 'so1' AND owner = $2 RETURNING id`,
    [idApp, owner, pseudonym],
  );
  await eraseOrders(tx, idApp, {
    ids: orders.map((row) => row.id),
    pseudonym,
    authors: [ownerName(user), owner],
    names: [user.email, user.phone],
    name: user.name,
  });
  const gone = await tx.query<{ collection: string; id: string }>(
    `DELETE FROM documents WHERE id_app = $1 AND collection = ANY($2::text[]) AND owner = $3
     RETURNING collection, id`,
    [idApp, [OWNED.addresses, OWNED.cart, OWNED.wishlist, 'customer'], owner],
  );
  for (const row of gone)
    await tx.query('DELETE FROM document_versions WHERE id_app = $1 AND collection = $2 AND id = $3', [
      idApp,
      row.collection,
      row.id,
    ]);
  // Lines that left the cart for an order, addresses deleted before: their saved versions still
  // name the account.
  for (const value of [user.email, user.phone].filter((text): text is string => Boolean(text)))
    await tx.query(
      `DELETE FROM document_versions WHERE id_app = $1 AND collection = ANY($2::text[])
         AND strpos(data::text, $3) > 0`,
      [idApp, [OWNED.addresses, OWNED.cart, OWNED.wishlist, 'customer'], value],
    );
  if (user.email) await unsubscribeEmail(tx, idApp, user.email);
  await tx.query('DELETE FROM consents WHERE id_app = $1 AND (user_id = $2 OR subject = ANY($3::text[]))', [
    idApp,
    user.id,
    [user.email, user.phone].filter((value): value is string => Boolean(value)),
  ]);
  await tx.query('DELETE FROM outbox WHERE recipient = ANY($1::text[])', [
    [user.email, user.phone].filter((value): value is string => Boolean(value)),
  ]);
  await tx.query('DELETE FROM zns_opt_outs WHERE id_app = $1 AND user_id = $2', [idApp, user.id]);
  await tx.query('DELETE FROM login_failures WHERE account = $1', [`user:${user.id}`]);
  await tx.query('DELETE FROM users WHERE id = $1', [user.id]);
  return { pseudonym, uploads };
}
