import { getApiClient, loadApi } from './api';

/**
 * Calls of the provider API that the api-client does not have yet; each goes through the client's
 * transport, so it carries the token, trust key, language and uid like every other call.
 */

/** POST /api/{id_app}/{collection}: creates a document and returns the server's reply. */
export async function createDocument<TReply = Record<string, unknown>>(
  collection: string,
  body: Record<string, unknown>,
): Promise<TReply> {
  const { config, client } = await loadApi();
  return client.transport.http
    .post(`api/${config.id_app}/${collection}`, {
      searchParams: client.transport.authParams(),
      json: body,
    })
    .json<TReply>();
}

type AppRecord = Record<string, unknown>;

/**
 * GET /api/app/{id_app}: the company info (SPEC §7 "Site queries"), with the separate record that
 * holds phone and facebook (SPEC §3; `?contact=1`) under `contact`. Without the contact record the
 * info still counts; without the info the call fails.
 */
export async function fetchAppRecord(): Promise<AppRecord> {
  const { config } = await loadApi();
  const client = await getApiClient();
  const get = (contact: boolean) =>
    client.transport.http
      .get(`api/app/${config.id_app}`, {
        searchParams: { ...client.transport.authParams(), ...(contact ? { contact: '1' } : {}) },
      })
      .json<AppRecord>();
  const [info, contact] = await Promise.all([get(false), get(true).catch(() => undefined)]);
  return contact ? { ...info, contact } : info;
}
