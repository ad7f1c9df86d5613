import {
  type DataRequest,
  type DataRequestKind,
  type DataRequestsQuery,
  type DataRequestsReply,
  dataRequestDeadline,
  dataRequestState,
} from '@shop/domain/privacy';
import type { Queryable } from '../db/database.js';
import { newId } from '../db/documents.js';
import { appError } from '../errors.js';
import { pagedReply } from '../query/paged-reply.js';

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

type DataRequestRow = {
  id: string;
  kind: DataRequestKind;
  subject: string;
  channel: DataRequest['channel'];
  received_at: Date | string;
  due_at: Date | string;
  done_at: Date | string | null;
  done_by: string;
  note: string;
};

const COLUMNS = 'id, kind, subject, channel, received_at, due_at, done_at, done_by, note';
const iso = (value: Date | string) => new Date(value).toISOString();

function toDataRequest(row: DataRequestRow, now: Date): DataRequest {
  const request = {
    _id: row.id,
    kind: row.kind,
    subject: row.subject,
    channel: row.channel,
    received_at: iso(row.received_at),
    due_at: iso(row.due_at),
    done_at: row.done_at === null ? null : iso(row.done_at),
    done_by: row.done_by,
    note: row.note,
  };
  return { ...request, state: dataRequestState(request, now) };
}

/**
 * The owner's inbox (decision 063): confirmed requests, newest first, by state (open: not done,
 * before the deadline; overdue: not done, past it; done) and kind, with the open and overdue counts.
 */
export async function listDataRequests(
  db: Queryable,
  idApp: string,
  query: DataRequestsQuery,
  now = new Date(),
): Promise<DataRequestsReply> {
  const at = now.toISOString();
  const states = {
    all: 'true',
    open: 'done_at IS NULL AND due_at >= $2',
    overdue: 'done_at IS NULL AND due_at < $2',
    done: 'done_at IS NOT NULL',
  } as const;
  // The filter always names the time, so the query's parameters are typed whatever is chosen.
  const filter = `confirmed AND $2::timestamptz IS NOT NULL AND ${states[query.state]}${query.kind === 'all' ? '' : ' AND kind = $3'}`;
  const params = [idApp, at, ...(query.kind === 'all' ? [] : [query.kind])];
  const limits = `LIMIT $${params.length + 1} OFFSET $${params.length + 2}`;
  const rows = await db.query<DataRequestRow>(
    `SELECT ${COLUMNS} FROM data_requests WHERE id_app = $1 AND ${filter}
     ORDER BY received_at DESC, id DESC ${limits}`,
    [...params, query.limit, (query.page - 1) * query.limit],
  );
  const counts = await db.query<{ total: string | number; open: string | number; overdue: string | number }>(
    `SELECT count(*) FILTER (WHERE ${filter}) AS total,
       count(*) FILTER (WHERE confirmed AND ${states.open}) AS open,
       count(*) FILTER (WHERE confirmed AND ${states.overdue}) AS overdue
     FROM data_requests WHERE id_app = $1`,
    params,
  );
  return pagedReply(
    query,
    rows.map((row) => toDataRequest(row, now)),
    counts[0],
    ['total', 'open', 'overdue'],
  );
}

/** A request the owner received outside the shop's forms, with its deadline from now. */
export async function recordManualRequest(
  db: Queryable,
  idApp: string,
  request: { kind: DataRequestKind; subject: string; note: string },
  now = new Date(),
): Promise<DataRequest> {
  const id = await recordDataRequest(db, idApp, {
    kind: request.kind,
    subject: request.subject,
    channel: 'manual',
    isDone: false,
    now,
  });
  const rows = await db.query<DataRequestRow>(
    `UPDATE data_requests SET note = $3 WHERE id_app = $1 AND id = $2 RETURNING ${COLUMNS}`,
    [idApp, id, request.note],
  );
  return toDataRequest(rows[0] as DataRequestRow, now);
}

/** Marks a listed request done by the console user (once: a done request keeps its first time). */
export async function markDataRequestDone(
  db: Queryable,
  idApp: string,
  id: string,
  by: string,
  now = new Date(),
): Promise<DataRequest> {
  const rows = await db.query<DataRequestRow>(
    `UPDATE data_requests SET done_at = COALESCE(done_at, $3), done_by = CASE WHEN done_at IS NULL THEN $4 ELSE done_by END
     WHERE id_app = $1 AND id = $2 AND confirmed RETURNING ${COLUMNS}`,
    [idApp, id, now.toISOString(), by],
  );
  if (!rows[0]) throw appError('DATA_REQUEST_NOT_FOUND');
  return toDataRequest(rows[0], now);
}
