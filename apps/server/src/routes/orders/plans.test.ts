import { describe, expect, it } from 'vitest';
import { asJsonList, DRAFT_LINE_CODES_SQL, documentsByKeySql } from '../../commerce/catalog.js';
import { cartPricingSql } from '../../commerce/pricing/pricing-context.js';
import { ZNS_TEMPLATES_ROW } from '../../mail/channels/zns-orders.js';
import { QUEUE_ORDER_ZNS_SQL } from '../../mail/outbox.js';
import { bothBackends } from '../../testing.js';
import { buy, newGuest, commerceSuite } from '../commerce/commerce.test-kit.js';
import { rolledBack } from '../../db/rolled-back.test-kit.js';

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

  // Issue 28: the products of a cart line, a draft and a placing (three reads an order) are found
  // through the product-code index, not by reading every product of the app (the former
  // `IN (SELECT …)` semi-join, planned again at each call).
  it('reads products by code through their index', async () => {
    const idApp = kit().shop.env.ID_APP;
    for (const lock of [false, true]) {
      expect(
        await plan(documentsByKeySql('dmvt', "data->>'ma_vt'", lock), [
          idApp,
          asJsonList(['NSA-004', 'CPH-001']),
        ]),
      ).toMatch(/Index Scan using documents_ma_vt[^\n]*\n[^\n]*Index Cond: [^\n]*ma_vt[^\n]*= ANY/);
    }
  });

  // Issue 28 (1 December): a cart's lines and their products are one statement (an add to cart, a
  // draft; promotions and fees are kept reference data, decision 078); each of its reads is an
  // index scan, as on its own.
  it('reads a cart with what prices it through the owner and product-code indexes', async () => {
    const idApp = kit().shop.env.ID_APP;
    for (const codesOfCart of [false, true]) {
      const text = await plan(cartPricingSql({ codesOfCart }), [
        idApp,
        asJsonList(['NSA-004']),
        'uid:0123456789abcdef01234567',
      ]);
      expect(text).toMatch(
        /Index Scan using documents_ma_vt[^\n]*\n[^\n]*Index Cond: [^\n]*ma_vt[^\n]*= ANY/,
      );
      // The cart's lines by an index on the app and collection (the owner's, once carts are many).
      expect(text).toMatch(
        /Index Scan using documents_\w+ on documents \w+ [^\n]*\n[^\n]*Index Cond: [^\n]*'cart'/,
      );
    }
  });

  // Issue 28 (2 December): with ZNS off (no templates' row) the order's ZNS statement stops at its
  // first, one-time condition and reads neither the order nor the opt-outs.
  it("reads nothing for an order's ZNS row when ZNS is off", async () => {
    const idApp = kit().shop.env.ID_APP;
    const placed = await buy(kit(), newGuest(), [{ ma_vt: 'NSA-004', sl_xuat: 1 }]);
    expect(placed.status).toBe(200);
    const text = await plan(QUEUE_ORDER_ZNS_SQL, [
      idApp,
      placed.body._id,
      '0123456789abcdef01234567',
      'order-placed',
      null,
      ZNS_TEMPLATES_ROW,
    ]);
    expect(text).toMatch(/One-Time Filter/);
    // EXPLAIN ANALYZE, rolled back: the order's row was never looked up.
    const analyzed = await rolledBack(kit().shop.db, async (tx) => {
      const rows = await tx.query<Record<string, unknown>>(
        `EXPLAIN ANALYZE ${QUEUE_ORDER_ZNS_SQL}`,
        [idApp, placed.body._id, '0123456789abcdef01234567', 'order-placed', null, ZNS_TEMPLATES_ROW],
        { dynamic: true },
      );
      return rows.map((row) => String(Object.values(row)[0]));
    });
    const documentsScan = analyzed.find((line) =>
      /Index Scan using documents_pkey on documents d/.test(line),
    );
    expect(documentsScan).toMatch(/never executed/);
  });

  // Issue 28 (1 December): placing locks the products of the draft's lines with codes the statement
  // reads from the draft itself (by its key), in the round trip that locks the draft.
  it("locks a draft's products by code through their index", async () => {
    const idApp = kit().shop.env.ID_APP;
    const text = await plan(documentsByKeySql('dmvt', "data->>'ma_vt'", true, DRAFT_LINE_CODES_SQL), [
      idApp,
      '0123456789abcdef01234567',
    ]);
    expect(text).toMatch(/Index Scan using documents_ma_vt[^\n]*\n[^\n]*Index Cond: [^\n]*ma_vt[^\n]*= ANY/);
    expect(text).toMatch(/Index Scan using documents_pkey on documents o/);
  });
});
