import type { FastifySchema, RouteOptions } from 'fastify';
import * as v from 'valibot';

/**
 * The valibot schemas of one route (issue 29, decision 070): what it reads (body, query, path) and,
 * where practical, what it replies. The route reads its input with these same schemas (bodySchema,
 * readQuery, parseForm…); the HTTP reference (/api/docs in development, docs/openapi.json from the
 * build) is generated from them, so it cannot say something the route does not do.
 */
export interface RouteSchemas {
  /** One line: what the call does (the reference's title of the operation). */
  summary?: string;
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  /** Omitted: every path parameter is a string (the route checks an id itself: checkId). */
  params?: v.GenericSchema;
  /** The success reply's shape, where a schema of it exists. */
  reply?: v.GenericSchema;
  /** Left out of the reference: the development simulators and the reference itself. */
  hidden?: boolean;
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The route's valibot schemas. Kept apart from `body`/`querystring`, which Fastify would compile
     * and enforce with its own validator: the shop's routes refuse with their coded messages instead.
     */
    valibot?: RouteSchemas;
  }
}

/** A write that reads no field of its body: anything sent is ignored. */
export const NO_BODY = v.pipe(v.optional(v.looseObject({})), v.description('No field is read.'));

/** A document id in a path: 24 lowercase hex characters (kit/data-body.ts checkId). */
export const ID_PARAM = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/));

/** The `schema` option of a route: its valibot schemas, for the reference. */
export function schemaOf(parts: RouteSchemas): FastifySchema {
  return { valibot: parts };
}

/** Marks a preValidation that reads the body with `schema`, so the route's schema names it too. */
export const READS_BODY: unique symbol = Symbol('reads body');
/** Marks a preValidation that checks the path's `id` (checkIdParam). */
export const CHECKS_ID: unique symbol = Symbol('checks id');

type Marked = { [READS_BODY]?: v.GenericSchema; [CHECKS_ID]?: true };

/**
 * An onRoute hook: a route whose preValidation reads its body with a domain schema (bodySchema)
 * or checks its id (checkIdParam) has those in its schema without writing them twice.
 */
export function deriveRouteSchemas(route: RouteOptions): void {
  const hooks = [route.preValidation ?? []].flat() as Marked[];
  const body = hooks.find((hook) => hook[READS_BODY])?.[READS_BODY];
  const checksId = hooks.some((hook) => hook[CHECKS_ID]);
  const parts = route.schema?.valibot;
  if (!body && !checksId) return;
  if (!parts) {
    route.schema = { ...route.schema, valibot: body ? { body } : {} };
  } else if (body && !parts.body) {
    parts.body = body;
  }
  const declared = route.schema?.valibot;
  if (checksId && declared && !declared.params) declared.params = paramsOf(route.url, { id: ID_PARAM });
}

/** The path's parameters, each a string unless `known` names its schema. */
export function paramsOf(
  url: string,
  known: Record<string, v.GenericSchema> = {},
): v.GenericSchema | undefined {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (url.endsWith('*')) names.push('*');
  if (names.length === 0) return undefined;
  return v.object(Object.fromEntries(names.map((name) => [name, known[name] ?? v.string()])));
}

/**
 * The schema of a query or body a route reads field by field by hand (the API's older calls, which
 * take several spellings of a field): each named field an optional text, the rest ignored.
 */
export function optionalTexts(...names: string[]) {
  return v.looseObject(Object.fromEntries(names.map((name) => [name, v.optional(v.string())])));
}

/** The query of a list (SPEC §7, query/list-options.ts): a condition `q` (JSON), sort, fields, paging. */
export const LIST_QUERY = v.pipe(
  optionalTexts('q', 'sort', 'fields', 'notfields', 'limit', 'page', 'count'),
  v.description(
    'q: a JSON condition; sort and fields: JSON; limit and page: numbers; count=1 for the count only.',
  ),
);

/** An upload: multipart/form-data with one file (files/upload-form.ts reads it and its limits). */
export const UPLOAD = v.pipe(v.unknown(), v.description('multipart/form-data: one file part'));

/** A document of the generic data layer: a JSON object of plain keys (kit/data-body.ts checks it). */
export const DOCUMENT = v.pipe(
  v.record(v.string(), v.unknown()),
  v.description('A JSON object; keys without $ or dots; fields the server stamps are refused.'),
);
