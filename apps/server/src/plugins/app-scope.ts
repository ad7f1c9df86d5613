import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessRuleFor, GLOBAL_COLLECTIONS, SECRET_FIELDS } from '../access.js';
import type { Database } from '../db/database.js';
import { type Doc, GLOBAL_APP, type Scope } from '../db/documents.js';
import { appError, type HttpError } from '../errors.js';
import { projectDocument } from '../query/project.js';

/**
 * The app scope of the API: which app a request names, who the caller is within it, what they may
 * read and what never leaves the server. Routes and commerce rules import these; this file imports
 * no route, so the route files form no cycle through it.
 */

/** What the routes of the app scope are built with. */
export interface AppRouteOptions {
  db: Database;
  idApp: string;
  /**
   * The e-wallet gateways the shop has on (decisions 007, 052); shoppers are not offered an
   * e-wallet method whose gateway is off. Undefined: every method is offered.
   */
  offeredGateways?: readonly string[];
}

const COLLECTION = /^[a-z][a-z0-9_]{0,63}$/;

/** A path's app id must be the shop's own: other apps' data is not served here (404). */
export function checkApp(idApp: string, expected: string): void {
  if (idApp !== expected) throw appError('APP_NOT_FOUND');
}

/**
 * One check for every route under `/api/:idApp/…` (and `/api/search/:idApp/…`): the router has
 * filled the params before onRequest, so a wrong app id is refused before anything else runs.
 * Routes whose first segment may also be a global collection name a different param and check
 * it themselves.
 */
export function registerAppScope(app: FastifyInstance, { idApp }: { idApp: string }): void {
  app.addHook('onRequest', async (request) => {
    const params = request.params as { idApp?: unknown } | undefined;
    if (typeof params?.idApp === 'string') checkApp(params.idApp, idApp);
  });
}

/** The owner key of the caller: a guest's uid or a user's e-mail. */
export function ownerOf(request: FastifyRequest): string {
  const { identity } = request;
  return identity.kind === 'user' ? `user:${identity.email}` : `uid:${identity.uid}`;
}

/** The shop's owner: every collection of the data layer, backup and restore (staff use the console's calls). */
export function isAdmin(request: FastifyRequest): boolean {
  return request.identity.kind === 'user' && request.identity.role === 'owner';
}

/** A collection name from a path: lower-case letters, digits and `_`, or a 400. */
export function checkCollection(collection: string): string {
  if (!COLLECTION.test(collection)) throw appError('COLLECTION_INVALID');
  return collection;
}

/** Where a collection's documents live: global collections under GLOBAL_APP, the rest under the app. */
export function baseScope(idApp: string, collection: string): Scope {
  return { idApp: GLOBAL_COLLECTIONS.has(collection) ? GLOBAL_APP : idApp, collection };
}

/**
 * Whether a document of a global collection is this app's (decision 038). Global collections live
 * under no app, but some of their documents are one app's: a schedule names its app (`id_app`), the
 * `app` collection keeps each app's record under the app's id and its contact record naming it.
 * Any other global document is shared reference data (categories, units, labels) unless it names an
 * app. Documents of an app's own collections are scoped by the database column already.
 */
export function isAppsDocument(
  idApp: string,
  collection: string,
  id: string,
  data: Record<string, unknown>,
): boolean {
  if (!GLOBAL_COLLECTIONS.has(collection)) return true;
  const named = data.id_app;
  if (collection === 'schedule') return named === idApp;
  if (collection === 'app') return id === idApp || named === idApp;
  return named === undefined || named === null || named === idApp;
}

/**
 * The same rule as SQL over a `documents` row, for lists of a global collection (undefined for an
 * app's own collections). The app id is the server's 24-hex ID_APP, checked before it is written in.
 */
export function appsDocumentsWhere(idApp: string, collection: string): string | undefined {
  if (!GLOBAL_COLLECTIONS.has(collection)) return undefined;
  if (!/^[0-9a-f]{24}$/.test(idApp)) throw new Error('the app id is not a 24-hex id');
  const app = `'${idApp}'`;
  if (collection === 'schedule') return `data->>'id_app' = ${app}`;
  if (collection === 'app') return `(id = ${app} OR data->>'id_app' = ${app})`;
  return `(data->>'id_app' IS NULL OR data->>'id_app' = ${app})`;
}

/**
 * Whether an item's version history may be shown to this app: every stored state of it (deletions
 * carry none) is the app's, and there is one (decision 038: no app reads another's history).
 */
export function isAppsHistory(
  idApp: string,
  collection: string,
  id: string,
  versions: readonly { data: Record<string, unknown> | null }[],
): boolean {
  const states = versions.flatMap((version) => (version.data === null ? [] : [version.data]));
  return states.length > 0 && states.every((data) => isAppsDocument(idApp, collection, id, data));
}

/** Decides the scope of a read, or refuses it, from the access table. */
export function readScope(request: FastifyRequest, idApp: string, collection: string): Scope {
  const scope = baseScope(idApp, checkCollection(collection));
  const rule = accessRuleFor(collection);
  if (isAdmin(request) || rule === 'public') return scope;
  if (rule === 'owner') return { ...scope, owner: ownerOf(request) };
  throw appError('READ_FORBIDDEN');
}

export function documentNotFound(): HttpError {
  return appError('DOCUMENT_NOT_FOUND');
}

const SECRET_ROOTS = new Set(SECRET_FIELDS.map((field) => field.split('.')[0]!));

/**
 * SQL reading a row's `data` without SECRET_FIELDS: the same removal as `stripSecrets`, done by
 * the database (`-` drops a top-level key, `#-` a dotted path). Each removal rebuilds the document,
 * so only documents holding one of the fields' top-level keys go through it. Built from constants.
 */
export const DATA_WITHOUT_SECRETS = (() => {
  for (const field of SECRET_FIELDS)
    if (!/^[a-z_]+(\.[a-z_]+)*$/.test(field)) throw new Error(`unexpected secret field ${field}`);
  const stripped = SECRET_FIELDS.reduce((expression, field) => {
    const path = field.split('.');
    return path.length === 1 ? `(${expression} - '${field}')` : `(${expression} #- '{${path.join(',')}}')`;
  }, 'data');
  const roots = [...new Set(SECRET_FIELDS.map((field) => `'${field.split('.')[0]}'`))].join(', ');
  return `CASE WHEN data ?| ARRAY[${roots}] THEN ${stripped} ELSE data END`;
})();

/** Removes password hashes, tokens and codes from a document before it leaves the server. */
export function stripSecrets<T extends Doc | null>(doc: T): T {
  if (doc === null || !Object.keys(doc).some((key) => SECRET_ROOTS.has(key))) return doc;
  return projectDocument(doc, undefined, [...SECRET_FIELDS]) as T;
}
