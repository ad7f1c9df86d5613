import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../../app.js';
import { registerErrorHandler, sendNotFound } from '../../errors.js';
import { createMetrics } from '../../metrics/metrics.js';
import { registerAppScope } from '../../plugins/app-scope.js';
import { registerIdentity } from '../../plugins/identity.js';
import { createLocalSignals } from '../../signals/signals.js';
import { type Backend, startTestShop, type TestShop } from '../../testing.js';
import { dataRoutes } from './index.js';

/** Test users, resolved by token without the accounts part: an administrator and two customers. */
export const TEST_USERS = {
  'token-admin-0000000000000000': { email: 'admin@shop.test', role: 'owner' as const },
  'token-alice-0000000000000000': { email: 'alice@shop.test', role: 'customer' as const },
  'token-bob-00000000000000000000': { email: 'bob@shop.test', role: 'customer' as const },
};
export const ADMIN = 'token-admin-0000000000000000';
export const ALICE = 'token-alice-0000000000000000';
export const BOB = 'token-bob-00000000000000000000';

export interface DataTestApp {
  shop: TestShop;
  /** The data, file and image routes over the shop's database, with TEST_USERS as logged-in users. */
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * A seeded shop plus an app that knows the test users' tokens, so the access rules of every
 * identity (guest, customer, administrator) can be exercised before and apart from accounts.
 */
export async function startDataTestApp(
  backend: Backend,
  register: (app: FastifyInstance, shop: TestShop) => Promise<void> = async () => {},
  env: Record<string, string> = {},
): Promise<DataTestApp> {
  const shop = await startTestShop(backend, env);
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT_BYTES });
  // What buildApp decorates every app with (the routes tell them of placed orders and payments).
  app.decorate('signals', createLocalSignals());
  app.decorate('metrics', createMetrics(shop.db));
  app.decorate('carriers', shop.app.carriers);
  registerErrorHandler(app);
  await app.register(fastifyCookie);
  registerIdentity(app, {
    publicToken: shop.env.PUBLIC_TOKEN,
    trustKey: shop.env.TRUST_KEY,
    findUserByToken: async (token) => TEST_USERS[token as keyof typeof TEST_USERS],
  });
  registerAppScope(app, { idApp: shop.env.ID_APP });
  await app.register(dataRoutes, { db: shop.db, idApp: shop.env.ID_APP });
  await register(app, shop);
  app.setNotFoundHandler(sendNotFound);
  await app.ready();
  return {
    shop,
    app,
    async close() {
      await app.close();
      await shop.close();
    },
  };
}
