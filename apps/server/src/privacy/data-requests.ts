import { type DataRequest, type DataRequestKind, dataRequestDeadline } from '@shop/domain';
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
