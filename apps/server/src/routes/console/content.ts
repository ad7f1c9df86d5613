import type { DoneReply } from '@shop/domain/console';
import {
  CONTENT_KINDS,
  type ContentForm,
  type ContentItem,
  type ContentItemReply,
  type ContentKind,
  contentFormSchema,
  contentPublishSchema,
  contentQuerySchema,
} from '@shop/domain/content';
import { messageText } from '@shop/domain/messages';
import { formatDateTime } from '@shop/domain/primitives';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CONTENT_COLLECTION,
  createContent,
  deleteContent,
  listContent,
  loadContent,
  setContentPublished,
  updateContent,
} from '../../console/content.js';
import { appError, requestLanguage } from '../../errors.js';
import type { Queryable } from '../../db/database.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { actorEmail, consoleRoute, consoleWrite, readQuery, say } from './kit.js';

type KindParams = { idApp: string; kind: string };
type ItemParams = KindParams & { id: string };

function checkKind(kind: string): ContentKind {
  if (!(CONTENT_KINDS as readonly string[]).includes(kind)) throw appError('CONTENT_KIND_INVALID');
  return kind as ContentKind;
}

/**
 * The console's news, policy and guide pages, and jobs (issue 14, decision 027; docs/api.md
 * "Console: content"), all under the 'content' area. Every write is one transaction whose versions
 * name the console user, then tells every process's page cache that the shop's pages changed.
 */
export async function consoleContentRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const changed = (kind: ContentKind, ids: (string | null)[]) =>
    announcePageChange(
      app,
      [CONTENT_COLLECTION[kind]],
      ids.filter((id): id is string => id !== null),
    );
  /** The form of an item of `kind`: the path names the kind, whatever the body says. */
  const readForm = (request: FastifyRequest, kind: ContentKind) => {
    const body = request.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw appError('BODY_NOT_OBJECT');
    return readQuery(contentFormSchema, { ...body, kind });
  };
  const saved = (request: FastifyRequest, item: ContentItemReply['item']): ContentItemReply => {
    const language = requestLanguage(request);
    const message =
      item.status === 'scheduled' && item.publish_at
        ? messageText('CONTENT_SCHEDULED', language, { date: formatDateTime(item.publish_at) })
        : messageText('CONTENT_SAVED', language);
    return { item, message };
  };

  app.get<{ Params: KindParams }>(
    '/api/:idApp/console/content/:kind',
    consoleRoute('content', { query: contentQuerySchema }),
    async (request) =>
      listContent(
        db,
        idApp,
        readQuery(contentQuerySchema, { ...(request.query as object), kind: request.params.kind }),
        new Date(),
      ),
  );

  app.get<{ Params: ItemParams }>(
    '/api/:idApp/console/content/:kind/:id',
    consoleRoute('content', {}),
    async (request) => {
      const kind = checkKind(request.params.kind);
      return { item: await loadContent(db, idApp, kind, checkId(request.params.id), new Date()) };
    },
  );

  /**
   * A create or an update of an item of the path's kind: the kind, the id of an update, the form and
   * the author read in that order, then one transaction, the pages told, the saved message.
   */
  const saveForm =
    (save: (tx: Queryable, form: ContentForm, by: string, id: string) => Promise<ContentItem>) =>
    async (request: FastifyRequest<{ Params: KindParams & { id?: string } }>): Promise<ContentItemReply> => {
      const kind = checkKind(request.params.kind);
      // A create's path has no id ('').
      const id = request.params.id === undefined ? '' : checkId(request.params.id);
      const form = readForm(request, kind);
      const email = actorEmail(request, 'content');
      const item = await db.transaction((tx) => save(tx, form, email, id));
      await changed(kind, [item._id, item.en_id]);
      return saved(request, item);
    };

  app.post<{ Params: KindParams }>(
    '/api/:idApp/console/content/:kind',
    consoleRoute('content', { body: contentFormSchema }),
    saveForm((tx, form, by) => createContent(tx, idApp, form, by, new Date())),
  );

  app.put<{ Params: ItemParams }>(
    '/api/:idApp/console/content/:kind/:id',
    consoleRoute('content', { body: contentFormSchema }),
    saveForm((tx, form, by, id) => updateContent(tx, idApp, id, form, by, new Date())),
  );

  app.post<{ Params: ItemParams }>(
    '/api/:idApp/console/content/:kind/:id/publish',
    consoleRoute('content', { body: contentPublishSchema }),
    async (request): Promise<ContentItemReply> => {
      const kind = checkKind(request.params.kind);
      const id = checkId(request.params.id);
      const { published } = readQuery(contentPublishSchema, request.body);
      const email = actorEmail(request, 'content');
      const item = await db.transaction((tx) =>
        setContentPublished(tx, idApp, kind, id, published, email, new Date()),
      );
      await changed(kind, [item._id, item.en_id]);
      if (!published) return { item, message: say(request, 'CONTENT_UNPUBLISHED') };
      return item.status === 'scheduled'
        ? saved(request, item)
        : { item, message: say(request, 'CONTENT_PUBLISHED') };
    },
  );

  app.delete(
    '/api/:idApp/console/content/:kind/:id',
    consoleWrite('content', { kind: checkKind }, async ({ kind, id, by, say }): Promise<DoneReply> => {
      const ids = await db.transaction(async (tx) => {
        const item = await loadContent(tx, idApp, kind, id, new Date());
        await deleteContent(tx, idApp, kind, id, by);
        return [item._id, item.en_id];
      });
      await changed(kind, ids);
      return { message: say('CONTENT_DELETED') };
    }),
  );
}
