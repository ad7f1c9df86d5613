import type { FastifyInstance } from 'fastify';
import type { AppRouteOptions } from '../../plugins/app-scope.js';
import { readRoutes } from './read.js';
import { writeRoutes } from './write.js';

/**
 * The generic data layer of SPEC §7: lists, search, documents by id, history, shared documents,
 * and create / update / delete, with the access table applied to each. More specific routes of
 * other parts (cart, orders, addresses, …) win over these in the router.
 */
export async function dataRoutes(app: FastifyInstance, options: AppRouteOptions): Promise<void> {
  await app.register(readRoutes, options);
  await app.register(writeRoutes, options);
}
