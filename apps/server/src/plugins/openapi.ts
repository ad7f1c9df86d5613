import fastifySwagger from '@fastify/swagger';
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type * as v from 'valibot';
import { type Env, isDevelopmentMode } from '../env.js';
import { deriveRouteSchemas, paramsOf, schemaOf } from './route-schema.js';

/** Where the development server serves the HTTP reference (never in production: decision 070). */
export const DOCS_PATH = '/api/docs';

/**
 * The HTTP reference (issue 29, decision 070): @fastify/swagger collects every route as it is
 * added and turns each one's valibot schemas (plugins/route-schema.ts) into an OpenAPI 3 operation.
 * Development and test mode only: production registers neither the collector nor the page, so it
 * costs nothing there and tells nobody its calls.
 */
export async function registerOpenApi(app: FastifyInstance, env: Pick<Env, 'NODE_ENV'>): Promise<void> {
  if (!isDevelopmentMode(env)) return;
  app.addHook('onRoute', deriveRouteSchemas);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Vietnamese food & drink shop: HTTP API',
        version: '1',
        description:
          "Generated from the routes' valibot schemas (apps/server/src/routes). The prose, the errors and the " +
          'rules of each call are in docs/api.md.',
      },
    },
    transform: ({ schema, url }) => ({ url, schema: operationOf(schema, url) }),
  });
  app.get(
    DOCS_PATH,
    { schema: schemaOf({ summary: 'This reference (development only)', hidden: true }) },
    async () => app.swagger(),
  );
}

/** What @fastify/swagger reads of a route: its valibot schemas as JSON schemas. */
function operationOf(schema: FastifySchema | undefined, url: string): FastifySchema {
  const parts = schema?.valibot;
  const params = parts?.params ?? paramsOf(url);
  return {
    tags: [areaOf(url)],
    ...(parts?.summary ? { summary: parts.summary } : {}),
    ...(parts?.hidden || isDevelopmentOnly(url) ? { hide: true } : {}),
    ...(parts?.body ? { body: jsonSchemaOf(parts.body) } : {}),
    ...(parts?.query ? { querystring: jsonSchemaOf(parts.query) } : {}),
    ...(params ? { params: jsonSchemaOf(params) } : {}),
    ...(parts?.reply ? { response: { 200: jsonSchemaOf(parts.reply) } } : {}),
  };
}

/**
 * A valibot schema as the JSON schema of what a client sends (the input, before a transform);
 * what JSON schema cannot say (a custom check, a transform) is left out, the route still checks it.
 */
export function jsonSchemaOf(schema: v.GenericSchema): Record<string, unknown> {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, {
    target: 'openapi-3.0',
    errorMode: 'ignore',
    typeMode: 'input',
  });
  return json;
}

/** The local simulators and development pages: not part of the shop's API. */
function isDevelopmentOnly(url: string): boolean {
  return url.startsWith('/sandbox-') || url.startsWith('/dev/');
}

/** The reference's section: the console's calls, the sandboxes, else the path's first name. */
function areaOf(url: string): string {
  const segments = url
    .split('/')
    .filter((segment) => segment !== '' && segment !== 'api' && segment !== ':idApp');
  const [first = 'site', second] = segments;
  if (first === 'console' || second === 'console') return 'console';
  if (first.startsWith('sandbox-')) return 'sandboxes';
  return first.startsWith(':') ? 'data' : first;
}
