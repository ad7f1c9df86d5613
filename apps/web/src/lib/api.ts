import { type ApiClient, createApiClient } from '@shop/api-client';
import { useLanguageStore } from '../stores/language-store';
import { currentUserToken } from '../stores/session-store';
import { fetchRuntimeConfig, type RuntimeConfig } from './runtime-config';

export type { ApiClient };

type Api = { config: RuntimeConfig; client: ApiClient };

let pending: Promise<Api> | undefined;

/**
 * Loads /config.json once and builds the API client from it. Every query function awaits this;
 * a failed load is forgotten, so the next attempt (a query retry, the retry button) asks again.
 */
export function loadApi(): Promise<Api> {
  pending ??= fetchRuntimeConfig()
    .then((config) => ({ config, client: buildClient(config) }))
    .catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
  return pending;
}

export async function getApiClient(): Promise<ApiClient> {
  return (await loadApi()).client;
}

function buildClient(config: RuntimeConfig): ApiClient {
  return createApiClient({
    // '' = the page's own origin: the server serves the web app and the API on one port.
    baseUrl: '',
    idApp: config.id_app,
    // A logged-in user's calls carry their own token; a guest's the shared public one (SPEC §6).
    accessToken: () => currentUserToken() ?? config.public_token,
    trustKey: config.trust_key,
    getLanguage: () => useLanguageStore.getState().language,
  });
}
