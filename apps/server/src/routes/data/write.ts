import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessRuleFor, canWrite, type DataAction, GLOBAL_COLLECTIONS } from '../../access.js';
import { type Doc, insertDocument, mergeDocument, removeDocument, type Scope } from '../../db/documents.js';
import { sanitizeBodyFields } from '../../content/bodies.js';
import { appError } from '../../errors.js';
import {
  baseScope,
  checkCollection,
  type AppRouteOptions,
  documentNotFound,
  isAdmin,
  ownerOf,
  stripSecrets,
} from '../../plugins/app-scope.js';
import { announcePageChange, pagesShow } from '../../ssr/page-changes.js';
import { checkDocumentBody, checkId, refuseServerOwnedFields } from '../kit/data-body.js';
import { parseCreateOnly } from './create-only.js';
import { writerOf } from '../kit/writer.js';
import { DOCUMENT, schemaOf } from '../../plugins/route-schema.js';

type Params = { idApp: string; collection: string; id: string };

function writeScope(request: FastifyRequest, idApp: string, collection: string, action: DataAction): Scope {
  checkCollection(collection);
  if (!canWrite(isAdmin(request), collection, action)) throw appError('WRITE_FORBIDDEN');
  const scope = baseScope(idApp, collection);
  return accessRuleFor(collection) === 'owner' ? { ...scope, owner: ownerOf(request) } : scope;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Create, update (top-level merge) and delete of SPEC §7, refused unless the access table allows. */
export async function writeRoutes(app: FastifyInstance, options: AppRouteOptions): Promise<void> {
  const { db } = options;

  async function create(request: FastifyRequest, collection: string) {
    const scope = writeScope(request, options.idApp, collection, 'create');
    let fields: Record<string, unknown>;
    if (isAdmin(request)) {
      fields = checkDocumentBody(request.body);
      refuseServerOwnedFields(fields);
      if (fields._id !== undefined) checkId(String(fields._id));
    } else {
      fields = parseCreateOnly(collection, request.body);
    }
    const stamped: Record<string, unknown> = {
      ...sanitizeBodyFields(collection, fields),
      ...(scope.idApp === '' ? {} : { id_app: scope.idApp }),
      user_created: writerOf(request),
      date_created: new Date().toISOString(),
    };
    try {
      const doc = await db.transaction((tx) => insertDocument(tx, scope, stamped, writerOf(request)));
      await changed(collection, doc._id);
      return stripSecrets(doc);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      throw appError('DOCUMENT_EXISTS');
    }
  }

  async function update(request: FastifyRequest, collection: string, id: string) {
    const scope = writeScope(request, options.idApp, collection, 'update');
    checkId(id);
    const fields = checkDocumentBody(request.body);
    refuseServerOwnedFields(fields);
    if (fields._id !== undefined && fields._id !== id) throw appError('ID_MISMATCH');
    const patch = {
      ...sanitizeBodyFields(collection, fields),
      user_updated: writerOf(request),
      date_updated: new Date().toISOString(),
    };
    const doc = await db.transaction((tx) => mergeDocument(tx, scope, id, patch, writerOf(request)));
    if (!doc) throw documentNotFound();
    await changed(collection, id);
    return stripSecrets(doc);
  }

  /** otp-id / otp-code headers are accepted and ignored: no collection here asks for a code to delete. */
  async function remove(request: FastifyRequest, collection: string, id: string) {
    const scope = writeScope(request, options.idApp, collection, 'delete');
    checkId(id);
    const doc = await db.transaction((tx) => removeDocument(tx, scope, id, writerOf(request)));
    if (!doc) throw documentNotFound();
    await changed(collection, id);
    return stripSecrets(doc as Doc);
  }

  /**
   * A committed write to a collection public pages show: every process drops its rendered pages
   * and lists, told before the writer hears back (announcePageChange).
   */
  async function changed(collection: string, id: unknown) {
    if (pagesShow(collection)) await announcePageChange(app, [collection], [String(id)]);
  }

  const onlyGlobal = (collection: string) => {
    if (!GLOBAL_COLLECTIONS.has(checkCollection(collection))) throw appError('COLLECTION_NOT_GLOBAL');
    return collection;
  };

  app.post<{ Params: Params }>(
    '/api/:idApp/:collection',
    { schema: schemaOf({ body: DOCUMENT }) },
    async (request) => {
      return create(request, request.params.collection);
    },
  );
  app.put<{ Params: Params }>(
    '/api/:idApp/:collection/:id',
    { schema: schemaOf({ body: DOCUMENT }) },
    async (request) => {
      return update(request, request.params.collection, request.params.id);
    },
  );
  app.delete<{ Params: Params }>('/api/:idApp/:collection/:id', { schema: schemaOf({}) }, async (request) => {
    return remove(request, request.params.collection, request.params.id);
  });

  app.post<{ Params: Params }>(
    '/api/:collection',
    { schema: schemaOf({ body: DOCUMENT }) },
    async (request) => create(request, onlyGlobal(request.params.collection)),
  );
  app.put<{ Params: Params }>(
    '/api/:collection/:id',
    { schema: schemaOf({ body: DOCUMENT }) },
    async (request) => update(request, onlyGlobal(request.params.collection), request.params.id),
  );
  app.delete<{ Params: Params }>('/api/:collection/:id', { schema: schemaOf({}) }, async (request) =>
    remove(request, onlyGlobal(request.params.collection), request.params.id),
  );
}
