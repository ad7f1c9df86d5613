import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all, type Database } from './database.js';
import { openPostgres } from './postgres.js';

const adminUrl = process.env.TEST_DATABASE_URL;

// Transactions that send COMMIT with their last statements (Queryable.finish), on the test cluster.
describe.skipIf(!adminUrl)('PostgreSQL transactions finished early', () => {
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  let db: Database;

  beforeAll(async () => {
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(adminUrl as string);
    url.pathname = `/${name}`;
    db = await openPostgres(url.toString());
    await db.query('CREATE TABLE t (id integer PRIMARY KEY, n integer NOT NULL CHECK (n >= 0))');
  });

  afterAll(async () => {
    await db.close();
    const admin = postgres(adminUrl as string, { max: 1, onnotice: () => {} });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('commits the statements issued before finish, and refuses any statement after it', async () => {
    const result = await db.transaction(async (tx) => {
      const writes = [
        tx.query('INSERT INTO t (id, n) VALUES ($1, $2)', [1, 5]),
        tx.query('INSERT INTO t (id, n) VALUES ($1, $2) RETURNING n', [2, 7]),
      ] as const;
      tx.finish?.();
      const [, rows] = await all(writes);
      await expect(tx.query('SELECT 1')).rejects.toThrow(/after the transaction was finished/);
      return rows[0]?.n;
    });
    expect(result).toBe(7);
    expect(await db.query('SELECT id, n FROM t ORDER BY id')).toEqual([
      { id: 1, n: 5 },
      { id: 2, n: 7 },
    ]);
  });

  it('writes nothing when a statement sent with the COMMIT fails, and the pool stays usable', async () => {
    await expect(
      db.transaction(async (tx) => {
        const writes = [
          tx.query('UPDATE t SET n = n + 1 WHERE id = $1', [1]),
          tx.query('UPDATE t SET n = n - 100 WHERE id = $1', [2]), // violates the CHECK
          tx.query('INSERT INTO t (id, n) VALUES ($1, $2)', [3, 1]),
        ] as const;
        tx.finish?.();
        await all(writes);
      }),
    ).rejects.toThrow(/check constraint/);
    expect(await db.query('SELECT id, n FROM t ORDER BY id')).toEqual([
      { id: 1, n: 5 },
      { id: 2, n: 7 },
    ]);
    // Every connection of the pool still works (none was left inside a transaction).
    const counts = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction(async (tx) => (await tx.query<{ c: string }>('SELECT count(*) AS c FROM t'))[0]?.c),
      ),
    );
    expect(new Set(counts.map(Number))).toEqual(new Set([2]));
  });

  it('runs a fixed statement many times (prepared) and dynamic texts unnamed', async () => {
    for (let round = 0; round < 8; round += 1) {
      expect(await db.query<{ n: number }>('SELECT n FROM t WHERE id = $1', [1])).toEqual([{ n: 5 }]);
      expect(
        await db.query<{ n: number }>(`SELECT n FROM t WHERE id = $1 LIMIT ${round + 1}`, [2], {
          dynamic: true,
        }),
      ).toEqual([{ n: 7 }]);
    }
  });
});
