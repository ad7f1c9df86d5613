import type { FastifyInstance } from 'fastify';
import type { Env } from '../env.js';

/** The public runtime configuration a browser needs; nothing secret. */
export async function configRoutes(app: FastifyInstance, options: { env: Env }): Promise<void> {
  const { env } = options;
  const body = {
    id_app: env.ID_APP,
    group_id: env.GROUP_ID,
    public_token: env.PUBLIC_TOKEN,
    trust_key: env.TRUST_KEY,
    recaptcha_site_key: env.RECAPTCHA_SITE_KEY ?? null,
  };
  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return body;
  });
}
