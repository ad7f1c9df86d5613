import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { type Backend, bothBackends } from '../testing.js';
import { type Database, openDatabase } from './database.js';
import { INBOX_TERMS_QUERY, MIGRATIONS, splitStatements } from './migrations.js';

/**
 * Migration 64 (issue 28): the inbox columns, generated until then, set by a trigger, and the
 * inbox's terms computed without a query. The columns must hold what the generated ones held:
 * the same values kept by the migration, the same values for orders written after it.
 */

const NAMES = [
  'Nguyễn Văn An',
  'Trần THỊ Bích-Ngọc',
  "O'Brien Đặng",
  'Lê  Ánh  Dương',
  '',
  'Phạm Ư',
  'ĐỖ Quốc Bảo',
];
const EMAILS = ['an.nguyen@example.com', 'BICH_NGOC+shop@Example.VN', 'x@y.z', '', 'dương@mail.vn'];
const PHONES = ['0901234567', '+84 90 123 4567', '090-111-2222', '12', '', '(028) 3822 9999', 'không có'];
const CODES = ['SO1-2026-000123', 'so1/ab', 'Đơn-Hàng-01', 'X1', '', 'SO1202600001'];
const STATUSES = ['0', '1', '2', '3', '4', '5', '9', 'LCT', undefined];
const TOTALS: unknown[] = [125000, 0, 99999.5, '125000', null, undefined, 1e9];

/** A small deterministic generator, so a failure names an order that comes back on the next run. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

function orders(count: number, seed: number): { id: string; collection: string; data: object }[] {
  const next = random(seed);
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T;
  const maybe = <T>(value: T): T | undefined => (next() < 0.15 ? undefined : value);
  return Array.from({ length: count }, (_, index) => ({
    id: `${seed.toString(16).padStart(4, '0')}${index.toString(16).padStart(20, '0')}`,
    // Now and then a document of another collection with an order's fields: it has no inbox columns.
    collection: index % 23 === 0 ? 'cart' : 'so1',
    data: {
      so_ct: maybe(`${pick(CODES)}${index}`),
      ten_nguoi_nhan: maybe(pick(NAMES)),
      email_nguoi_nhan: maybe(pick(EMAILS)),
      sdt_nguoi_nhan: maybe(pick(PHONES)),
      trang_thai: pick(STATUSES),
      ngay_ct: maybe(`2026-${String(1 + (index % 12)).padStart(2, '0')}-0${1 + (index % 9)}`),
      pt_thanh_toan: maybe(pick(['COD', 'BANK', 'MOMO'])),
      trang_thai_tt: maybe(pick(['0', '1', '2'])),
      don_vi_vc: maybe(pick(['GHN', 'GHTK', ''])),
      t_tt_nt: pick(TOTALS),
    },
  }));
}

/** What the generated columns computed (migrations 13, 21 and 52), against what each row holds. */
const DIFFERENCES = `SELECT id, inbox_status, inbox_placed, inbox_method, inbox_paid, inbox_carrier,
    inbox_total::text AS inbox_total, inbox_terms::text AS inbox_terms
  FROM documents WHERE id_app = 'inbox'
  EXCEPT
  SELECT id,
    CASE WHEN collection = 'so1' AND data->>'trang_thai' <> 'LCT' THEN data->>'trang_thai' END,
    CASE WHEN collection = 'so1' THEN data->>'ngay_ct' END,
    CASE WHEN collection = 'so1' THEN data->>'pt_thanh_toan' END,
    CASE WHEN collection = 'so1' THEN COALESCE(data->>'trang_thai_tt', '0') END,
    CASE WHEN collection = 'so1' THEN data->>'don_vi_vc' END,
    (CASE WHEN collection = 'so1' AND jsonb_typeof(data->'t_tt_nt') = 'number'
      THEN (data->>'t_tt_nt')::numeric END)::text,
    (CASE WHEN collection = 'so1' AND data->>'trang_thai' <> 'LCT'
      THEN generated_inbox_terms(data->>'so_ct', data->>'ten_nguoi_nhan', data->>'email_nguoi_nhan',
        data->>'sdt_nguoi_nhan') END)::text
  FROM documents WHERE id_app = 'inbox'`;

describe.each(bothBackends())('the inbox columns set by a trigger (%s)', (backend: Backend) => {
  let db: Database;
  let database: TestDatabase | undefined;
  const insert = async (rows: ReturnType<typeof orders>) => {
    for (const row of rows)
      await db.query(
        `INSERT INTO documents (id_app, collection, id, data) VALUES ('inbox', $1, $2, $3::text::jsonb)`,
        [row.collection, row.id, JSON.stringify(row.data)],
      );
  };
  const differences = () => db.query(DIFFERENCES);

  beforeAll(async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (backend === 'postgres' && adminUrl)
      database = await createTestDatabase(adminUrl, { prefix: 'shop_inbox', seeded: false });
    db = await openDatabase({ dataDir: 'memory://', databaseUrl: database?.url });
    for (const migration of MIGRATIONS.filter((entry) => entry.id < 64))
      for (const statement of splitStatements(migration.sql)) await db.query(statement);
    // The terms as migration 21 computed them, the query the generated column ran.
    await db.query(`CREATE FUNCTION generated_inbox_terms(code text, name text, email text, phone text)
      RETURNS tsvector LANGUAGE sql IMMUTABLE AS $fn$ ${INBOX_TERMS_QUERY} $fn$`);
    await insert(orders(200, 1));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it('keeps the values the generated columns held and computes the same for new and changed orders', async () => {
    // Before the migration: the generated columns against the reference, so the reference is right.
    expect(await differences()).toEqual([]);
    const migration = MIGRATIONS.find((entry) => entry.id === 64);
    if (!migration) throw new Error('no migration 64');
    await db.transaction(async (tx) => {
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
    });
    expect(await differences()).toEqual([]);

    await insert(orders(200, 2));
    expect(await differences()).toEqual([]);
    const placed = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM documents WHERE id_app = 'inbox' AND inbox_terms IS NOT NULL`,
    );
    expect(placed[0]?.n).toBeGreaterThan(200);

    // A change of status keeps the terms; a change of name, phone or code makes them again; a
    // draft has none; any change of a field the columns read shows.
    await db.query(`UPDATE documents SET data = data || '{"trang_thai": "2", "trang_thai_tt": "1"}'
      WHERE id_app = 'inbox' AND right(id, 1) IN ('0', '1', '2')`);
    await db.query(`UPDATE documents SET data = data || jsonb_build_object('ten_nguoi_nhan', 'Vũ Thị Hoà ' || id,
      'sdt_nguoi_nhan', '0987 654 ' || right(id, 3), 't_tt_nt', 77000) WHERE id_app = 'inbox' AND right(id, 1) IN ('2', '3')`);
    await db.query(`UPDATE documents SET data = (data || '{"so_ct": "SO1-MỚI-9"}') - 'don_vi_vc'
      WHERE id_app = 'inbox' AND right(id, 1) = '4'`);
    await db.query(`UPDATE documents SET data = data || '{"trang_thai": "LCT"}'
      WHERE id_app = 'inbox' AND right(id, 1) = '5'`);
    await db.query(`UPDATE documents SET data = data || '{"trang_thai": "0"}'
      WHERE id_app = 'inbox' AND right(id, 1) IN ('5', '6')`);
    expect(await differences()).toEqual([]);
  });

  it('finds an order by the words and endings the inbox searches', async () => {
    await db.query(`INSERT INTO documents (id_app, collection, id, data) VALUES ('inbox', 'so1',
      'ffffffffffffffffffffffff', '{"so_ct": "SO1-2026-004567", "ten_nguoi_nhan": "Đặng Thuỳ Linh",
        "email_nguoi_nhan": "linh@example.vn", "sdt_nguoi_nhan": "+84 912 345 678", "trang_thai": "0"}')`);
    const found = (query: string) =>
      db.query<{ id: string }>(
        `SELECT id FROM documents WHERE id_app = 'inbox' AND inbox_terms @@ $1::tsquery ORDER BY id`,
        [query],
      );
    for (const query of ['dang & thuy', 'linh:*', '004567', '678', '2026004567', 'example'])
      expect(
        (await found(query)).map((row) => row.id),
        query,
      ).toContain('ffffffffffffffffffffffff');
  });
});
