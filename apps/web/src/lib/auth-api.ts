import { type ApiClient, type AuthApi, createAuthApi, type TokenStore } from '@shop/api-client';
import { botCheckFor } from './bot-check';
import type { RuntimeConfig } from './runtime-config';

/**
 * The account calls bound to the shop's configuration. Its own module, loaded on the first account
 * action or session check: the auth calls and the reCAPTCHA loader stay out of the first script.
 */
export function buildAuthApi(config: RuntimeConfig, client: ApiClient, store: TokenStore): AuthApi {
  return createAuthApi(client.transport, {
    store,
    groupId: config.group_id,
    // Signup and sending codes carry the reCAPTCHA token when the shop publishes a site key.
    getBotToken: () => botCheckFor(config.recaptcha_site_key)('account'),
  });
}

export { botCheckFor };
