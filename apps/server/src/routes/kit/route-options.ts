import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Env } from '../../env.js';

/** What every commerce route plugin receives. */
export interface CommerceRouteOptions {
  db: Database;
  env: Env;
}

export type IdParams = { idApp: string; id: string };

/** Registers route plugins in order, each with the same options (their paths do not overlap). */
export async function registerRoutes<TOptions extends FastifyPluginOptions>(
  app: FastifyInstance,
  options: TOptions,
  plugins: readonly FastifyPluginAsync<TOptions>[],
): Promise<void> {
  for (const plugin of plugins) await app.register(plugin, options);
}
