import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessRuleFor, GLOBAL_COLLECTIONS } from '../access.js';
import type { Database } from '../db/database.js';
import { countDocuments, GLOBAL_APP, listDocuments, type Scope } from '../db/documents.js';
import { HttpError } from '../errors.js';
import { type ListInput, planList } from '../query/list-options.js';

const COLLECTION = /^[a-z][a-z0-9_]{0,63}$/;

export interface DataRouteOptions {
  db: Database;
  idApp: string;
}

/** The owner key of the caller: a guest's uid or a user's e-mail. */
export function ownerOf(request: FastifyRequest): string {
  const { identity } = request;
  return identity.kind === 'user' ? `user:${identity.email}` : `uid:${identity.uid}`;
}

/** Decides the scope of a read, or refuses it, from the access table. */
export function readScope(request: FastifyRequest, idApp: string, collection: string): Scope {
  if (!COLLECTION.test(collection))
    throw new HttpError(400, 'COLLECTION_INVALID', {
      vi: 'Tên bộ dữ liệu không hợp lệ',
      en: 'Invalid collection name',
    });
  const scope: Scope = { idApp: GLOBAL_COLLECTIONS.has(collection) ? GLOBAL_APP : idApp, collection };
  const isAdmin = request.identity.kind === 'user' && request.identity.role === 'admin';
  const rule = accessRuleFor(collection);
  if (isAdmin || rule === 'public') return scope;
  if (rule === 'owner') return { ...scope, owner: ownerOf(request) };
  throw new HttpError(403, 'FORBIDDEN', {
    vi: 'Bạn không có quyền xem dữ liệu này',
    en: 'You may not read these data',
  });
}

function checkApp(idApp: string, expected: string): void {
  if (idApp !== expected)
    throw new HttpError(404, 'APP_NOT_FOUND', { vi: 'Không tìm thấy ứng dụng', en: 'Application not found' });
}

export async function dataRoutes(app: FastifyInstance, options: DataRouteOptions): Promise<void> {
  const { db } = options;

  async function list(request: FastifyRequest, idApp: string, collection: string, input: ListInput) {
    const scope = readScope(request, idApp, collection);
    const plan = planList(input, 2);
    if (plan.count) return { rows_number: await countDocuments(db, scope, plan) };
    return listDocuments(db, scope, plan);
  }

  app.get<{ Params: { idApp: string; collection: string }; Querystring: ListInput }>(
    '/api/:idApp/:collection',
    async (request) => {
      checkApp(request.params.idApp, options.idApp);
      return list(request, request.params.idApp, request.params.collection, request.query);
    },
  );
}
