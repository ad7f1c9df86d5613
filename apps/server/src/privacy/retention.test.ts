import { describe, expect, it } from 'vitest';
import { newId } from '../db/documents.js';
import { testBackends } from '../testing.js';
import { shopSuite } from '../suite.test-kit.js';
import { purgeExpired } from './retention.js';

describe.each(testBackends())('retention: what the shop no longer needs goes on schedule (%s)', (backend) => {
  const shop = shopSuite(backend);

  const insert = async (collection: string, owner: string, data: object, daysAgo: number) => {
    const id = newId();
    const at = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await shop().db.query(
      `INSERT INTO documents (id_app, collection, id, owner, data, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5::text::jsonb, $6, $6)`,
      [shop().env.ID_APP, collection, id, owner, JSON.stringify(data), at],
    );
    await shop().db.query(
      `INSERT INTO document_versions (id_app, collection, id, version, data) VALUES ($1, $2, $3, 1, $4::text::jsonb)`,
      [shop().env.ID_APP, collection, id, JSON.stringify(data)],
    );
    return id;
  };
  const exists = async (id: string) =>
    (await shop().db.query('SELECT 1 FROM documents WHERE id = $1', [id])).length > 0;

  it('drops old guest carts and drafts with their versions, and sent mails after 90 days; keeps the rest', async () => {
    const oldGuestCart = await insert('cart', 'uid:abc', { ma_vt: 'CPH-009' }, 31);
    const newGuestCart = await insert('cart', 'uid:def', { ma_vt: 'CPH-009' }, 2);
    const userCart = await insert('cart', 'user:an@example.vn', { ma_vt: 'CPH-009' }, 200);
    const oldDraft = await insert('so1', 'uid:abc', { trang_thai: 'LCT' }, 45);
    const oldOrder = await insert('so1', 'uid:abc', { trang_thai: '0' }, 400);
    const sentLongAgo = newId();
    const sentLately = newId();
    const unsent = newId();
    for (const [id, sentDaysAgo] of [
      [sentLongAgo, 91],
      [sentLately, 10],
      [unsent, null],
    ] as const)
      await shop().db.query(
        `INSERT INTO outbox (id, recipient, subject, body, sent_at) VALUES ($1, 'a@example.vn', 's', 'b', $2)`,
        [id, sentDaysAgo === null ? null : new Date(Date.now() - sentDaysAgo * 86_400_000).toISOString()],
      );

    const purged = await purgeExpired(shop().db);
    expect(purged).toMatchObject({ guestCarts: 1, drafts: 1, sentMails: 1 });
    expect(await exists(oldGuestCart)).toBe(false);
    expect(await exists(oldDraft)).toBe(false);
    expect(
      await shop().db.query('SELECT 1 FROM document_versions WHERE id = ANY($1::text[])', [
        [oldGuestCart, oldDraft],
      ]),
    ).toHaveLength(0);
    for (const kept of [newGuestCart, userCart, oldOrder]) expect(await exists(kept)).toBe(true);
    const mails = await shop().db.query<{ id: string }>('SELECT id FROM outbox WHERE id = ANY($1::text[])', [
      [sentLongAgo, sentLately, unsent],
    ]);
    expect(mails.map((row) => row.id).sort()).toEqual([sentLately, unsent].sort());
    // Again: nothing more.
    expect(await purgeExpired(shop().db)).toEqual({
      guestCarts: 0,
      drafts: 0,
      sentMails: 0,
      unconfirmedRequests: 0,
    });
  });
});
