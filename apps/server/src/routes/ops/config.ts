import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.js';
import { publicConfig } from '../../public-config.js';
import { schemaOf } from '../../plugins/route-schema.js';

export async function configRoutes(app: FastifyInstance, options: { env: Env }): Promise<void> {
  const body = publicConfig(options.env);
  app.get('/config.json', { schema: schemaOf({}) }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
