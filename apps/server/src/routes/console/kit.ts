import type { ConsoleArea } from '@shop/domain/console';
import { type MessageCode, type MessageParams, messageText } from '@shop/domain/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { readConsoleInput } from '../../console/console-input.js';
import { requestLanguage } from '../../errors.js';
import { consoleActor, consoleGuard } from '../../plugins/console-guard.js';
import { NO_BODY, type RouteSchemas, schemaOf } from '../../plugins/route-schema.js';
import type { Queryable } from '../../db/database.js';
import { announcePageChange } from '../../ssr/page-changes.js';
import { checkId } from '../kit/data-body.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';

/**
 * The console route kit (issue 29): what every console route file needs besides its module, written
 * once. A coded reply in the caller's language, a query or body read with its domain schema (a 400
 * CONSOLE_QUERY_INVALID naming the field, or the schema's own coded message), and the e-mail of the
 * console user acting in an area (consoleGuard has checked the area; this is the author of a write).
 */
export function say(request: FastifyRequest, code: MessageCode, params?: MessageParams): string {
  return messageText(code, requestLanguage(request), params);
}

export function readQuery<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  return readConsoleInput(schema, input, 'CONSOLE_QUERY_INVALID');
}

/** A request body read with its domain schema: a 400 CONSOLE_INPUT_INVALID naming the field, or the schema's own coded message. */
export function readBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  return readConsoleInput(schema, input, 'CONSOLE_INPUT_INVALID');
}

export function actorEmail(request: FastifyRequest, area: ConsoleArea): string {
  return consoleActor(request, area).email;
}

/** The options of a console route: its area's guard (consoleGuard) and its schemas for the reference. */
export function consoleRoute(area: ConsoleArea, parts: RouteSchemas) {
  return { preHandler: consoleGuard(area), schema: schemaOf(parts) };
}

/**
 * A console read route's options and handler: the area's guard and the schemas for the reference,
 * then the query read with its schema (400 CONSOLE_QUERY_INVALID naming the field) and handed to
 * `read`, which returns the reply (or sends it, a file, on `reply`).
 */
export function consoleRead<TSchema extends v.GenericSchema>(
  area: ConsoleArea,
  parts: RouteSchemas & { query: TSchema },
  read: (query: v.InferOutput<TSchema>, reply: FastifyReply) => Promise<unknown>,
) {
  return {
    ...consoleRoute(area, parts),
    handler: async (request: FastifyRequest, reply: FastifyReply) =>
      read(readQuery(parts.query, request.query), reply),
  };
}

/**
 * A console route reading one item by the path's id: the area's guard and the schemas for the
 * reference, then the id checked (ID_INVALID) and handed to `read`, which returns the reply.
 */
export function consoleItem(
  area: ConsoleArea,
  read: (id: string) => Promise<unknown>,
  parts: RouteSchemas = {},
) {
  return {
    ...consoleRoute(area, parts),
    handler: async (request: FastifyRequest<{ Params: { id: string } }>) => read(checkId(request.params.id)),
  };
}

/** What a console write's handler is handed, read in the order the routes always read it. */
export interface ConsoleWriteInput<TBody, TKind = undefined> {
  request: FastifyRequest;
  /** The path's `:kind`, checked first by the route's `kind` (its own coded refusal). */
  kind: TKind;
  /** The path's `:id`, checked (ID_INVALID) before the body is read. */
  readonly id: string;
  /** The body read with the route's schema (undefined for a route that reads none: NO_BODY). */
  body: TBody;
  /** The e-mail of the console user writing: the author of the versions the write makes. */
  by: string;
  /** A coded reply in the caller's language (say, above). */
  say: (code: MessageCode, params?: MessageParams) => string;
}

/**
 * A console write route's options and handler: the area's guard and the schemas for the reference,
 * then, before `write` runs, the path's kind (when the route names a `kind` check) and id checked,
 * the body read with its schema and the author known. `write` does the work and returns the reply.
 */
export function consoleWrite<TSchema extends v.GenericSchema = typeof NO_BODY, TKind = undefined>(
  area: ConsoleArea,
  parts: RouteSchemas & { body?: TSchema; kind?: (kind: string) => TKind },
  write: (input: ConsoleWriteInput<v.InferOutput<TSchema>, TKind>) => Promise<unknown>,
) {
  const { kind: checkKind, ...schemas } = parts;
  return {
    ...consoleRoute(area, schemas),
    handler: async (request: FastifyRequest<{ Params: { id?: string; kind?: string } }>) => {
      const { params } = request;
      const kind = (checkKind ? checkKind(params.kind ?? '') : undefined) as TKind;
      const id = params.id === undefined ? undefined : checkId(params.id);
      const schema: v.GenericSchema | undefined = parts.body;
      const reads = schema !== undefined && schema !== NO_BODY;
      return write({
        request,
        kind,
        get id() {
          if (id === undefined) throw new Error(`${request.routeOptions.url} has no :id`);
          return id;
        },
        body: reads ? readBody(parts.body as TSchema, request.body) : (undefined as v.InferOutput<TSchema>),
        by: actorEmail(request, area),
        say: (code, params) => say(request, code, params),
      });
    },
  };
}

/**
 * A settings document of the owner's 'settings' area: GET `path` reads it; a write (PUT, or POST
 * where the call was made so) saves it whole, read with its form's schema, in one transaction with
 * the owner as the author, purges the pages showing `pages`, and replies with what is saved and the
 * `saved` message.
 */
export function settingsDocumentRoutes<TSchema extends v.GenericSchema, TSaved extends object>(
  app: FastifyInstance,
  { db, env }: CommerceRouteOptions,
  path: string,
  document: {
    form: TSchema;
    load: (db: Queryable, idApp: string) => Promise<unknown>;
    save: (tx: Queryable, idApp: string, form: v.InferOutput<TSchema>, by: string) => Promise<TSaved>;
    method?: 'PUT' | 'POST';
    summary?: string;
    pages?: string[];
    saved?: MessageCode;
  },
): void {
  const idApp = env.ID_APP;
  const { form, summary, pages = [], saved = 'SETTINGS_SAVED' } = document;
  app.get(path, consoleRoute('settings', {}), async () => document.load(db, idApp));
  app.route({
    method: document.method ?? 'PUT',
    url: path,
    ...consoleWrite(
      'settings',
      summary ? { summary, body: form } : { body: form },
      async ({ body, by, say }) => {
        const reply = await db.transaction((tx) => document.save(tx, idApp, body, by));
        if (pages.length > 0) await announcePageChange(app, pages);
        return { ...reply, message: say(saved) };
      },
    ),
  });
}
