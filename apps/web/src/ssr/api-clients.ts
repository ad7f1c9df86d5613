// The render's API clients, one per origin for the process (decision 022).
import { createApiClient } from '@shop/api-client';
import type { Api } from '@/lib/api';
import type { RuntimeConfig } from '@/lib/runtime-config';
import type { RenderInput } from './render-contract';
import { currentScope } from './render-scope';

/** At most this many origins keep an API client (PUBLIC_ORIGIN makes it one; forged hosts add none past it). */
const MAX_CLIENTS = 8;
const clients = new Map<string, { config: RuntimeConfig; fetch: typeof fetch; api: Api }>();

/**
 * The render's API: one client per origin for the process (building one, with all its calls, was a
 * per-request cost), speaking the language of the render it serves (read from the render's scope).
 */
export function apiFor(origin: string, input: RenderInput): Api {
  const kept = clients.get(origin);
  if (kept && kept.config === input.config && kept.fetch === input.fetch) return kept.api;
  const api: Api = {
    config: input.config,
    client: createApiClient({
      baseUrl: origin,
      idApp: input.config.id_app,
      // A public page carries no shopper: only the shared public token.
      accessToken: () => input.config.public_token,
      trustKey: input.config.trust_key,
      rememberGuest: false,
      getLanguage: () => currentScope().language,
      fetch: input.fetch,
    }),
  };
  if (clients.size >= MAX_CLIENTS && !kept) return api;
  clients.set(origin, { config: input.config, fetch: input.fetch, api });
  return api;
}
