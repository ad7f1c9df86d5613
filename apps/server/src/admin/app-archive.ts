import * as v from 'valibot';
import type { ScheduleWhen } from '@shop/domain/console';
import type { Database, Queryable } from '../db/database.js';
import { GLOBAL_APP, newId } from '../db/documents.js';
import { planJob } from '../schedules/queue.js';
import { firstRun } from '../schedules/schedules.js';

/**
 * A backup of one app's data (decision 011): its documents with their owners and dates, every saved
 * version (`/g/history`), and its order-number counter. Global collections (provinces, wards,
 * labels…) belong to no app and stay out; so do accounts, which are the server's, not an app's.
 * The app's schedules (documents of the global collection `schedule` naming the app, decision 028)
 * come along with their versions; their runs do not: a restore plans them again from its moment.
 * The app's side tables (APP_SIDE_TABLES) come along as rows.
 */
const ARCHIVE_FORMAT = 'shop-app-backup';
const ARCHIVE_VERSION = 1;
const BATCH_SIZE = 500;

/**
 * The app's side tables: plain tables of one app's data beside its documents (a column `id_app`),
 * such as what providers sent it. A backup carries their rows as stored but for `id_app`; a restore
 * puts them back under the app restored into. A migration that adds such a table adds its name here.
 */
export const APP_SIDE_TABLES = [
  'bank_transfers',
  'carrier_events',
  'carrier_cod_lines',
  'carrier_shipments',
  'consents',
  'data_requests',
  'einvoices',
  'reminders',
  'zns_opt_outs',
] as const;
export type AppSideTable = (typeof APP_SIDE_TABLES)[number];

const ID = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/));
const TIMESTAMP = v.pipe(v.string(), v.isoTimestamp());

const documentRowSchema = v.object({
  collection: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/)),
  id: ID,
  owner: v.nullable(v.string()),
  created_at: TIMESTAMP,
  updated_at: TIMESTAMP,
  data: v.record(v.string(), v.unknown()),
});

const versionRowSchema = v.object({
  collection: v.pipe(v.string(), v.regex(/^[a-z0-9_]{1,64}$/)),
  id: ID,
  version: v.pipe(v.number(), v.integer(), v.minValue(1)),
  data: v.nullable(v.record(v.string(), v.unknown())),
  changed_at: TIMESTAMP,
  changed_by: v.nullable(v.string()),
});

export const appArchiveSchema = v.object({
  format: v.literal(ARCHIVE_FORMAT),
  version: v.literal(ARCHIVE_VERSION),
  id_app: v.string(),
  created_at: TIMESTAMP,
  order_number: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  documents: v.array(documentRowSchema),
  versions: v.array(versionRowSchema),
  // Absent from the backups made before schedules came along: none.
  schedules: v.optional(v.array(documentRowSchema), []),
  schedule_versions: v.optional(v.array(versionRowSchema), []),
  // Absent from the backups made before side tables came along: none.
  tables: v.optional(v.record(v.picklist(APP_SIDE_TABLES), v.array(v.record(v.string(), v.unknown()))), {}),
});

export type AppArchive = v.InferOutput<typeof appArchiveSchema>;

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();

interface DocumentRow extends Record<string, unknown> {
  collection: string;
  id: string;
  owner: string | null;
  created_at: unknown;
  updated_at: unknown;
  data: Record<string, unknown>;
}

interface VersionRow extends Record<string, unknown> {
  collection: string;
  id: string;
  version: number;
  data: Record<string, unknown> | null;
  changed_at: unknown;
  changed_by: string | null;
}

const documentOut = (row: DocumentRow) => ({
  ...row,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

const versionOut = (row: VersionRow) => ({
  ...row,
  version: Number(row.version),
  changed_at: iso(row.changed_at),
});

/** Everything one app holds, as a JSON-ready archive; `now` dates it. */
export async function exportApp(db: Queryable, idApp: string, now: Date): Promise<AppArchive> {
  const documents = await db.query<DocumentRow>(
    `SELECT collection, id, owner, created_at, updated_at, data FROM documents
     WHERE id_app = $1 ORDER BY collection, created_at, id`,
    [idApp],
  );
  const versions = await db.query<VersionRow>(
    `SELECT collection, id, version, data, changed_at, changed_by FROM document_versions
     WHERE id_app = $1 ORDER BY collection, id, version`,
    [idApp],
  );
  const schedules = await db.query<DocumentRow>(
    `SELECT collection, id, owner, created_at, updated_at, data FROM documents
     WHERE id_app = $1 AND collection = 'schedule' AND data->>'id_app' = $2 ORDER BY created_at, id`,
    [GLOBAL_APP, idApp],
  );
  const scheduleVersions = await db.query<VersionRow>(
    `SELECT v.collection, v.id, v.version, v.data, v.changed_at, v.changed_by FROM document_versions v
     JOIN documents d ON d.id_app = v.id_app AND d.collection = v.collection AND d.id = v.id
     WHERE v.id_app = $1 AND v.collection = 'schedule' AND d.data->>'id_app' = $2 ORDER BY v.id, v.version`,
    [GLOBAL_APP, idApp],
  );
  const tables: Partial<Record<AppSideTable, Record<string, unknown>[]>> = {};
  for (const table of APP_SIDE_TABLES) {
    const rows = await db.query<{ row: Record<string, unknown> }>(
      `SELECT to_jsonb(t) - 'id_app' AS row FROM ${table} t WHERE t.id_app = $1 ORDER BY 1`,
      [idApp],
    );
    tables[table] = rows.map(({ row }) => (typeof row === 'string' ? JSON.parse(row) : row));
  }
  const counter = await db.query<{ last_number: string | number }>(
    'SELECT last_number FROM order_numbers WHERE id_app = $1',
    [idApp],
  );
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    id_app: idApp,
    created_at: now.toISOString(),
    order_number: counter[0] ? Number(counter[0].last_number) : null,
    documents: documents.map(documentOut),
    versions: versions.map(versionOut),
    schedules: schedules.map(documentOut),
    schedule_versions: scheduleVersions.map(versionOut),
    tables,
  };
}

export type RestoreOutcome =
  | { ok: true; documents: number; versions: number; schedules: number }
  | { ok: false; code: 'APP_NOT_EMPTY' | 'ARCHIVE_DUPLICATES' };

/** True when two rows of the archive claim the same document (or the same version of one). */
function hasDuplicates(archive: AppArchive): boolean {
  const documents = new Set(archive.documents.map((row) => `${row.collection}/${row.id}`));
  const versions = new Set(archive.versions.map((row) => `${row.collection}/${row.id}/${row.version}`));
  return documents.size !== archive.documents.length || versions.size !== archive.versions.length;
}

/** The app's own id inside a document follows the app it is restored into. */
function retarget<T extends Record<string, unknown> | null>(data: T, from: string, to: string): T {
  return data !== null && data.id_app === from ? { ...data, id_app: to } : data;
}

/** Runs `sql` ($1 = a JSON array of rows, $2 = the app) over `rows`, a batch at a time. */
async function insertBatches(
  tx: Queryable,
  sql: string,
  rows: readonly unknown[],
  idApp: string,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await tx.query(sql, [JSON.stringify(rows.slice(start, start + BATCH_SIZE)), idApp]);
  }
}

/** The columns a document row and a version row carry in the archive, with their PostgreSQL types. */
const DOCUMENT_COLUMNS = {
  collection: 'text',
  id: 'text',
  owner: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
  data: 'jsonb',
};
const VERSION_COLUMNS = {
  collection: 'text',
  id: 'text',
  version: 'integer',
  data: 'jsonb',
  changed_at: 'timestamptz',
  changed_by: 'text',
};

/** Archive rows into `table` under the app `idApp`, each of `columns` read from the rows' JSON. */
function insertRows(
  tx: Queryable,
  table: 'documents' | 'document_versions',
  columns: Record<string, string>,
  rows: readonly unknown[],
  idApp: string,
): Promise<void> {
  const names = Object.keys(columns);
  const typed = Object.entries(columns).map(([name, type]) => `${name} ${type}`);
  return insertBatches(
    tx,
    `INSERT INTO ${table} (id_app, ${names.join(', ')})
     SELECT $2::text, ${names.map((name) => `r.${name}`).join(', ')}
     FROM jsonb_to_recordset($1::text::jsonb) AS r(${typed.join(', ')})`,
    rows,
    idApp,
  );
}

/**
 * Restores `archive` into the app `idApp`, which must hold no documents (a restore never mixes
 * two shops' data). All or nothing: one transaction. The app is marked seeded, so a start-up does
 * not add the demo catalogue on top of the restored one.
 */
export async function restoreApp(
  db: Database,
  idApp: string,
  archive: AppArchive,
  options: { maxAttempts: number; now?: Date },
): Promise<RestoreOutcome> {
  if (hasDuplicates(archive)) return { ok: false, code: 'ARCHIVE_DUPLICATES' };
  try {
    return await restoreInTransaction(db, idApp, archive, options);
  } catch (error) {
    // Two rows of a side table under one key: the archive was edited or put together by hand.
    if ((error as { code?: unknown } | null)?.code === '23505')
      return { ok: false, code: 'ARCHIVE_DUPLICATES' };
    throw error;
  }
}

async function restoreInTransaction(
  db: Database,
  idApp: string,
  archive: AppArchive,
  options: { maxAttempts: number; now?: Date },
): Promise<RestoreOutcome> {
  return db.transaction(async (tx) => {
    const existing = await tx.query('SELECT 1 FROM documents WHERE id_app = $1 LIMIT 1', [idApp]);
    if (existing.length > 0) return { ok: false, code: 'APP_NOT_EMPTY' } as const;
    const retargeted = <T extends { data: Record<string, unknown> | null }>(rows: readonly T[]) =>
      rows.map((row) => ({ ...row, data: retarget(row.data, archive.id_app, idApp) }));
    await insertRows(tx, 'documents', DOCUMENT_COLUMNS, retargeted(archive.documents), idApp);
    await tx.query('DELETE FROM document_versions WHERE id_app = $1', [idApp]);
    await insertRows(tx, 'document_versions', VERSION_COLUMNS, retargeted(archive.versions), idApp);
    if (archive.order_number !== null) {
      await tx.query(
        `INSERT INTO order_numbers (id_app, last_number) VALUES ($1, $2)
         ON CONFLICT (id_app) DO UPDATE SET last_number = EXCLUDED.last_number`,
        [idApp, archive.order_number],
      );
    }
    await restoreSchedules(tx, idApp, archive, options.maxAttempts, options.now ?? new Date());
    await restoreSideTables(tx, idApp, archive);
    await tx.query('INSERT INTO seed_runs (id_app) VALUES ($1) ON CONFLICT (id_app) DO NOTHING', [idApp]);
    return {
      ok: true,
      documents: archive.documents.length,
      versions: archive.versions.length,
      schedules: archive.schedules.length,
    } as const;
  });
}

/**
 * The archive's schedules, under new ids (the shop they came from may still hold theirs on this
 * server) and naming the app restored into, with their versions; each one not paused is planned
 * from now as when it is resumed: a repeat at its next time, a once still ahead at its time (a once
 * whose time has passed stays, with nothing planned).
 */
async function restoreSchedules(
  tx: Queryable,
  idApp: string,
  archive: AppArchive,
  maxAttempts: number,
  now: Date,
): Promise<void> {
  const ids = new Map(archive.schedules.map((row) => [row.id, newId()]));
  const moved = <T extends Record<string, unknown> | null>(data: T, id: string): T =>
    data === null ? data : { ...data, _id: id, id_app: idApp };
  // A schedule row under its new id, in the global app's 'schedule' collection.
  const scheduleRow = <T extends { id: string; data: Record<string, unknown> | null }>(row: T) => {
    const id = ids.get(row.id) as string;
    return { ...row, collection: 'schedule', id, data: moved(row.data, id) };
  };
  const rows = archive.schedules.map(scheduleRow);
  await insertRows(tx, 'documents', DOCUMENT_COLUMNS, rows, GLOBAL_APP);
  await insertRows(
    tx,
    'document_versions',
    VERSION_COLUMNS,
    archive.schedule_versions.filter((row) => ids.has(row.id)).map(scheduleRow),
    GLOBAL_APP,
  );
  for (const row of rows) {
    if (row.data.paused === true) continue;
    let runAt: Date;
    try {
      runAt = firstRun(row.data.when as ScheduleWhen, now, 0);
    } catch {
      continue;
    }
    await planJob(tx, { idApp, scheduleId: row.id, kind: String(row.data.type), runAt, maxAttempts });
  }
}

/**
 * The archive's side-table rows under the app restored into. The columns are those the rows name
 * that the table has (a column added since the backup takes its default; one dropped since is left).
 */
async function restoreSideTables(tx: Queryable, idApp: string, archive: AppArchive): Promise<void> {
  for (const table of APP_SIDE_TABLES) {
    await tx.query(`DELETE FROM ${table} WHERE id_app = $1`, [idApp]);
    const rows = archive.tables[table] ?? [];
    if (rows.length === 0) continue;
    const known = await tx.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND table_schema = current_schema()`,
      [table],
    );
    const named = new Set(rows.flatMap((row) => Object.keys(row)));
    const columns = known
      .map((row) => row.column_name)
      .filter((column) => column !== 'id_app' && named.has(column))
      .map((column) => `"${column}"`)
      .join(', ');
    await insertBatches(
      tx,
      `INSERT INTO ${table} (id_app, ${columns})
       SELECT $2::text, ${columns} FROM jsonb_populate_recordset(NULL::${table}, $1::text::jsonb)`,
      rows,
      idApp,
    );
  }
}
