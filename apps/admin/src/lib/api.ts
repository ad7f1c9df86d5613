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

/**
 * What the console's and the shop's calls answer with instead of the client built from
 * /config.json: a screen's unit tests give the calls it makes (src/test/fake-api.ts), each read when
 * the screen asks for the API, and take them back after each test. The console itself never sets it.
 */
export interface ApiReplacement {
  /** The console's calls a test answers (`getConsoleApi()`), shaped as the test needs them. */
  console?: () => object;
  /** The shop's calls a test answers (`getShopApi()`). */
  shop?: () => object;
}

let replacement: ApiReplacement | undefined;

export function replaceApi(next: ApiReplacement | undefined): void {
  replacement = next;
}

/** The console's calls (`@shop/api-client` consoleCalls). */
export async function getConsoleApi(): Promise<ApiClient['console']> {
  const replaced = replacement?.console;
  if (replaced) return replaced() as ApiClient['console'];
  return (await loadApi()).client.console;
}

/** Login and logout through the shop's accounts service (its rate limits and lockout apply). */
export async function getAuthApi() {
  const { client, config } = await loadApi();
  return createAuthApi(client.transport, { store: currentSession().tokenStore, groupId: config.group_id });
}

/** The shop's public calls (company info on printed documents). */
export async function getShopApi(): Promise<ApiClient> {
  const replaced = replacement?.shop;
  if (replaced) return replaced() as ApiClient;
  return (await loadApi()).client;
}
