import { randomBytes } from 'node:crypto';
import { readEnv } from '../env.js';
import { ADDRESS, COD } from '../routes/commerce/commerce.test-kit.js';

/** The defaults a spawned server runs with (no ID_APP or PUBLIC_TOKEN given). */
const DEFAULTS = readEnv({});
export const ID_APP = DEFAULTS.ID_APP;

/** A browser over real HTTP: its uid and, once logged in, a user's token. */
export interface HttpCaller {
  uid: string;
  token?: string;
}

export const newHttpGuest = (): HttpCaller => ({ uid: randomBytes(12).toString('hex') });

export interface HttpReply<T> {
  status: number;
  body: T;
}

/** One API call as the storefront makes it (access token in the query, uid header). */
export async function callShop<T = Record<string, unknown>>(
  base: string,
  caller: HttpCaller,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpReply<T>> {
  const url = new URL(path.startsWith('/') ? path : `/api/${ID_APP}/${path}`, base);
  url.searchParams.set('access_token', caller.token ?? DEFAULTS.PUBLIC_TOKEN);
  const reply = await fetch(url, {
    method,
    headers: {
      uid: caller.uid,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await reply.text();
  return {
    status: reply.status,
    body: (text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text) as T,
  };
}

/** A guest with `units` of a product in the cart and a draft ready to place, made through `base`. */
export async function readyHttpDraft(base: string, maVt: string, extra: Record<string, unknown> = {}) {
  const guest = newHttpGuest();
  const added = await callShop(base, guest, 'POST', 'cart', { ma_vt: maVt, sl_xuat: 1 });
  if (added.status !== 200) throw new Error(`add to cart: ${JSON.stringify(added.body)}`);
  const draft = await callShop<{ _id: string }>(base, guest, 'POST', 'so1', { trang_thai: 'LCT', ...extra });
  if (draft.status !== 200) throw new Error(`draft: ${JSON.stringify(draft.body)}`);
  return { guest, id: draft.body._id };
}

export const PLACE_BODY = { ...ADDRESS, pt_thanh_toan: COD, trang_thai: '0' };

/** The product's stock as the public catalogue shows it. */
export async function publicStock(base: string, maVt: string): Promise<number> {
  const q = encodeURIComponent(JSON.stringify({ ma_vt: maVt }));
  const reply = await callShop<{ ton: number }[]>(base, newHttpGuest(), 'GET', `dmvt?q=${q}`);
  const product = reply.body[0];
  if (!product) throw new Error(`no product ${maVt}: ${JSON.stringify(reply.body)}`);
  return product.ton;
}
