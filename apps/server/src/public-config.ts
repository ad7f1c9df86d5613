import type { Env } from './env.js';

/** The public runtime configuration a browser needs (and a server render uses); nothing secret. */
export function publicConfig(env: Env) {
  return {
    id_app: env.ID_APP,
    group_id: env.GROUP_ID,
    public_token: env.PUBLIC_TOKEN,
    trust_key: env.TRUST_KEY,
    recaptcha_site_key: env.RECAPTCHA_SITE_KEY ?? null,
  };
}
