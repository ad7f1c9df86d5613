import { afterAll, beforeAll } from 'vitest';
import { type Backend, startTestShop, type TestShop } from './testing.js';

/** PGlite takes far longer than the default hook timeout to start on a loaded machine. */
export const STARTUP_TIMEOUT_MS = 240_000;

/**
 * What a suite tests, started before its first test and closed after its last (vitest's beforeAll
 * and afterAll, with the start-up timeout); the tests and hooks read it through the returned
 * function, which throws when called before the start (outside a test or a hook).
 */
export function startedForSuite<T>(
  start: () => Promise<T>,
  close: (started: T) => Promise<unknown>,
): () => T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  }, STARTUP_TIMEOUT_MS);
  afterAll(async () => {
    if (started !== undefined) await close(started);
  });
  return () => {
    if (started === undefined) throw new Error('the suite has not started: read it in a test or a hook');
    return started;
  };
}

/** The suite's seeded shop (`startTestShop`), started before its tests and closed after. */
export const shopSuite = (...args: Parameters<typeof startTestShop>) =>
  startedForSuite(
    () => startTestShop(...args),
    (shop) => shop.close(),
  );

/** The query that calls a shop's data API as its own front end: the public token and the trust key. */
export const frontEndAuth = (shop: Pick<TestShop, 'env'>) =>
  `access_token=${shop.env.PUBLIC_TOKEN}&trust_key=${shop.env.TRUST_KEY}`;

/** The suite's shop (shopSuite) with its data API's path and the query calling it as the front end. */
export function dataApiSuite(backend: Backend) {
  const shop = shopSuite(backend);
  return { shop, base: () => `/api/${shop().env.ID_APP}`, auth: () => frontEndAuth(shop()) };
}
