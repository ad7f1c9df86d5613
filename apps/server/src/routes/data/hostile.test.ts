import { describe, expect, it } from 'vitest';
import { createRandom, randomJson } from '../../query/random-json.js';
import { bothBackends } from '../../testing.js';
import { shopSuite } from '../../suite.test-kit.js';

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

  it('serves equality on a field from the containment index', async () => {
    const plan = await shop().db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        'EXPLAIN SELECT data FROM documents WHERE data @> $1::text::jsonb',
        [JSON.stringify({ ma_vt: 'TRA01' })],
      );
    });
    expect(plan.map((row) => row['QUERY PLAN']).join('\n')).toContain('documents_data');
  });
});
