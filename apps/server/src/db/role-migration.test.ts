import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { testBackend } from '../testing.js';
import { type Database, openDatabase } from './database.js';
import { MIGRATIONS } from './migrations.js';

/** Runs one migration's statements as applyMigrations does (they hold no semicolons in literals). */
async function run(db: Database, id: number): Promise<void> {
  const migration = MIGRATIONS.find((entry) => entry.id === id);
  if (!migration) throw new Error(`no migration ${id}`);
  for (const statement of migration.sql.split(';').map((part) => part.trim()))
    if (statement !== '') await db.query(statement);
}

describe('migration 9 on a shop that had an administrator', () => {
  let db: Database;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    // An empty database of its own: on the test cluster (the production engine) when the run has
    // one, else PGlite in memory (decision 044, twenty-sixth addendum: the subject is the migration's
    // rewrite of the roles, not the engine).
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (testBackend() === 'postgres' && adminUrl)
      database = await createTestDatabase(adminUrl, { prefix: 'shop_roles', seeded: false });
    db = await openDatabase({ dataDir: 'memory://', databaseUrl: database?.url });
    for (const migration of MIGRATIONS.filter((entry) => entry.id < 9)) await run(db, migration.id);
    await db.query(
      `INSERT INTO users (id, email, name, password_hash, is_verified, role) VALUES
       ('aaaaaaaaaaaaaaaaaaaaaaaa', 'quantri@example.com', 'Quản trị', 'x', true, 'admin'),
       ('bbbbbbbbbbbbbbbbbbbbbbbb', 'khach@example.com', 'Khách', 'x', true, 'customer')`,
    );
    await run(db, 9);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('makes the administrator the owner and leaves customers as they were', async () => {
    const rows = await db.query<{ email: string; role: string }>(
      'SELECT email, role FROM users ORDER BY email',
    );
    expect(rows).toEqual([
      { email: 'khach@example.com', role: 'customer' },
      { email: 'quantri@example.com', role: 'owner' },
    ]);
  });

  it("accepts staff and refuses the old 'admin' role from now on", async () => {
    await db.query(`UPDATE users SET role = 'staff' WHERE email = 'khach@example.com'`);
    await expect(
      db.query(`UPDATE users SET role = 'admin' WHERE email = 'khach@example.com'`),
    ).rejects.toThrow(/users_role_check/);
  });
});
