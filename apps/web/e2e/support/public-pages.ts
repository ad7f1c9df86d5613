import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** Reads a collection through the same public API the web app uses; `q` filters it. */
export async function apiList<T>(
  request: APIRequestContext,
  collection: string,
  q?: object,
  extra: object = {},
): Promise<T[]> {
  const config = await (await request.get('/config.json')).json();
  const response = await request.get(`/api/${config.id_app}/${collection}`, {
    params: {
      access_token: config.public_token,
      trust_key: config.trust_key,
      ...(q ? { q: JSON.stringify(q) } : {}),
      limit: 500,
      ...extra,
    },
  });
  expect(response.ok()).toBe(true);
  return response.json();
}

/** The page's own heading (the header's and footer's are outside `main`). */
export const h1 = (page: Page) => page.locator('main').getByRole('heading', { level: 1 });

/** The screen as the visitor sees it, into SCREENSHOT_DIR when it is set. */
export async function shoot(page: Page, name: string, project: string) {
  if (!process.env.SCREENSHOT_DIR) return;
  await page.waitForLoadState('networkidle'); // pictures resized on first request
  await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}-${project}.png`, fullPage: false });
}

/** One address of each kind of public page, which the server renders (decision 022). */
export const PUBLIC_PAGES = [
  '/',
  '/gioi-thieu',
  '/san-pham',
  '/san-pham/tra',
  '/san-pham/ca-phe',
  '/noi-dia',
  '/xuat-khau',
  '/tin-tuc',
  '/tin-tuc/nong-san',
  '/tin-tuc/bai-viet/robusta-buon-ma-thuot-vao-vu',
  '/tuyen-dung',
  '/tuyen-dung/ky-su-nong-nghiep-vung-che',
  '/lien-he',
  '/chinh-sach/chinh-sach-bao-mat',
  '/huong-dan/huong-dan-dat-hang',
  '/mua-hang/san-pham?sort=newest',
  '/mua-hang/tim-kiem?keyword=tra',
  '/mua-hang/san-pham/CPH-001',
];
