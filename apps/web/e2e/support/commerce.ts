import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import { auditAccessibility } from '@shop/e2e/a11y';
import { readConfig } from '@shop/e2e/session';

/** Query parameters of an API call as `token` (a user's) or the public guest token. */
export async function authParams(request: APIRequestContext, token?: string) {
  const config = await readConfig(request);
  return {
    id_app: config.id_app,
    params: { access_token: token ?? config.public_token, trust_key: config.trust_key },
  };
}

/** Calls /api/{id_app}/{path} and returns the JSON reply, failing the test on an error status. */
export async function callApi<T>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { token?: string; data?: unknown } = {},
): Promise<T> {
  const { id_app, params } = await authParams(request, options.token);
  const response = await request.fetch(`/api/${id_app}/${path}`, { method, params, data: options.data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

export type Product = { ma_vt: string; ten_vt: string; ten_vt_eng: string; ton: number; gia_ban_le: number };

export async function readProduct(request: APIRequestContext, maVt: string): Promise<Product> {
  const rows = await callApi<Product[]>(
    request,
    'GET',
    `dmvt?limit=1&q=${encodeURIComponent(JSON.stringify({ ma_vt: maVt }))}`,
  );
  const product = rows[0];
  if (!product) throw new Error(`no product ${maVt}`);
  return product;
}

export type CartLine = { _id: string; ma_vt: string; sl_xuat: number; tien: number; tien_ck: number };

/** The cart of whoever `request` is (a page's request shares the page's uid cookie). */
export function readCart(request: APIRequestContext, token?: string): Promise<CartLine[]> {
  return callApi<CartLine[]>(request, 'GET', 'cart', { token });
}

/** Blocking accessibility findings (serious, critical) of the page as it is now. */
export async function expectNoBlockingA11yViolations(page: Page) {
  // Toasts are audited apart (sonner's rich colours, reported to the lead): wait until they close.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await auditAccessibility(page);
}

export async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  if (!process.env.SCREENSHOT_DIR) return;
  await page.screenshot({
    path: `${process.env.SCREENSHOT_DIR}/${name}-${testInfo.project.name}.png`,
    fullPage,
  });
}

/** Vietnamese price as the shop prints it: '455.000 ₫'. */
export function vnd(amount: number): string {
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} ₫`;
}
