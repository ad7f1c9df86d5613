/** What the server publishes at GET /config.json and the console needs to call it. */
export interface ConsoleConfig {
  id_app: string;
  group_id: string;
  public_token: string;
  trust_key: string;
}

const KEYS = ['id_app', 'group_id', 'public_token', 'trust_key'] as const;

function isConsoleConfig(value: unknown): value is ConsoleConfig {
  if (typeof value !== 'object' || value === null) return false;
  return KEYS.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
}

/** Reads /config.json of the server that serves the console; throws on another shape. */
export async function loadConsoleConfig(fetchImpl: typeof fetch = fetch): Promise<ConsoleConfig> {
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /config.json: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isConsoleConfig(body)) throw new Error('GET /config.json: unexpected shape');
  return body;
}
