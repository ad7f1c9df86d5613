import { startTestShop, type TestShop, testBackend } from '@shop/server/testing';
import { afterAll, beforeAll } from 'vitest';
import { type ApiClientOptions, createApiClient, createAuthApi, createTokenStore } from './index.js';

export interface ConsoleTestShop {
  shop(): TestShop;
  /** Where the shop listens (http://127.0.0.1:port). */
  baseUrl(): string;
  /**
   * A client of the running shop as the console makes it (the token in a header), logged in as
   * `account` when given, asking in `language`.
   */
  connect(
    account?: [string, string],
    language?: 'vi' | 'en',
    options?: Pick<ApiClientOptions, 'fetch' | 'tokenIn'>,
  ): Promise<ReturnType<typeof createApiClient>>;
}

/** The real server (on PostgreSQL with the test cluster, PGlite without: testBackend()), listening for the suite (started before it, closed after it). */
export function useConsoleTestShop(env: Record<string, string> = {}): ConsoleTestShop {
  let shop: TestShop | undefined;
  let baseUrl = '';
  // Within the config's hook timeout (120 s): two files start their shops at once on two cores.
  beforeAll(async () => {
    shop = await startTestShop(testBackend(), { RATE_LIMIT_LOGIN: '1000', ...env });
    baseUrl = await shop.listen();
  });
  afterAll(() => shop?.close());
  const running = () => {
    if (!shop) throw new Error('the test shop is not started');
    return shop;
  };
  return {
    shop: running,
    baseUrl: () => baseUrl,
    async connect(account, language = 'vi', options = {}) {
      const { env: shopEnv } = running();
      const store = createTokenStore();
      const api = createApiClient({
        baseUrl,
        idApp: shopEnv.ID_APP,
        trustKey: shopEnv.TRUST_KEY,
        accessToken: () => store.get() ?? shopEnv.PUBLIC_TOKEN,
        getLanguage: () => language,
        tokenIn: 'header',
        ...options,
      });
      if (account) await createAuthApi(api.transport, { store, groupId: shopEnv.GROUP_ID }).login(...account);
      return api;
    },
  };
}
