import type { LightMyRequestResponse } from 'fastify';
import { startedForSuite } from '../suite.test-kit.js';
import { startTestShop, type Backend, type TestShop } from '../testing.js';
import { readLatestCode } from '../mail/outbox.js';

/** Generous limits and no resend pause, so only the tests about limits meet them. */
export const RELAXED_LIMITS = {
  RATE_LIMIT_LOGIN: '1000',
  RATE_LIMIT_SIGNUP: '1000',
  RATE_LIMIT_OTP: '1000',
  OTP_RESEND_SECONDS: '0',
  ADMIN_EMAIL: 'quantri@example.com',
  ADMIN_PASSWORD: 'QuanTri12345',
};

export interface AuthKit {
  shop: TestShop;
  /** Every reply body seen so far (to prove no password hash ever leaves the server). */
  bodies: string[];
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  login(account: string, password: string, query?: string): Promise<LightMyRequestResponse>;
  /** Registers a customer and returns the account name. */
  signup(fields: Partial<Record<string, unknown>>): Promise<LightMyRequestResponse>;
  code(account: string): Promise<string>;
}

export function basic(account: string, password: string): string {
  return `Basic ${Buffer.from(`${account}:${password}`, 'utf8').toString('base64')}`;
}

export const STRONG_PASSWORD = 'MatKhau123';

/** The sign-up form as the shop's page sends it to this shop; `fields` adds the e-mail or changes any. */
export const signupForm = (
  env: { ID_APP: string; GROUP_ID: string },
  fields: Record<string, unknown> = {},
) => ({
  name: 'Trần Thị Mai',
  password: STRONG_PASSWORD,
  repeat_password: STRONG_PASSWORD,
  accept_terms: true,
  id_app: env.ID_APP,
  group_id: env.GROUP_ID,
  ...fields,
});

export async function startAuthKit(
  backend: Backend,
  overrides: Record<string, string> = {},
): Promise<AuthKit> {
  const shop = await startTestShop(backend, { ...RELAXED_LIMITS, ...overrides });
  const bodies: string[] = [];
  const record = (reply: LightMyRequestResponse) => {
    bodies.push(reply.body);
    return reply;
  };
  const kit: AuthKit = {
    shop,
    bodies,
    get: async (url, headers = {}) => record(await shop.app.inject({ method: 'GET', url, headers })),
    post: async (url, payload, headers = {}) =>
      record(await shop.app.inject({ method: 'POST', url, payload: payload as object, headers })),
    login: (account, password, query = '') =>
      kit.get(`/auth/local?id_app=${shop.env.ID_APP}&group_id=${shop.env.GROUP_ID}${query}`, {
        authorization: basic(account, password),
      }),
    signup: (fields) => kit.post('/signup', signupForm(shop.env, fields)),
    async code(account) {
      const code = await readLatestCode(shop.db, account);
      if (!code) throw new Error(`no code in the outbox for ${account}`);
      return code;
    },
  };
  return kit;
}

/** The suite's auth kit (`startAuthKit`), started before its tests and closed after. */
export const authSuite = (backend: Backend, overrides?: Record<string, string>) =>
  startedForSuite(
    () => startAuthKit(backend, overrides),
    (kit) => kit.shop.close(),
  );
