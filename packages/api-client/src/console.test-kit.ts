import type { ApiClientOptions, createApiClient } from './index.js';
import { type TestShopKit, useTestShop } from './shop.test-kit.js';

export interface ConsoleTestShop extends Pick<TestShopKit, 'shop' | 'baseUrl'> {
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

/** The test shop of `useTestShop` with logins allowed as often as the console's tests log in. */
export function useConsoleTestShop(env: Record<string, string> = {}): ConsoleTestShop {
  const kit = useTestShop({ RATE_LIMIT_LOGIN: '1000', ...env });
  return {
    shop: kit.shop,
    baseUrl: kit.baseUrl,
    connect: (account, language = 'vi', options = {}) =>
      kit.connect(account, { getLanguage: () => language, tokenIn: 'header', ...options }),
  };
}
