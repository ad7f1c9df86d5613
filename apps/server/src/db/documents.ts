import { randomBytes } from 'node:crypto';
import type { ListPlan } from '../query/list-options.js';
import { projectDocument } from '../query/project.js';
import { all, type Queryable } from './database.js';

export type Doc = Record<string, unknown> & { _id: string };

/** Global collections of SPEC §7 are stored under this id_app. */
export const GLOBAL_APP = '';

export interface Scope {
  idApp: string;
  collection: string;
  /** Owner-only collections: the guest uid ('uid:…') or user e-mail ('user:…') that owns the rows. */
  owner?: string | undefined;
}

const ID_BYTES = 12;
/** Random bytes for this many ids are asked of the system at once (a system call each time). */
const IDS_A_DRAW = 256;
let drawn = Buffer.alloc(0);
let taken = 0;

/**
 * 24 hex characters, like the ids of the original provider: 12 random bytes of the system's
 * cryptographic generator, drawn for 256 ids at a time (as Node's own randomUUID does), since
 * each draw is a system call, about 2 % of the server's CPU an order when made for every id.
 */
export function newId(): string {
  if (taken + ID_BYTES > drawn.length) {
    drawn = randomBytes(ID_BYTES * IDS_A_DRAW);
    taken = 0;
  }
  const id = drawn.toString('hex', taken, taken + ID_BYTES);
  taken += ID_BYTES;
  return id;
}

function scopeSql(
  scope: Scope,
  plan: { where: string; params: unknown[] },
): { sql: string; params: unknown[] } {
  const params = [scope.idApp, scope.collection, ...plan.params];
  let sql = `id_app = $1 AND collection = $2 AND ${plan.where}`;
  if (scope.owner !== undefined) {
    params.push(scope.owner);
    sql += ` AND owner = $${params.length}`;
  }
  return { sql, params };
}

export async function listDocuments(db: Queryable, scope: Scope, plan: ListPlan): Promise<Doc[]> {
  const { sql, params } = scopeSql(scope, plan);
  const rows = await db.query<{ data: Doc }>(
    `SELECT data FROM documents WHERE ${sql} ORDER BY ${plan.orderBy} LIMIT ${plan.limit} OFFSET ${plan.offset}`,
    params,
    { dynamic: true },
  );
  return rows.map((row) => projectDocument(row.data, plan.fields, plan.notfields) as Doc);
}

/**
 * The same page as `listDocuments`, as the JSON text of an array, built by PostgreSQL: nothing is
 * parsed into objects and serialised again, which is most of a list's cost. `dataExpression`
 * is the SQL that reads a row's document (e.g. with secret fields removed); no projection.
 */
export async function listDocumentsJson(
  db: Queryable,
  scope: Scope,
  plan: ListPlan,
  dataExpression: string,
): Promise<string> {
  const { sql, params } = scopeSql(scope, plan);
  const rows = await db.query<{ json: string }>(
    `SELECT (${dataExpression})::text AS json FROM documents WHERE ${sql} ORDER BY ${plan.orderBy} LIMIT ${plan.limit} OFFSET ${plan.offset}`,
    params,
    { dynamic: true },
  );
  return `[${rows.map((row) => row.json).join(',')}]`;
}

export async function countDocuments(db: Queryable, scope: Scope, plan: ListPlan): Promise<number> {
  const { sql, params } = scopeSql(scope, plan);
  const rows = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM documents WHERE ${sql}`,
    params,
    { dynamic: true },
  );
  return Number(rows[0]?.n ?? 0);
}

export async function getDocument(db: Queryable, scope: Scope, id: string): Promise<Doc | undefined> {
  const { sql, params } = scopeSql(scope, { where: 'id = $3', params: [id] });
  const rows = await db.query<{ data: Doc }>(`SELECT data FROM documents WHERE ${sql}`, params);
  return rows[0]?.data;
}

/** Records `data` (null: a deletion) as the next version of (scope, id); staff rights (kept outside `documents`) use it too. */
export async function recordVersion(
  db: Queryable,
  scope: Scope,
  id: string,
  data: Doc | null,
  by: string | undefined,
) {
  await db.query(
    `INSERT INTO document_versions (id_app, collection, id, version, data, changed_by)
     SELECT $1, $2, $3, COALESCE(MAX(version), 0) + 1, $4::text::jsonb, $5 FROM document_versions
     WHERE id_app = $1 AND collection = $2 AND id = $3`,
    [scope.idApp, scope.collection, id, data === null ? null : JSON.stringify(data), by ?? null],
  );
}

/**
 * Records the document as it now stands as its next version. Issued right after the statement that
 * wrote it, in the same transaction, without waiting for it (one round trip for both): the row is
 * read after the write and under its lock, so the version holds exactly what was written; nothing
 * is recorded when the write matched no row.
 */
function recordWrittenVersion(db: Queryable, scope: Scope, id: string, by: string | undefined) {
  return db.query(
    `INSERT INTO document_versions (id_app, collection, id, version, data, changed_by)
     SELECT d.id_app, d.collection, d.id, COALESCE((SELECT MAX(v.version) FROM document_versions v
       WHERE v.id_app = d.id_app AND v.collection = d.collection AND v.id = d.id), 0) + 1, d.data, $5
     FROM documents d WHERE d.id_app = $1 AND d.collection = $2 AND d.id = $3
     AND ($4::text IS NULL OR d.owner = $4)`,
    [scope.idApp, scope.collection, id, scope.owner ?? null, by ?? null],
  );
}

/** Inserts a document (its _id kept when valid, made otherwise) and its first version, in one statement. */
export async function insertDocument(
  db: Queryable,
  scope: Scope,
  data: Record<string, unknown>,
  by?: string,
): Promise<Doc> {
  const id = typeof data._id === 'string' && /^[0-9a-f]{24}$/.test(data._id) ? data._id : newId();
  const doc: Doc = { ...data, _id: id };
  // A new row waits for no other writer, so the versions the statement sees are all there are.
  await db.query(
    `WITH inserted AS (
       INSERT INTO documents (id_app, collection, id, data, owner) VALUES ($1, $2, $3, $4::text::jsonb, $5)
       RETURNING id_app, collection, id, data)
     INSERT INTO document_versions (id_app, collection, id, version, data, changed_by)
     SELECT i.id_app, i.collection, i.id, COALESCE((SELECT MAX(v.version) FROM document_versions v
       WHERE v.id_app = i.id_app AND v.collection = i.collection AND v.id = i.id), 0) + 1, i.data, $6
     FROM inserted i`,
    [scope.idApp, scope.collection, id, JSON.stringify(doc), scope.owner ?? null, by ?? null],
  );
  return doc;
}

/** Replaces a document's data and records the new version; call inside a transaction. */
export async function replaceDocument(
  db: Queryable,
  scope: Scope,
  doc: Doc,
  by?: string,
): Promise<Doc | undefined> {
  const [rows] = await all([
    db.query<{ id: string }>(
      `UPDATE documents SET data = $4::text::jsonb, updated_at = now()
       WHERE id_app = $1 AND collection = $2 AND id = $3 AND ($5::text IS NULL OR owner = $5) RETURNING id`,
      [scope.idApp, scope.collection, doc._id, JSON.stringify(doc), scope.owner ?? null],
    ),
    recordWrittenVersion(db, scope, doc._id, by),
  ]);
  return rows.length === 0 ? undefined : doc;
}

export async function deleteDocument(db: Queryable, scope: Scope, id: string, by?: string): Promise<boolean> {
  const rows = await db.query<{ id: string }>(
    'DELETE FROM documents WHERE id_app = $1 AND collection = $2 AND id = $3 AND ($4::text IS NULL OR owner = $4) RETURNING id',
    [scope.idApp, scope.collection, id, scope.owner ?? null],
  );
  if (rows.length === 0) return false;
  await recordVersion(db, scope, id, null, by);
  return true;
}

/**
 * Creates a document with its defaults when it is missing, and does nothing when it exists (ON
 * CONFLICT: two first saves racing land on one row). A settings document is created so, then merged.
 */
export async function ensureDocument(
  db: Queryable,
  scope: Scope,
  id: string,
  defaults: Record<string, unknown>,
): Promise<void> {
  await db.query(
    `INSERT INTO documents (id_app, collection, id, data) VALUES ($1, $2, $3, $4::text::jsonb)
     ON CONFLICT DO NOTHING`,
    [scope.idApp, scope.collection, id, JSON.stringify({ ...defaults, _id: id })],
  );
}

/**
 * Merges `patch` into the top level of a stored document (PUT semantics of the provider: a client
 * may send only `_id` and the fields it changes) and records the new version. The merge happens in
 * one UPDATE, so two concurrent updates never lose each other's fields. Call inside a transaction.
 */
export async function mergeDocument(
  db: Queryable,
  scope: Scope,
  id: string,
  patch: Record<string, unknown>,
  by?: string,
): Promise<Doc | undefined> {
  const [rows] = await all([
    db.query<{ data: Doc }>(
      `UPDATE documents SET data = data || $4::text::jsonb, updated_at = now()
       WHERE id_app = $1 AND collection = $2 AND id = $3 AND ($5::text IS NULL OR owner = $5) RETURNING data`,
      [scope.idApp, scope.collection, id, JSON.stringify({ ...patch, _id: id }), scope.owner ?? null],
    ),
    recordWrittenVersion(db, scope, id, by),
  ]);
  return rows[0]?.data;
}

/** Deletes a document, records the deletion as a version with no data, returns what was deleted. */
export async function removeDocument(
  db: Queryable,
  scope: Scope,
  id: string,
  by?: string,
): Promise<Doc | undefined> {
  const rows = await db.query<{ data: Doc }>(
    `DELETE FROM documents WHERE id_app = $1 AND collection = $2 AND id = $3
     AND ($4::text IS NULL OR owner = $4) RETURNING data`,
    [scope.idApp, scope.collection, id, scope.owner ?? null],
  );
  const doc = rows[0]?.data;
  if (doc) await recordVersion(db, scope, id, null, by);
  return doc;
}

export interface DocumentVersion {
  version: number;
  /** null when this version records the deletion. */
  data: Doc | null;
  changed_at: string;
  changed_by: string | null;
}

/** Every saved version of a document, oldest first (deleted documents keep their history). */
export async function listVersions(db: Queryable, scope: Scope, id: string): Promise<DocumentVersion[]> {
  const rows = await db.query<{
    version: number;
    data: Doc | null;
    changed_at: Date | string;
    changed_by: string | null;
  }>(
    `SELECT version, data, changed_at, changed_by FROM document_versions
     WHERE id_app = $1 AND collection = $2 AND id = $3 ORDER BY version ASC LIMIT 1000`,
    [scope.idApp, scope.collection, id],
  );
  return rows.map((row) => ({
    version: Number(row.version),
    data: row.data,
    changed_at: new Date(row.changed_at).toISOString(),
    changed_by: row.changed_by,
  }));
}

/** The owner column of a live document; undefined when there is no such document. */
export async function findDocumentOwner(
  db: Queryable,
  scope: Pick<Scope, 'idApp' | 'collection'>,
  id: string,
): Promise<{ owner: string | null } | undefined> {
  const rows = await db.query<{ owner: string | null }>(
    'SELECT owner FROM documents WHERE id_app = $1 AND collection = $2 AND id = $3',
    [scope.idApp, scope.collection, id],
  );
  return rows[0];
}
