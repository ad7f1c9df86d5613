import { startTestShop, type TestShop, testBackend } from '@shop/server/testing';
import { afterAll, beforeAll } from 'vitest';
import { type ApiClientOptions, createApiClient, createAuthApi, createTokenStore } from './index.js';

export interface TestShopKit {
  shop(): TestShop;
  /** Where the shop listens (http://127.0.0.1:port). */
  baseUrl(): string;
  /** A client of the running shop sending `accessToken` (the shared public token when left out). */
  client(
    accessToken?: ApiClientOptions['accessToken'],
    options?: Partial<ApiClientOptions>,
  ): ReturnType<typeof createApiClient>;
  /** A client wired as the README says: every call reads the session's token, guest until a login. */
  session(options?: Partial<ApiClientOptions>): {
    api: ReturnType<typeof createApiClient>;
    auth: ReturnType<typeof createAuthApi>;
    store: ReturnType<typeof createTokenStore>;
  };
  /** A session logged in as `account` when given. */
  connect(
    account?: [string, string],
    options?: Partial<ApiClientOptions>,
  ): Promise<ReturnType<typeof createApiClient>>;
}

/** The real server (on PostgreSQL with the test cluster, PGlite without: testBackend()), listening for the suite (started before it, closed after it). */
export function useTestShop(env: Record<string, string> = {}): TestShopKit {
  let shop: TestShop | undefined;
  let baseUrl = '';
  // Within the config's hook timeout (120 s): two files start their shops at once on two cores.
  beforeAll(async () => {
    shop = await startTestShop(testBackend(), env);
    baseUrl = await shop.listen();
  });
  afterAll(() => shop?.close());
  const running = () => {
    if (!shop) throw new Error('the test shop is not started');
    return shop;
  };
  const client: TestShopKit['client'] = (accessToken, options = {}) => {
    const { env: shopEnv } = running();
    return createApiClient({
      baseUrl,
      idApp: shopEnv.ID_APP,
      trustKey: shopEnv.TRUST_KEY,
      accessToken: accessToken ?? shopEnv.PUBLIC_TOKEN,
      ...options,
    });
  };
  const session: TestShopKit['session'] = (options) => {
    const { env: shopEnv } = running();
    const store = createTokenStore();
    const api = client(() => store.get() ?? shopEnv.PUBLIC_TOKEN, options);
    return { api, auth: createAuthApi(api.transport, { store, groupId: shopEnv.GROUP_ID }), store };
  };
  return {
    shop: running,
    baseUrl: () => baseUrl,
    client,
    session,
    async connect(account, options) {
      const { api, auth } = session(options);
      if (account) await auth.login(...account);
      return api;
    },
  };
}
