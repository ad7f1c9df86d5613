import { describe, expect, it } from 'vitest';
import { QueryError } from './errors.js';
import { planList } from './list-options.js';
import { createRandom, randomJson } from './random-json.js';

const RUNS = 2_000;

function placeholdersOf(sql: string): number[] {
  return [...new Set([...sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])))].sort((a, b) => a - b);
}

describe('planList with random and hostile input', () => {
  it('either refuses with a QueryError or binds exactly the parameters its SQL uses', () => {
    const random = createRandom(20_261_122);
    let accepted = 0;
    for (let run = 0; run < RUNS; run++) {
      const input = {
        q: random.next() < 0.5 ? randomJson(random) : JSON.stringify(randomJson(random)),
        sort: random.next() < 0.3 ? randomJson(random) : undefined,
        fields: random.next() < 0.2 ? randomJson(random) : undefined,
        limit: random.next() < 0.2 ? randomJson(random) : undefined,
        page: random.next() < 0.2 ? randomJson(random) : undefined,
        count: random.next() < 0.3,
      };
      try {
        const plan = planList(input, 2);
        accepted += 1;
        const used = placeholdersOf(`${plan.where} ${plan.count ? '' : plan.orderBy}`);
        // Every bound value is referenced (PostgreSQL refuses untyped unused parameters) and no
        // placeholder points past the list: $3 … $(2 + n).
        expect(used).toEqual(plan.params.map((_, index) => index + 3));
        expect(plan.where).not.toMatch(/DROP|;|--/);
        for (const param of plan.params) {
          expect(typeof param).toBe('string');
          expect(param as string).not.toContain('\u0000');
        }
      } catch (error) {
        expect(error, JSON.stringify(input).slice(0, 300)).toBeInstanceOf(QueryError);
      }
    }
    expect(accepted).toBeGreaterThan(RUNS / 20);
  });
});
