import { type APIRequestContext, expect, type Page } from '@playwright/test';

export type RuntimeConfig = { id_app: string; group_id: string; public_token: string; trust_key: string };

export async function readConfig(request: APIRequestContext): Promise<RuntimeConfig> {
  return (await request.get('/config.json')).json();
}

/** The newest six-digit code the server sent to `account`, read from the development outbox. */
export async function readLatestCode(request: APIRequestContext, account: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const messages: { to: string; kind: string; text: string }[] = await (
        await request.get('/dev/outbox', { params: { format: 'json' } })
      ).json();
      // Codes only: the same account's order mails share the outbox (decision 018).
      const latest = messages.find((message) => message.to === account && message.kind === 'code');
      code = /\b(\d{6})\b/.exec(latest?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** GET /auth/local with Basic credentials: the user's token. */
export async function loginThroughApi(
  request: APIRequestContext,
  account: string,
  password: string,
): Promise<string> {
  const config = await readConfig(request);
  const response = await request.get('/auth/local', {
    params: { id_app: config.id_app, group_id: config.group_id, trust_key: config.trust_key },
    headers: { authorization: `Basic ${Buffer.from(`${account}:${password}`).toString('base64')}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).token;
}

/**
 * A new verified customer with a unique e-mail (signup, the code from the outbox, verify-otp), so a
 * journey's orders, addresses and wishlist are its own.
 */
export async function registerVerifiedUser(
  request: APIRequestContext,
  name = 'Khách Thử Nghiệm',
): Promise<{ email: string; password: string; name: string; token: string }> {
  const config = await readConfig(request);
  const email = `khach-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'MatKhau123';
  const signup = await request.post('/signup', {
    params: { trust_key: config.trust_key },
    data: {
      email,
      name,
      password,
      repeat_password: password,
      accept_terms: true,
      id_app: config.id_app,
      group_id: config.group_id,
    },
  });
  expect(signup.ok(), await signup.text()).toBe(true);
  const code = await readLatestCode(request, email);
  const verify = await request.get(`/verify-otp/${encodeURIComponent(email)}/${code}`, {
    params: { id_app: config.id_app, group_id: config.group_id, trust_key: config.trust_key },
  });
  expect(verify.ok(), await verify.text()).toBe(true);
  return { email, password, name, token: (await verify.json()).token };
}

/** The tab's mark that the journey logged out: the token is not given back after that. */
export const LOGGED_OUT_MARK = 'e2e-logged-out';

/**
 * Starts the page with `token` in local storage, as a login leaves it (SPEC §4 "Login"), and gives
 * it again at each load of the tab while it is missing, until the journey logs out
 * (`logOutInUi` marks the tab first, so the logout's reload stays logged out).
 */
export async function useTokenInPage(page: Page, token: string): Promise<void> {
  await page.addInitScript(
    ({ value, loggedOut }) => {
      if (sessionStorage.getItem(loggedOut)) return;
      if (!localStorage.getItem('token')) localStorage.setItem('token', value);
    },
    { value: token, loggedOut: LOGGED_OUT_MARK },
  );
}

/** A new verified shopper, signed in on `page` before its first script runs (the journeys' usual start). */
export async function signInNewShopper(
  page: Page,
  request: APIRequestContext,
  name?: string,
): Promise<{ email: string; password: string; name: string; token: string }> {
  const user = await registerVerifiedUser(request, name);
  await useTokenInPage(page, user.token);
  return user;
}

/** One console call with an account's token in the header (decision 016): the reply, or a failed check. */
export async function consoleCall<T = unknown>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: object,
): Promise<T> {
  const config = await readConfig(request);
  const response = await request.fetch(`/api/${config.id_app}/console/${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}
