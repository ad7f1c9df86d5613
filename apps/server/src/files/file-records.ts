import type { Queryable } from '../db/database.js';

export interface FileRecord {
  _id: string;
  id_app: string;
  group: string | null;
  name: string;
  type: string;
  size: number;
  sha256: string;
  owner: string;
  created_at: string;
}

type Row = Omit<FileRecord, '_id' | 'group' | 'created_at'> & {
  id: string;
  grp: string | null;
  created_at: Date | string;
};

function toRecord(row: Row): FileRecord {
  return {
    _id: row.id,
    id_app: row.id_app,
    group: row.grp,
    name: row.name,
    type: row.type,
    size: Number(row.size),
    sha256: row.sha256,
    owner: row.owner,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function insertFileRecord(
  db: Queryable,
  record: Omit<FileRecord, 'created_at'>,
): Promise<FileRecord> {
  const rows = await db.query<Row>(
    `INSERT INTO files (id, id_app, grp, name, type, size, sha256, owner)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
    [
      record._id,
      record.id_app,
      record.group,
      record.name,
      record.type,
      record.size,
      record.sha256,
      record.owner,
    ],
  );
  return toRecord(rows[0]!);
}

export async function findFileRecord(
  db: Queryable,
  idApp: string,
  id: string,
): Promise<FileRecord | undefined> {
  const rows = await db.query<Row>('SELECT * FROM files WHERE id_app = $1 AND id = $2', [idApp, id]);
  return rows[0] ? toRecord(rows[0]) : undefined;
}
