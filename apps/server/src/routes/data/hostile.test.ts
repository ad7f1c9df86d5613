import { describe, expect, it } from 'vitest';
import { createRandom, randomJson } from '../../query/random-json.js';
import { bothBackends } from '../../testing.js';
import { shopSuite } from '../../suite.test-kit.js';
import { rolledBack } from '../../db/rolled-back.test-kit.js';

const RUNS = 250;

describe.each(bothBackends())('hostile list input on %s', (backend) => {
  const shop = shopSuite(backend);

  it('never answers a random or malicious q, sort, fields, limit or page with a 500', async () => {
    const random = createRandom(backend === 'pglite' ? 7 : 11);
    const statuses = new Set<number>();
    for (let run = 0; run < RUNS; run++) {
      const params = new URLSearchParams({
        trust_key: shop().env.TRUST_KEY,
        q: JSON.stringify(randomJson(random)),
      });
      if (random.next() < 0.3) params.set('sort', JSON.stringify(randomJson(random)));
      if (random.next() < 0.2) params.set('fields', String(randomJson(random)));
      if (random.next() < 0.2) params.set('limit', String(randomJson(random)));
      if (random.next() < 0.2) params.set('page', String(randomJson(random)));
      if (random.next() < 0.3) params.set('count', '1');
      const list = await shop().app.inject({
        method: 'GET',
        url: `/api/${shop().env.ID_APP}/dmvt?${params}`,
      });
      const search = await shop().app.inject({
        method: 'POST',
        url: `/api/search/${shop().env.ID_APP}/news?trust_key=${shop().env.TRUST_KEY}`,
        payload: { q: randomJson(random), sort: randomJson(random), limit: 5, count: random.next() < 0.5 },
      });
      for (const reply of [list, search]) {
        statuses.add(reply.statusCode);
        expect([200, 400], `${reply.statusCode} ${reply.body.slice(0, 200)} for ${params}`).toContain(
          reply.statusCode,
        );
        if (reply.statusCode === 400) expect(reply.json<{ message: string }>().message).toBeTruthy();
      }
    }
    expect([...statuses].sort()).toEqual([200, 400]);
  });

  it('matches $ne and $nin on documents that lack the field, as MongoDB does', async () => {
    const q = encodeURIComponent(JSON.stringify({ field_nobody_has: { $ne: 'x' } }));
    const all = await shop().app.inject(`/api/${shop().env.ID_APP}/dmvt?count=1`);
    const ne = await shop().app.inject(`/api/${shop().env.ID_APP}/dmvt?count=1&q=${q}`);
    expect(ne.json()).toEqual(all.json());
    const nin = encodeURIComponent(JSON.stringify({ field_nobody_has: { $nin: ['x', 1] } }));
    expect((await shop().app.inject(`/api/${shop().env.ID_APP}/dmvt?count=1&q=${nin}`)).json()).toEqual(
      all.json(),
    );
  });

  it('serves equality on a field from the containment index, carts and orders aside', async () => {
    const plans = await rolledBack(shop().db, async (tx) => {
      // 2,000 documents in each collection, rolled back with the transaction: on a test's few
      // rows, a scan of any index that holds the collection costs less than the containment's.
      for (const collection of ['dmvt', 'cart', 'so1']) {
        await tx.query(
          `INSERT INTO documents (id_app, collection, id, data)
           SELECT $1, $2, 'many' || n, jsonb_build_object('ma_vt', 'MANY' || n, 'ten_vt', 'Trà ' || n)
           FROM generate_series(1, 2000) AS n`,
          [shop().env.ID_APP, collection],
        );
      }
      // Their entries moved from the index's pending list into its tree, as autovacuum does.
      await tx.query(`SELECT gin_clean_pending_list('documents_data')`);
      await tx.query('ANALYZE documents');
      const explain = async (collection: string) => {
        // As the generic list sends it: the collection a value of the unnamed statement.
        const rows = await tx.query<{ 'QUERY PLAN': string }>(
          'EXPLAIN SELECT data FROM documents WHERE id_app = $1 AND collection = $2 AND data @> $3::text::jsonb',
          [shop().env.ID_APP, collection, JSON.stringify({ ma_vt: 'MANY77' })],
          { dynamic: true },
        );
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      return { dmvt: await explain('dmvt'), cart: await explain('cart'), so1: await explain('so1') };
    });
    expect(plans.dmvt).toContain('documents_data');
    // The checkout's writes keep out of it (migration 66).
    expect(plans.cart).not.toContain('documents_data');
    expect(plans.so1).not.toContain('documents_data');
  });
});
