import { consoleAreaOfCollection, type ItemHistoryReply, itemTimeline } from '@shop/domain';
import type { FastifyInstance } from 'fastify';
import { appError } from '../errors.js';
import { baseScope } from '../plugins/app-scope.js';
import { consoleActor, consoleUser } from '../plugins/console-guard.js';
import type { CommerceRouteOptions } from './commerce-kit.js';
import { checkId } from './data-body.js';

type Params = { idApp: string; collection: string; id: string };

/** The newest versions a timeline shows; older ones stay in the data layer's history. */
const TIMELINE_VERSIONS = 200;

/**
 * GET console/history/{collection}/{id}: an item's timeline (who changed which field, when) from the
 * version history, for whoever may use the collection's console area (CONSOLE_COLLECTION_AREAS).
 */
export async function consoleHistoryRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  app.get<{ Params: Params }>(
    '/api/:idApp/console/history/:collection/:id',
    async (request): Promise<ItemHistoryReply> => {
      consoleUser(request);
      const { collection } = request.params;
      const area = consoleAreaOfCollection(collection);
      if (area === null) throw appError('CONSOLE_HISTORY_NOT_FOUND');
      consoleActor(request, area);
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
      if (rows.length === 0) throw appError('CONSOLE_HISTORY_NOT_FOUND');
      const entries = itemTimeline(
        rows.map((row) => ({
          version: Number(row.version),
          at: new Date(row.changed_at).toISOString(),
          by: row.changed_by ?? 'system',
          data: row.data,
        })),
      );
      return { collection, id, entries };
    },
  );
}
