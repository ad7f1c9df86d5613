import { randomBytes } from 'node:crypto';
import { normaliseAdminName } from '@shop/domain/accounts';
import type { FastifyInstance } from 'fastify';
import type { Backend, TestShop } from '../../testing.js';
import { startedForSuite } from '../../suite.test-kit.js';
import { commerceRoutes } from './index.js';
import { type DataTestApp, startDataTestApp } from '../data/data.test-kit.js';

export { ADMIN, ALICE, BOB } from '../data/data.test-kit.js';

/** A browser: its uid and, once logged in, a user's token. */
export interface Caller {
  uid: string;
  token?: string;
}

export const newGuest = (): Caller => ({ uid: randomBytes(12).toString('hex') });

export interface CommerceTestApp extends DataTestApp {
  base: string;
  call<T = Record<string, unknown>>(
    caller: Caller,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }>;
}

/** The data-layer test app plus the commerce routes, with helpers that call as a given browser. */
export async function startCommerceTestApp(
  backend: Backend,
  overrides?: (app: FastifyInstance, shop: TestShop) => Promise<void>,
  env: Record<string, string> = {},
): Promise<CommerceTestApp> {
  const kit = await startDataTestApp(
    backend,
    async (app, shop) => {
      await app.register(commerceRoutes, { db: shop.db, env: shop.env });
      await overrides?.(app, shop);
    },
    env,
  );
  const base = `/api/${kit.shop.env.ID_APP}`;
  return { ...kit, base, call: callerOf(kit.app, base, kit.shop.env.PUBLIC_TOKEN) };
}

/** Calls an app as a given browser: its uid, its token or the public one; JSON replies parsed. */
export function callerOf(app: FastifyInstance, base: string, publicToken: string): CommerceTestApp['call'] {
  return async (caller, method, path, body) => {
    const url = `${path.startsWith('/') ? '' : `${base}/`}${path}`;
    const token = caller.token ?? publicToken;
    // The console's calls carry the token in a header (decision 016), the shop's in the query (SPEC §7).
    const isConsole = /\/console\//.test(url);
    const reply = await app.inject({
      method,
      url: isConsole ? url : `${url}${url.includes('?') ? '&' : '?'}access_token=${token}`,
      headers: { uid: caller.uid, ...(isConsole ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const text = reply.body;
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (images, pages): keep the text
    }
    return { status: reply.statusCode, body: parsed as never };
  };
}

/** Sets a product's stock (and its variants') directly, for tests that need a known quantity. */
export async function setStock(kit: Pick<CommerceTestApp, 'shop'>, maVt: string, ton: number): Promise<void> {
  await kit.shop.db.query(
    `UPDATE documents SET data = jsonb_set(data, '{ton}', to_jsonb($3::int))
     WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2`,
    [kit.shop.env.ID_APP, maVt, ton],
  );
}

export async function stockOf(kit: Pick<CommerceTestApp, 'shop'>, maVt: string): Promise<number> {
  const rows = await kit.shop.db.query<{ ton: string | number }>(
    `SELECT data->>'ton' AS ton FROM documents WHERE id_app = $1 AND collection = 'dmvt' AND data->>'ma_vt' = $2`,
    [kit.shop.env.ID_APP, maVt],
  );
  return Number(rows[0]?.ton);
}

export const ADDRESS = {
  ten_nguoi_nhan: 'Nguyễn Văn An',
  sdt_nguoi_nhan: '0912345678',
  email_nguoi_nhan: 'an@example.vn',
  dia_chi: '12 Lê Lợi',
  xa_phuong: 'Phường Sài Gòn',
  quan_huyen: 'Quận 1',
  tinh_thanh: 'Thành phố Hồ Chí Minh',
};

/**
 * GHN's ids of ADDRESS (the simulator's master data: Quận 1 is 1442, 20107 a ward of it), for the
 * suites that quote or book GHN shipments to it.
 */
export async function mapAddressForGhn(shop: Pick<TestShop, 'db'>): Promise<void> {
  await shop.db.query(
    `INSERT INTO carrier_addresses (carrier, province_key, district_key, ward_key, district_id, ward_code)
     VALUES ('ghn', $1, $2, $3, 1442, '20107')`,
    [
      normaliseAdminName(ADDRESS.tinh_thanh),
      normaliseAdminName(ADDRESS.quan_huyen),
      normaliseAdminName(ADDRESS.xa_phuong),
    ],
  );
}

export const COD = 'c15eed000000000000000001';
export const BANK = 'c15eed000000000000000002';
export const EWALLET = 'c15eed000000000000000003';

export type PlacedOrder = Record<string, unknown> & {
  _id: string;
  so_ct: string;
  t_tt_nt: number;
  trang_thai_tt: string;
  details: { ma_vt: string; sl_xuat: number; tien: number }[];
};

/** Adds a line, drafts and places an order; returns the placed order reply. */
export async function buy(
  kit: Pick<CommerceTestApp, 'call'>,
  caller: Caller,
  lines: { ma_vt: string; sl_xuat: number; thuoc_tinh?: { _id: string } }[],
  extra: Record<string, unknown> = {},
) {
  for (const line of lines) {
    const added = await kit.call(caller, 'POST', 'cart', line);
    if (added.status !== 200) throw new Error(`add to cart: ${JSON.stringify(added.body)}`);
  }
  const draft = await kit.call<{ _id: string }>(caller, 'POST', 'so1', { trang_thai: 'LCT' });
  if (draft.status !== 200) throw new Error(`draft: ${JSON.stringify(draft.body)}`);
  return kit.call<PlacedOrder>(caller, 'PUT', `so1/${draft.body._id}`, {
    ...ADDRESS,
    pt_thanh_toan: COD,
    ...extra,
    trang_thai: '0',
  });
}

export { STARTUP_TIMEOUT_MS } from '../../suite.test-kit.js';

/** The suite's commerce test app (`startCommerceTestApp`), started before its tests and closed after. */
export const commerceSuite = (
  backend: Backend,
  overrides?: Parameters<typeof startCommerceTestApp>[1],
  env?: Record<string, string>,
) =>
  startedForSuite(
    () => startCommerceTestApp(backend, overrides, env),
    (kit) => kit.close(),
  );

/**
 * Pays an e-wallet order on the local sandbox's page (its 'pay' button), as a shopper would; the
 * query of the return address the sandbox sends the shopper back to (the answer is a 303).
 */
export async function payOnSandbox(app: FastifyInstance, paymentUrl: unknown): Promise<string> {
  const { pathname, search } = new URL(String(paymentUrl));
  const form = new URLSearchParams(search);
  form.set('action', 'pay');
  const posted = await app.inject({
    method: 'POST',
    url: pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  if (posted.statusCode !== 303) throw new Error(`sandbox pay: ${posted.statusCode} ${posted.body}`);
  return String(posted.headers.location).split('?')[1] ?? '';
}
