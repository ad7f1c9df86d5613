import { describe, expect, it } from 'vitest';
import { bothBackends } from '../../testing.js';
import { buy, newGuest, commerceSuite } from '../commerce/commerce.test-kit.js';

// On a fresh database the statistics say the app has no orders; a lookup by id must still go
// through the primary key, not through another (id_app, collection, …) index that reads every
// order of the app (decision 007, "Measured": migration 7 and src/commerce/order-statistics.ts).
describe.each(bothBackends())('order lookups by id on a fresh %s database', (backend) => {
  const kit = commerceSuite(backend);

  async function plan(text: string, params: unknown[]): Promise<string> {
    const rows = await kit().shop.db.query<Record<string, unknown>>(`EXPLAIN ${text}`, params, {
      dynamic: true,
    });
    return rows.map((row) => String(Object.values(row)[0])).join('\n');
  }

  it('uses the primary key once the first orders are placed', async () => {
    const idApp = kit().shop.env.ID_APP;
    const orders = [];
    for (let i = 0; i < 2; i += 1) {
      const placed = await buy(kit(), newGuest(), [{ ma_vt: 'NSA-004', sl_xuat: 1 }]);
      expect(placed.status).toBe(200);
      orders.push(placed.body);
    }
    const id = orders[1]?._id;
    // The text of findOrder (src/commerce/order-store.ts), as placing and paying run it.
    const byId = `SELECT data FROM documents WHERE id_app = $1 AND collection = 'so1' AND id = $2
     AND ($3::text IS NULL OR owner = $3) FOR UPDATE`;
    const update = `UPDATE documents SET data = data || $3::text::jsonb, updated_at = now()
      WHERE id_app = $1 AND collection = 'so1' AND id = $2 RETURNING data`;
    // The statistics are refreshed in the background after orders 1 and 2.
    await expect
      .poll(() => plan(byId, [idApp, id, null]), { timeout: 10_000, interval: 100 })
      .toMatch(/Index Scan using documents_pkey/);
    expect(await plan(update, [idApp, id, '{}'])).toMatch(/Index Scan using documents_pkey/);
    // With an owner, that owner's orders at most (the owner index ties with the key).
    expect(await plan(byId, [idApp, id, 'some-owner'])).toMatch(
      /Index Scan using documents_(pkey|owner)[^\n]*\n[^\n]*Index Cond: [^\n]*(\bid = |owner = )/,
    );
  });
});
