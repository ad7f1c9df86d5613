import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.js';
import { publicConfig } from '../../public-config.js';

export async function configRoutes(app: FastifyInstance, options: { env: Env }): Promise<void> {
  const body = publicConfig(options.env);
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
