import {
  consoleAreaOfCollection,
  type HistoryNames,
  type ItemHistoryEntry,
  type ItemHistoryReply,
  itemTimeline,
  referencedValues,
} from '@shop/domain/console';
import type { FastifyInstance } from 'fastify';
import { appError } from '../../errors.js';
import { baseScope, isAppsHistory } from '../../plugins/app-scope.js';
import { consoleActor, consoleUser } from '../../plugins/console-guard.js';
import type { Queryable } from '../../db/database.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { schemaOf } from '../../plugins/route-schema.js';

type Params = { idApp: string; collection: string; id: string };

/** The newest versions a timeline shows; older ones stay in the data layer's history. */
const TIMELINE_VERSIONS = 200;

/**
 * GET console/history/{collection}/{id}: an item's timeline (who changed which field, when) from the
 * version history, for whoever may use the collection's console area (CONSOLE_COLLECTION_AREAS), of
 * the app's own items only (a global collection's item of another app is not found, decision 038).
 */
export async function consoleHistoryRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  app.get<{ Params: Params }>(
    '/api/:idApp/console/history/:collection/:id',
    { schema: schemaOf({}) },
    async (request): Promise<ItemHistoryReply> => {
      consoleUser(request);
      const { collection } = request.params;
      const area = consoleAreaOfCollection(collection);
      if (area === null) throw appError('CONSOLE_HISTORY_NOT_FOUND');
      const { areas } = consoleActor(request, area);
      const id = checkId(request.params.id);
      const scope = baseScope(env.ID_APP, collection);
      const rows = await db.query<{
        version: number;
        data: Record<string, unknown> | null;
        changed_at: Date | string;
        changed_by: string | null;
      }>(
        `SELECT version, data, changed_at, changed_by FROM (
           SELECT version, data, changed_at, changed_by FROM document_versions
           WHERE id_app = $1 AND collection = $2 AND id = $3 ORDER BY version DESC LIMIT $4
         ) newest ORDER BY version`,
        [scope.idApp, collection, id, TIMELINE_VERSIONS],
      );
      // A global collection's item of another app (a schedule, an app record) has no timeline here.
      if (!isAppsHistory(env.ID_APP, collection, id, rows)) throw appError('CONSOLE_HISTORY_NOT_FOUND');
      // A mail to one customer names them: its timeline is for the customers area too (decision 038).
      if (
        collection === 'schedule' &&
        !areas.includes('customers') &&
        rows.some((row) => row.data?.audience === 'customer')
      )
        throw appError('SCHEDULE_CUSTOMERS_FORBIDDEN');
      const entries = itemTimeline(
        rows.map((row) => ({
          version: Number(row.version),
          at: new Date(row.changed_at).toISOString(),
          by: row.changed_by ?? 'system',
          data: row.data,
        })),
      );
      const names = await referenceNames(db, env.ID_APP, collection, entries);
      return { collection, id, entries, names };
    },
  );
}

/**
 * The names of the items a timeline's changes reference (a promotion's product, a product's
 * category), read from the same app: what the console shows instead of bare codes. A reference to
 * an item that no longer exists gets no name (the code shows).
 */
async function referenceNames(
  db: Queryable,
  idApp: string,
  collection: string,
  entries: readonly ItemHistoryEntry[],
): Promise<HistoryNames> {
  const names: Record<string, Record<string, { vi: string; en?: string }>> = {};
  const wanted = referencedValues(
    collection,
    entries.flatMap((entry) => entry.changes),
  );
  for (const { ref, values } of wanted) {
    const keyText = ref.key === '_id' ? 'id' : `data->>'${ref.key}'`;
    const rows = await db.query<{ value: string; name: string | null; name_en: string | null }>(
      `SELECT ${keyText} AS value, data->>$3 AS name, data->>$4 AS name_en FROM documents
       WHERE id_app = $1 AND collection = $2 AND ${keyText} = ANY($5::text[])`,
      [
        baseScope(idApp, ref.collection).idApp,
        ref.collection,
        ref.name,
        ref.nameEn ?? ref.name,
        values.slice(0, 500),
      ],
    );
    const slot = names[ref.collection] ?? {};
    names[ref.collection] = slot;
    for (const row of rows)
      if (row.name) slot[row.value] = row.name_en ? { vi: row.name, en: row.name_en } : { vi: row.name };
  }
  return names;
}
