import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { type Backend, bothBackends } from '../testing.js';
import { type Database, openDatabase } from './database.js';
import { applyMigrations } from './migrations.js';

// Migration 65 (issue 28): large values compressed with LZ4 where the engine has it (PostgreSQL as
// Debian and most distributions build it), pglz left in place where it does not (PGlite).
describe.each(bothBackends())('the compression of large values (%s)', (backend: Backend) => {
  let db: Database;
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (backend === 'postgres' && adminUrl)
      database = await createTestDatabase(adminUrl, { prefix: 'shop_lz4', seeded: false });
    db = await openDatabase({ dataDir: 'memory://', databaseUrl: database?.url });
    await applyMigrations(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('sets LZ4 on the documents, their versions and the outbox where the engine has it', async () => {
    const [{ hasLz4 } = { hasLz4: false }] = await db.query<{ hasLz4: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression'
         AND 'lz4' = ANY (enumvals)) AS "hasLz4"`,
    );
    const columns = await db.query<{ name: string; method: string }>(
      `SELECT attrelid::regclass || '.' || attname AS name, attcompression AS method FROM pg_attribute
       WHERE (attrelid, attname) IN (('documents'::regclass, 'data'), ('document_versions'::regclass, 'data'),
         ('outbox'::regclass, 'body'), ('outbox'::regclass, 'html'), ('outbox'::regclass, 'data'))
       ORDER BY 1`,
    );
    expect(columns.map((column) => column.name)).toEqual([
      'document_versions.data',
      'documents.data',
      'outbox.body',
      'outbox.data',
      'outbox.html',
    ]);
    expect(hasLz4).toBe(backend === 'postgres');
    for (const column of columns) expect(column.method, column.name).toBe(hasLz4 ? 'l' : '');
    // A large order is written and read back whole either way.
    const details = Array.from({ length: 200 }, (_, index) => ({
      ma_vt: `SP-${index}`,
      ten_vt: 'Trà xanh Thái Nguyên',
    }));
    await db.query(
      `INSERT INTO documents (id_app, collection, id, data) VALUES ('lz4', 'so1', $1, $2::text::jsonb)`,
      ['abcdefabcdefabcdefabcdef', JSON.stringify({ trang_thai: '0', details })],
    );
    const [stored] = await db.query<{ lines: number; compressed: boolean }>(
      `SELECT jsonb_array_length(data->'details') AS lines, pg_column_size(data) < octet_length(data::text) AS compressed
       FROM documents WHERE id_app = 'lz4'`,
    );
    expect(stored).toEqual({ lines: 200, compressed: true });
  });
});
