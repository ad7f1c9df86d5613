import type { ApiClient, AuthApi, TokenStore } from '@shop/api-client';
import type { Locale } from '@shop/domain/primitives';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';

export type { ApiClient, AuthApi };

/**
 * Who is calling, as the app's stores know it: the user's token (none for a guest), the page's
 * language and where the auth calls keep their token. Bound once at start-up (stores/api-session).
 */
export interface ApiSession {
  userToken(): string | undefined;
  language(): Locale;
  tokenStore: TokenStore;
}

export type Api = { config: RuntimeConfig; client: ApiClient };

let pending: Promise<Api> | undefined;
let session: ApiSession | undefined;
let serverApi: (() => Api) | undefined;

/**
 * A server render (entry-server.tsx) has no /config.json to fetch and no shopper: it provides the
 * API of the request being rendered (the server's public config, its language, an in-process
 * transport). Never called in a browser. Answers the source it replaces (the unit tests' API
 * client puts it back: src/test/api-client.ts); `undefined` loads /config.json again.
 */
export function provideServerApi(source: (() => Api) | undefined): (() => Api) | undefined {
  const replaced = serverApi;
  serverApi = source;
  return replaced;
}

export function bindApiSession(next: ApiSession): void {
  session = next;
}

function currentSession(): ApiSession {
  if (!session) throw new Error('bindApiSession() must run before the first API call');
  return session;
}

/**
 * Loads /config.json once and builds the API client from it. Every query function awaits this;
 * a failed load is forgotten, so the next attempt (a query retry, the retry button) asks again.
 * The client's code (with ky) comes in its own chunk, fetched beside /config.json: a page the server
 * rendered hydrates without it, so it stays out of the first script.
 */
export function loadApi(): Promise<Api> {
  if (serverApi) return Promise.resolve(serverApi());
  pending ??= Promise.all([fetchRuntimeConfig(), import('@shop/api-client')])
    .then(([config, { createApiClient }]) => ({ config, client: buildClient(config, createApiClient) }))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export async function getApiClient(): Promise<ApiClient> {
  return (await loadApi()).client;
}

function buildClient(
  config: RuntimeConfig,
  createApiClient: typeof import('@shop/api-client').createApiClient,
): ApiClient {
  return createApiClient({
    // '' = the page's own origin: the server serves the web app and the API on one port.
    baseUrl: '',
    idApp: config.id_app,
    // A logged-in user's calls carry their own token; a guest's the shared public one (SPEC §6).
    accessToken: () => currentSession().userToken() ?? config.public_token,
    trustKey: config.trust_key,
    getLanguage: () => currentSession().language(),
  });
}

/**
 * The account calls of SPEC §7 (login, signup, codes, profile, logout). By default their tokens
 * are the session's; pass another store (`createTokenStore()`) for a token that must not log the
 * visitor in, such as the one a password reset verifies with.
 */
export async function getAuthApi(store?: TokenStore): Promise<AuthApi> {
  const [{ config, client }, { buildAuthApi }] = await Promise.all([loadApi(), import('./auth-api')]);
  return buildAuthApi(config, client, store ?? currentSession().tokenStore);
}

/**
 * A reCAPTCHA token for `action` when /config.json has a site key, else undefined (SPEC §7). Rejects
 * with 'Lỗi khi tải google recaptcha' when Google's script cannot be loaded.
 */
export async function getBotToken(action: string): Promise<string | undefined> {
  const [{ config }, { botCheckFor }] = await Promise.all([loadApi(), import('./auth-api')]);
  return botCheckFor(config.recaptcha_site_key)(action);
}
