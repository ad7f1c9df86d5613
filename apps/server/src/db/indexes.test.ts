import { describe, expect, it } from 'vitest';
import { bothBackends } from '../testing.js';
import { shopSuite } from '../suite.test-kit.js';
import { rolledBack } from './rolled-back.test-kit.js';

/**
 * Migrations 66 and 67: the indexes of one field hold only the rows that have it, the containment
 * index leaves cart lines and orders out, and a shopper's drafts have an index of their own. The
 * lookups they serve must still find them, with the plan a prepared statement ends up with
 * (generic: no values known), on 2,000 rows of each collection (rolled back), since on a test's
 * few rows any index would do, or none.
 */
describe.each(bothBackends())('indexes on %s', (backend) => {
  const shop = shopSuite(backend);

  it('serve the lookups by field with a generic plan, and skip the rows without the field', async () => {
    const plans = await rolledBack(shop().db, async (tx) => {
      const idApp = shop().env.ID_APP;
      const fill = (collection: string, data: string, owner: string | null) =>
        tx.query(
          `INSERT INTO documents (id_app, collection, id, data, owner)
             SELECT $1, $2, 'many' || n, ${data}, ${owner ?? 'NULL'} FROM generate_series(1, 2000) AS n`,
          [idApp, collection],
        );
      await fill('cart', `jsonb_build_object('ma_vt', 'M' || n, 'sl_xuat', 1)`, `'uid:' || n`);
      await fill(
        'so1',
        `jsonb_build_object('so_ct', 'DH' || lpad(n::text, 6, '0'), 'trang_thai', CASE WHEN n % 100 = 0
            THEN 'LCT' ELSE (n % 7)::text END)`,
        // A hundred orders a shopper, as the bench's guests have, one of them a draft.
        `'user:' || (n % 20) || '@x.vn'`,
      );
      await fill('news', `jsonb_build_object('slug', 'tin-' || n, 'ngon_ngu', 'vi', 'ma', 'T' || n)`, null);
      await tx.query('ANALYZE documents');
      await tx.query('SET LOCAL plan_cache_mode = force_generic_plan');
      const literal = (value: string | string[]): string =>
        Array.isArray(value)
          ? `ARRAY[${value.map(literal).join(', ')}]::text[]`
          : `'${value.replaceAll("'", "''")}'`;
      const explain = async (sql: string, params: (string | string[])[]) => {
        // A prepared statement, as the server sends a fixed text: EXPLAIN EXECUTE shows the plan
        // it runs with (the values written out: EXECUTE's are not parameters of the EXPLAIN).
        const types = params.map((value) => (Array.isArray(value) ? 'text[]' : 'text'));
        await tx.query(`PREPARE lookup (${types.join(', ')}) AS ${sql}`);
        const rows = await tx.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN EXECUTE lookup(${params.map(literal).join(', ')})`,
        );
        await tx.query('DEALLOCATE lookup');
        return rows.map((row) => row['QUERY PLAN']).join('\n');
      };
      return {
        number: await explain(
          `SELECT data FROM documents WHERE id_app = $1 AND collection = 'so1' AND data->>'so_ct' = $2`,
          [idApp, 'DH000077'],
        ),
        status: await explain(
          `SELECT count(*) FROM documents WHERE id_app = $1 AND collection = $2 AND data->>'trang_thai' = ANY($3)`,
          [idApp, 'so1', ['0']],
        ),
        owner: await explain(
          `SELECT data FROM documents WHERE id_app = $1 AND collection = 'cart' AND owner = $2 ORDER BY created_at`,
          [idApp, 'uid:77'],
        ),
        slug: await explain(
          `SELECT data FROM documents WHERE id_app = $1 AND collection = $2 AND data->>'slug' = $3 AND data->>'ngon_ngu' = $4`,
          [idApp, 'news', 'tin-77', 'vi'],
        ),
        // Entering checkout deletes the shopper's older drafts (commerce/drafts.ts).
        drafts: await explain(
          `DELETE FROM documents WHERE id_app = $1 AND collection = 'so1' AND owner = $2
             AND data->>'trang_thai' = 'LCT'`,
          [idApp, 'user:7@x.vn'],
        ),
        code: await explain(
          `SELECT data FROM documents WHERE id_app = $1 AND collection = $2 AND data->>'ma' = $3`,
          [idApp, 'news', 'T77'],
        ),
        sizes: await tx.query<{ name: string; entries: number }>(
          `SELECT c.relname AS name, c.reltuples::int AS entries FROM pg_class c
             WHERE c.relname IN ('documents', 'documents_so_ct', 'documents_slug', 'documents_ma')`,
        ),
      };
    });
    expect(plans.number).toContain('documents_so_ct');
    expect(plans.status).toContain('documents_status');
    expect(plans.owner).toContain('documents_owner');
    expect(plans.slug).toContain('documents_slug');
    expect(plans.code).toContain('documents_ma');
    expect(plans.drafts).toContain('documents_drafts');
    // Two of the three collections filled lack each field: their 4,000 rows are not in its index.
    const entries = Object.fromEntries(plans.sizes.map(({ name, entries }) => [name, entries]));
    expect(entries.documents).toBeGreaterThan(6000);
    for (const index of ['documents_slug', 'documents_ma', 'documents_so_ct'])
      expect(entries[index], index).toBeLessThanOrEqual((entries.documents ?? 0) - 4000);
  });
});
