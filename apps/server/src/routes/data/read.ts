import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { accessRuleFor, GLOBAL_COLLECTIONS } from '../../access.js';
import { findDocumentOwner, getDocument, listVersions, type Scope } from '../../db/documents.js';
import { appError } from '../../errors.js';
import type { ListInput } from '../../query/list-options.js';
import {
  checkApp,
  checkCollection,
  type AppRouteOptions,
  appsDocumentsWhere,
  documentNotFound,
  isAdmin,
  isAppsDocument,
  isAppsHistory,
  readScope,
  stripSecrets,
} from '../../plugins/app-scope.js';
import { checkId } from '../kit/data-body.js';
import { isPublishedNow, PUBLISHED_COLLECTIONS } from '../../content/publication.js';
import {
  bothWhere,
  isUnpublishedFor,
  listScope,
  publicationWhere,
  publishedOnly,
  runListReply,
  SHARED_ONLY,
  sharedScope,
  unofferedWhere,
} from './list.js';
import { LIST_QUERY, schemaOf } from '../../plugins/route-schema.js';
import { encodedBody, matchesEtag, pickEncoding } from '../../ssr/page-cache.js';
import { createListCache } from './list-cache.js';

type Params = { idApp: string; collection: string; id: string };

/** The size from which a reply is compressed (the compression plugin's threshold, app.ts). */
const COMPRESS_FROM_BYTES = 1024;

function checkGlobal(collection: string): string {
  if (!GLOBAL_COLLECTIONS.has(checkCollection(collection))) throw appError('COLLECTION_NOT_GLOBAL');
  return collection;
}

function searchBody(body: unknown): ListInput {
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) throw appError('BODY_NOT_OBJECT');
  return body as ListInput;
}

/** Reads of SPEC §7 "Data layer": lists, search, by id, history and shared documents. */
export async function readRoutes(app: FastifyInstance, options: AppRouteOptions): Promise<void> {
  const { db } = options;

  /** What a caller's list leaves out: unpublished products and content, methods not offered. */
  const shownWhere = (request: FastifyRequest, collection: string) =>
    bothWhere(
      bothWhere(publishedOnly(request, collection), publicationWhere(request, collection)),
      bothWhere(
        unofferedWhere(request, collection, options.offeredGateways),
        // A global collection's documents of other apps (their schedules, app records): decision 038.
        appsDocumentsWhere(options.idApp, collection),
      ),
    );

  /**
   * The rows of `scope` that `where` shows, as the list input asks; the body is JSON text written
   * by the database (or a count object), typed as JSON here.
   */
  const sendList = async (reply: FastifyReply, scope: Scope, input: ListInput, where: string | undefined) => {
    const body = await runListReply(db, scope, input, where);
    return typeof body === 'string' ? reply.type('application/json; charset=utf-8').send(body) : body;
  };

  /**
   * Public lists as shoppers get them, kept as their bytes (issue 28): dropped whenever what public
   * pages show changes, as the rendered pages are (decision 022).
   */
  const cache = createListCache();
  const unsubscribe = app.signals.subscribe('pages-changed', () => cache.clear());
  app.addHook('onClose', async () => unsubscribe());

  /**
   * Whether this caller's list is the same for every shopper and may come from the cache: a public
   * collection read by someone who is not an administrator (who sees unpublished rows), and not a
   * collection whose rows appear by the clock (scheduled news and pages).
   */
  const sharedList = (request: FastifyRequest, scope: Scope, collection: string) =>
    !isAdmin(request) &&
    scope.owner === undefined &&
    accessRuleFor(collection) === 'public' &&
    !PUBLISHED_COLLECTIONS.has(collection);

  const list = async (
    request: FastifyRequest,
    reply: FastifyReply,
    idApp: string,
    collection: string,
    input: ListInput,
  ) => {
    const scope = listScope(request, idApp, collection, input.q);
    const where = shownWhere(request, collection);
    if (!sharedList(request, scope, collection)) return sendList(reply, scope, input, where);
    const { q, sort, fields, notfields, limit, page, count } = input;
    const key = JSON.stringify([
      scope.idApp,
      collection,
      where,
      q,
      sort,
      fields,
      notfields,
      limit,
      page,
      count,
    ]);
    const cached = await cache.get(key, async () => {
      const body = await runListReply(db, scope, input, where);
      return typeof body === 'string' ? body : JSON.stringify(body);
    });
    reply
      .header('etag', cached.etag)
      .header('vary', 'accept-encoding')
      .type('application/json; charset=utf-8');
    if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
    // Compressed once and kept (as a page is), not again for every reply; small lists go as they are.
    const encoding =
      cached.body.length >= COMPRESS_FROM_BYTES
        ? pickEncoding(request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(cached.body);
    return reply.header('content-encoding', encoding).send(await encodedBody(cached, encoding));
  };

  const listShared = (request: FastifyRequest, reply: FastifyReply, collection: string, input: ListInput) =>
    sendList(
      reply,
      sharedScope(request, options.idApp, collection),
      input,
      bothWhere(SHARED_ONLY, shownWhere(request, collection)),
    );

  /** A draft or scheduled article or page is not found by anyone but an administrator. */
  const hidden = (request: FastifyRequest, collection: string, doc: Record<string, unknown>) =>
    PUBLISHED_COLLECTIONS.has(collection) &&
    !isAdmin(request) &&
    !isPublishedNow(collection, doc, new Date());

  async function getOne(request: FastifyRequest, idApp: string, collection: string, id: string) {
    const doc = await getDocument(db, readScope(request, idApp, collection), checkId(id));
    if (
      !doc ||
      !isAppsDocument(options.idApp, collection, doc._id, doc) ||
      isUnpublishedFor(request, collection, doc) ||
      hidden(request, collection, doc)
    )
      throw documentNotFound();
    return stripSecrets(doc);
  }

  async function getShared(request: FastifyRequest, collection: string, id: string) {
    const scope = sharedScope(request, options.idApp, collection);
    const doc = await getDocument(db, scope, checkId(id));
    if (
      doc?.shared !== true ||
      !isAppsDocument(options.idApp, collection, doc._id, doc) ||
      hidden(request, collection, doc)
    )
      throw documentNotFound();
    return stripSecrets(doc);
  }

  async function history(request: FastifyRequest, idApp: string, collection: string, id: string) {
    const scope = readScope(request, idApp, collection);
    checkId(id);
    if (scope.owner !== undefined) {
      const row = await findDocumentOwner(db, scope, id);
      if (row?.owner !== scope.owner) throw documentNotFound();
    }
    const versions = await listVersions(db, scope, id);
    // A global collection's item of another app (a schedule, an app record): not found (decision 038).
    if (!isAppsHistory(options.idApp, collection, id, versions)) throw documentNotFound();
    const admin = isAdmin(request);
    return versions.map((version) => ({
      version: version.version,
      changed_at: version.changed_at,
      deleted: version.data === null,
      data: stripSecrets(version.data),
      ...(admin ? { changed_by: version.changed_by } : {}),
    }));
  }

  // One segment: a global collection's list.
  app.get<{ Params: Params; Querystring: ListInput }>(
    '/api/:collection',
    { schema: schemaOf({ query: LIST_QUERY }) },
    async (request, reply) =>
      list(request, reply, options.idApp, checkGlobal(request.params.collection), request.query),
  );
  // Two segments: an app's list, or a global collection's document by id (/api/{collection}/{id}).
  app.get<{ Params: { first: string; second: string }; Querystring: ListInput }>(
    '/api/:first/:second',
    { schema: schemaOf({ query: LIST_QUERY }) },
    async (request, reply) => {
      const { first, second } = request.params;
      if (first !== options.idApp && GLOBAL_COLLECTIONS.has(first))
        return getOne(request, options.idApp, first, second);
      checkApp(first, options.idApp);
      return list(request, reply, first, second, request.query);
    },
  );
  app.get<{ Params: Params }>(
    '/api/:idApp/:collection/:id',
    { schema: schemaOf({ query: LIST_QUERY }) },
    async (request, reply) => {
      const { idApp, collection, id } = request.params;
      if (id === 'shared') return listShared(request, reply, collection, request.query as ListInput);
      return getOne(request, idApp, collection, id);
    },
  );

  app.get<{ Params: Params; Querystring: ListInput }>(
    '/api/:collection/shared',
    { schema: schemaOf({ query: LIST_QUERY }) },
    async (request, reply) => listShared(request, reply, request.params.collection, request.query),
  );
  app.get<{ Params: Params }>('/api/:collection/shared/:id', { schema: schemaOf({}) }, async (request) =>
    getShared(request, request.params.collection, request.params.id),
  );
  app.get<{ Params: Params }>(
    '/api/:idApp/:collection/shared/:id',
    { schema: schemaOf({}) },
    async (request) => {
      return getShared(request, request.params.collection, request.params.id);
    },
  );

  app.get<{ Params: Params }>(
    '/api/:idApp/:collection/g/history/:id',
    { schema: schemaOf({}) },
    async (request) => {
      const { idApp, collection, id } = request.params;
      return history(request, idApp, collection, id);
    },
  );
  app.get<{ Params: Params }>('/api/:collection/g/history/:id', { schema: schemaOf({}) }, async (request) =>
    history(request, options.idApp, checkGlobal(request.params.collection), request.params.id),
  );

  app.post<{ Params: Params }>(
    '/api/search/:idApp/:collection',
    { schema: schemaOf({ body: LIST_QUERY }) },
    async (request, reply) => {
      return list(request, reply, request.params.idApp, request.params.collection, searchBody(request.body));
    },
  );
  app.post<{ Params: Params }>(
    '/api/search/:collection',
    { schema: schemaOf({ body: LIST_QUERY }) },
    async (request, reply) =>
      list(request, reply, options.idApp, checkGlobal(request.params.collection), searchBody(request.body)),
  );
}
