/** Public runtime configuration published by the server at `GET /config.json`. */
export type RuntimeConfig = {
  id_app: string;
  group_id: string;
  public_token: string;
  trust_key: string;
  recaptcha_site_key: string | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (typeof value !== 'object' || value === null) return false;
  const config = value as Record<string, unknown>;
  return (
    ['id_app', 'group_id', 'public_token', 'trust_key'].every((key) => typeof config[key] === 'string') &&
    (config.recaptcha_site_key === null || typeof config.recaptcha_site_key === 'string')
  );
}

export async function fetchRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new ConfigError(`GET /config.json failed with HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRuntimeConfig(body)) throw new ConfigError('GET /config.json returned an unexpected shape');
  return body;
}
