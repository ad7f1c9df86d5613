import { type ApiClient, createApiClient, createAuthApi, type TokenStore } from '@shop/api-client';
import type { Locale } from '@shop/domain/primitives';
import { type ConsoleConfig, loadConsoleConfig } from './runtime-config';

/** Who is calling, as the app's stores know it; bound once at start-up (stores/api-session.ts). */
export interface ApiSession {
  tokenStore: TokenStore;
  language(): Locale;
}

interface Api {
  config: ConsoleConfig;
  client: ApiClient;
}

let session: ApiSession | undefined;
let pending: Promise<Api> | undefined;

export function bindApiSession(next: ApiSession): void {
  session = next;
}

function currentSession(): ApiSession {
  if (!session) throw new Error('bindApiSession() must run before the first API call');
  return session;
}

/** The console's API client, built once from /config.json; a failed load is tried again next time. */
function loadApi(): Promise<Api> {
  pending ??= loadConsoleConfig()
    .then((config) => ({
      config,
      client: createApiClient({
        baseUrl: '',
        idApp: config.id_app,
        trustKey: config.trust_key,
        accessToken: () => currentSession().tokenStore.get() ?? config.public_token,
        // Never in an address, where proxies and access logs keep it (decision 016).
        tokenIn: 'header',
        getLanguage: () => currentSession().language(),
      }),
    }))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

/** The console's calls (`@shop/api-client` consoleCalls). */
export async function getConsoleApi(): Promise<ApiClient['console']> {
  return (await loadApi()).client.console;
}

/** Login and logout through the shop's accounts service (its rate limits and lockout apply). */
export async function getAuthApi() {
  const { client, config } = await loadApi();
  return createAuthApi(client.transport, { store: currentSession().tokenStore, groupId: config.group_id });
}

/** The shop's public calls (company info on printed documents). */
export async function getShopApi(): Promise<ApiClient> {
  return (await loadApi()).client;
}
