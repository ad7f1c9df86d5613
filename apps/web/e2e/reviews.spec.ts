import { expect, test } from '@shop/e2e/journey';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { deliveredOrderThroughApi } from '@shop/e2e/checkout';
import {
  loginThroughApi,
  readConfig,
  registerVerifiedUser,
  useTokenInPage,
  consoleCall,
} from '@shop/e2e/session';
import { readProduct, shoot } from './support/commerce';

/**
 * Issue 33's review journey: a shopper reviews a delivered order's product with a photo from the
 * order page; the owner publishes it and replies; the product page, rendered by the server, and
 * its JSON-LD show the rating; a shopper who did not buy is refused with the server's message.
 */

/** A 16 × 16 PNG: what a phone's photo stands for (the server re-encodes it as a JPEG). */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGPoitImCTGMahjVMHw1AAByYQ8QqkrJdQAAAABJRU5ErkJggg==',
  'base64',
);

test('a shopper reviews with a photo, the owner publishes and replies, the product page shows the rating @both', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  // Each width reviews its own product, so each run's rating is its own.
  const code = testInfo.project.name === 'mobile' ? 'TRA-009' : 'TRA-010';
  const product = await readProduct(request, code);
  const owner = await loginThroughApi(request, DEMO_OWNER.email, DEMO_OWNER.password);
  const buyer = await registerVerifiedUser(request, 'Trần Thị Mai');
  const order = await deliveredOrderThroughApi(request, buyer.token, owner, { ma_vt: code, sl_xuat: 1 });

  await useTokenInPage(page, buyer.token);
  await page.goto('/user-profile/purchased-return');
  const card = page.getByTestId('order-card').filter({ hasText: order.so_ct });
  const reviews = card.getByTestId('order-reviews');
  await expect(reviews.getByRole('heading', { name: 'Đánh giá sản phẩm' })).toBeVisible();
  await reviews.getByRole('button', { name: 'Viết đánh giá' }).click();
  const form = reviews.getByTestId('review-form');
  await form.getByText('★').nth(4).click();
  await expect(form.getByRole('radio', { name: '5 sao' })).toBeChecked();
  await form.getByLabel('Nhận xét').fill('Trà thơm, nước xanh <b>đẹp</b>. Sẽ mua lại!');
  await form
    .getByLabel('Thêm ảnh')
    .setInputFiles({ name: 'IMG_0001.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(form.getByRole('img', { name: 'Ảnh 1' })).toBeVisible();
  await shoot(page, testInfo, 'review-form', false);
  await form.getByRole('button', { name: 'Gửi đánh giá' }).click();
  await expect(page.getByText('Cảm ơn bạn! Đánh giá sẽ hiển thị sau khi cửa hàng duyệt')).toBeVisible();
  await expect(reviews.getByTestId('review-status')).toHaveText('Chờ cửa hàng duyệt');
  await shoot(page, testInfo, 'review-written', false);

  // The owner publishes it and replies as the shop.
  const waiting = await consoleCall<{ items: { _id: string; so_ct: string; photos: unknown[] }[] }>(
    request,
    owner,
    'GET',
    'reviews?status=pending',
  );
  const review = waiting.items.find((item) => item.so_ct === order.so_ct);
  expect(review?.photos).toHaveLength(1);
  await consoleCall(request, owner, 'POST', `reviews/${review?._id}`, {
    status: 'published',
    reply: 'Cảm ơn chị Mai đã ủng hộ shop!',
  });
  await page.reload();
  await expect(reviews.getByTestId('review-status')).toHaveText('Đã hiển thị');

  // The product page, as the server renders it: the rating, the review with its photo and the reply.
  const html = await (await request.get(`/mua-hang/san-pham/${code}`)).text();
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>)
    .flatMap((data) =>
      Array.isArray(data['@graph']) ? (data['@graph'] as Record<string, unknown>[]) : [data],
    )
    .find((data) => data['@type'] === 'Product');
  expect(jsonLd?.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1, bestRating: 5 });
  expect(jsonLd?.review).toEqual([
    expect.objectContaining({
      reviewRating: expect.objectContaining({ ratingValue: 5 }),
      author: { '@type': 'Person', name: 'Mai T.' },
      reviewBody: 'Trà thơm, nước xanh <b>đẹp</b>. Sẽ mua lại!',
    }),
  ]);
  await page.goto(`/mua-hang/san-pham/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: product.ten_vt })).toBeVisible();
  const section = page.locator('#danh-gia');
  await expect(section.getByTestId('rating-average')).toHaveText('5,0');
  await expect(section.getByTestId('rating-count')).toHaveText('1 đánh giá');
  const shown = section.getByTestId('review');
  // Text, never markup: the <b> is shown as typed.
  await expect(shown).toContainText('Trà thơm, nước xanh <b>đẹp</b>. Sẽ mua lại!');
  await expect(shown.getByRole('img', { name: 'Ảnh của khách hàng' })).toBeVisible();
  await expect(shown.getByTestId('review-reply')).toContainText('Cảm ơn chị Mai đã ủng hộ shop!');
  await section.scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'review-product-page', false);

  // A shopper who did not buy is refused, in their language.
  const stranger = await registerVerifiedUser(request);
  const config = await readConfig(request);
  for (const [lang, message] of [
    ['vi', 'Chỉ khách đã nhận hàng của đơn này mới được đánh giá sản phẩm'],
    ['en', 'Only a shopper whose order was delivered can review its products'],
  ] as const) {
    const refused = await request.post(
      `/api/${config.id_app}/reviews?access_token=${stranger.token}&lang=${lang}`,
      {
        data: { order_id: order._id, line: 0, stars: 1, text: 'Tệ' },
      },
    );
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'REVIEW_NOT_BUYER', message });
  }
});
