import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PATH } from '../plugins/openapi.js';
import { startTestShop, testBackend, type TestShop } from '../testing.js';
import { shopSuite } from '../suite.test-kit.js';

type Json = Record<string, unknown>;

/**
 * Every route names its valibot schemas (issue 29, decision 070): what it reads (the body of a
 * write, the query it reads) and so its entry in the HTTP reference, which is generated from them.
 */
describe('the routes and their schemas', () => {
  let shop: TestShop;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    shop = await startTestShop(testBackend(), {}, { onRoute: (route) => void routes.push(route) });
  });
  afterAll(() => shop?.close());

  const named = (route: RouteOptions) => `${[route.method].flat().join(',')} ${route.url}`;
  const served = () => routes.filter((route) => route.method !== 'HEAD');

  it('gives every route its schemas, and every write the schema of its body', () => {
    expect(served().length).toBeGreaterThan(150);
    const without = served()
      .filter((route) => !route.schema?.valibot)
      .map(named);
    expect(without).toEqual([]);
    const writes = served().filter((route) =>
      [route.method].flat().some((method) => ['POST', 'PUT', 'PATCH'].includes(method)),
    );
    expect(writes.filter((route) => !route.schema?.valibot?.body).map(named)).toEqual([]);
  });

  it('serves the reference generated from them at /api/docs in development', async () => {
    const reply = await shop.app.inject({ url: DOCS_PATH });
    expect(reply.statusCode).toBe(200);
    const document = reply.json<{ openapi: string; paths: Record<string, Record<string, Json>> }>();
    expect(document.openapi).toMatch(/^3\./);
    // The cart's line: the domain's schema, the same the route reads the body with.
    const addLine = document.paths['/api/{idApp}/cart']?.post as Json;
    const body = (addLine.requestBody as { content: Record<string, { schema: Json }> }).content[
      'application/json'
    ]?.schema;
    expect(body?.properties).toHaveProperty('ma_vt');
    expect(body?.properties).toHaveProperty('sl_xuat');
    // The console's product form, read by the route with readQuery.
    const product = document.paths['/api/{idApp}/console/products']?.post as Json;
    expect(JSON.stringify(product.requestBody)).toContain('ma_vt');
    // The simulators and the reference itself are left out.
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/sandbox-'))).toEqual([]);
    expect(document.paths[DOCS_PATH]).toBeUndefined();
    const documented = Object.values(document.paths).flatMap((methods) => Object.keys(methods)).length;
    expect(documented).toBeGreaterThan(140);
  });
});

describe('the reference in production', () => {
  const shop = shopSuite(testBackend(), { NODE_ENV: 'production', DEV_OUTBOX: '0' });

  it('is not served: production tells nobody its calls', async () => {
    const reply = await shop().app.inject({ url: DOCS_PATH });
    expect(reply.statusCode).not.toBe(200);
    expect(reply.body).not.toContain('openapi');
  });
});
