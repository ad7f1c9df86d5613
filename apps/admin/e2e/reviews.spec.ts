import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { auditAccessibility } from '@shop/e2e/a11y';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { placeOrderThroughApi } from '@shop/e2e/checkout';
import { loginThroughApi, readConfig, registerVerifiedUser } from '@shop/e2e/session';
import { keepScreenshot, openConsole, openMenuEntry, signInToConsole } from './support/console';
import { test } from './support/owner';

/** A 16 × 16 PNG: the shopper's photo (the server re-encodes it as a JPEG without metadata). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPoitImCTGMahjVMHw1AAByYQ8QqkrJdQAAAABJRU5ErkJggg==',
  'base64',
);

/** A shopper's review with a photo of a delivered order, written through the shop's API. */
async function reviewedOrder(request: APIRequestContext, maVt: string) {
  const { id_app: idApp } = await readConfig(request);
  const owner = await loginThroughApi(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const shopper = await registerVerifiedUser(request, 'Lê Văn Bình');
  const order = await placeOrderThroughApi(request, 'cod', { ma_vt: maVt, sl_xuat: 1 }, {}, shopper.token);
  for (const action of ['confirm', 'ship', 'deliver']) {
    const done = await request.post(`/api/${idApp}/console/orders/${order._id}/${action}`, {
      headers: { authorization: `Bearer ${owner}` },
      data: action === 'ship' ? { don_vi_vc: 'GHTK', ma_van_don: `GHTK-${order._id.slice(-6)}` } : {},
    });
    expect(done.ok(), await done.text()).toBe(true);
  }
  const auth = `access_token=${shopper.token}`;
  const photo = await request.post(`/api/${idApp}/reviews/photos?${auth}`, {
    multipart: { file: { name: 'IMG_0002.png', mimeType: 'image/png', buffer: PHOTO } },
  });
  expect(photo.ok(), await photo.text()).toBe(true);
  const written = await request.post(`/api/${idApp}/reviews?${auth}`, {
    data: {
      order_id: order._id,
      line: 0,
      stars: 4,
      text: 'Cà phê đậm <script>alert(1)</script>, giao nhanh',
      photos: [(await photo.json())._id],
    },
  });
  expect(written.ok(), await written.text()).toBe(true);
  return order;
}

/** The owner replies to the waiting review and publishes it in the console; the shop shows it. */
async function moderate(page: Page, maVt: string, width: number) {
  const order = await reviewedOrder(page.request, maVt);
  await signInToConsole(page, DEMO_OWNER);
  await openConsole(page);
  // Under "Mục khác" from 1024 px, in the row on a phone.
  await openMenuEntry(page, 'Đánh giá');
  await expect(page.getByRole('heading', { level: 1, name: 'Đánh giá' })).toBeVisible();
  const card = page.getByTestId('console-review').filter({ hasText: `Đơn ${order.so_ct}` });
  await expect(card.getByTestId('console-review-text')).toHaveText(
    'Cà phê đậm <script>alert(1)</script>, giao nhanh',
  );
  await expect(card.getByRole('img', { name: 'Ảnh 1 của khách' })).toBeVisible();
  await auditAccessibility(page);
  await keepScreenshot(page, 'reviews-waiting', width);
  await card.getByLabel('Trả lời của cửa hàng').fill('Cảm ơn anh Bình, hẹn gặp lại!');
  await card.getByRole('button', { name: 'Gửi trả lời' }).click();
  await expect(page.getByText('Đã gửi trả lời')).toBeVisible();
  await page
    .getByTestId('console-review')
    .filter({ hasText: `Đơn ${order.so_ct}` })
    .getByRole('button', { name: 'Hiển thị', exact: true })
    .click();
  await expect(page.getByText('Đã hiển thị đánh giá')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Lọc đánh giá' })
    .getByRole('button', { name: /Đã hiển thị/ })
    .click();
  await expect(page).toHaveURL(/status=published/);
  await expect(page.getByTestId('console-review').filter({ hasText: `Đơn ${order.so_ct}` })).toBeVisible();
  await keepScreenshot(page, 'reviews-published', width);

  // The product page as the server renders it: the rating and the reply, in its JSON-LD too.
  const html = await (await page.request.get(`/mua-hang/san-pham/${maVt}`)).text();
  expect(html).toContain('Cảm ơn anh Bình, hẹn gặp lại!');
  expect(html).not.toContain('<script>alert(1)</script>');
  const product = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .find((data) => data['@type'] === 'Product');
  expect(product?.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
}

test('the owner replies to a waiting review with its photo and publishes it; the product page shows it (issue 33)', async ({
  page,
}) => {
  await moderate(page, 'NEO-002', 1280);
});

test('the reviews screen on a phone (390 px) @mobile', async ({ page }) => {
  await moderate(page, 'NEO-004', 390);
});
