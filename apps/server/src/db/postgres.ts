import postgres from 'postgres';
import type { Database, Queryable } from './database.js';

type Runner = Pick<postgres.Sql, 'unsafe'>;

function wrap(runner: Runner): Queryable {
  return {
    async query(text, params = []) {
      const rows = await runner.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return [...rows] as never;
    },
  };
}

/** A real PostgreSQL server through porsager/postgres; a small pool, prepared statements on. */
export async function openPostgres(url: string): Promise<Database> {
  const sql = postgres(url, { max: 10, onnotice: () => {}, prepare: true });
  const base = wrap(sql);
  return {
    kind: 'postgres',
    query: base.query,
    transaction: (work) => sql.begin((tx) => work(wrap(tx))) as never,
    close: () => sql.end({ timeout: 5 }),
  };
}
