import { type DataRequest, type DataRequestKind, dataRequestDeadline, dataRequestState } from '@shop/domain';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';

/**
 * Records a data subject's request with its legal deadline (decision 063). A self-service export
 * or deletion is carried out at once: it is recorded done.
 */
export async function recordDataRequest(
  tx: Queryable,
  idApp: string,
  request: {
    kind: DataRequestKind;
    subject: string;
    userId?: string | undefined;
    channel: DataRequest['channel'];
    isDone: boolean;
    now: Date;
  },
): Promise<string> {
  const id = newId();
  await tx.query(
    `INSERT INTO data_requests (id, id_app, kind, subject, user_id, channel, received_at, due_at, done_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      id,
      idApp,
      request.kind,
      request.subject,
      request.userId ?? null,
      request.channel,
      request.now.toISOString(),
      dataRequestDeadline(request.kind, request.now).toISOString(),
      request.isDone ? request.now.toISOString() : null,
    ],
  );
  return id;
}

interface RequestRow extends Record<string, unknown> {
  id: string;
  kind: DataRequestKind;
  subject: string;
  channel: DataRequest['channel'];
  received_at: Date | string;
  due_at: Date | string;
  done_at: Date | string | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The app's requests, newest first, each with its state at `now` (done, open or overdue). */
export async function listDataRequests(db: Queryable, idApp: string, now: Date): Promise<DataRequest[]> {
  const rows = await db.query<RequestRow>(
    `SELECT id, kind, subject, channel, received_at, due_at, done_at FROM data_requests
     WHERE id_app = $1 AND (code_hash IS NULL OR done_at IS NOT NULL) ORDER BY received_at DESC, id LIMIT 500`,
    [idApp],
  );
  return rows.map((row) => {
    const request = {
      _id: row.id.trim(),
      kind: row.kind,
      subject: row.subject,
      channel: row.channel,
      received_at: iso(row.received_at),
      due_at: iso(row.due_at),
      done_at: row.done_at === null ? null : iso(row.done_at),
    };
    return { ...request, state: dataRequestState(request, now) };
  });
}

/** Marks an open request done (the owner carried it out by hand); false when there is none. */
export async function markDataRequestDone(
  db: Queryable,
  idApp: string,
  id: string,
  now: Date,
): Promise<boolean> {
  const rows = await db.query(
    'UPDATE data_requests SET done_at = COALESCE(done_at, $3) WHERE id_app = $1 AND id = $2 RETURNING id',
    [idApp, id, now.toISOString()],
  );
  return rows.length > 0;
}
