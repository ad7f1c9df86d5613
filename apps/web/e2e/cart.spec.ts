import { expect, type Page, test } from '@shop/e2e/journey';
import {
  callApi,
  type CartLine,
  expectNoBlockingA11yViolations,
  type Product,
  readCart,
  readProduct,
  shoot,
  vnd,
} from './support/commerce';
import { switchLanguage } from './support/header';
import { hydrated } from './support/hydration';
import { LIGHTHOUSE_PHONE, layoutShifts, recordLayoutShifts } from './support/layout-shifts';

/** The cart line of a product on /cart, found by the name its link shows. */
function lineOf(page: Page, name: string) {
  return page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function lineOnServer(page: Page, maVt: string): Promise<CartLine | undefined> {
  return (await readCart(page.request)).find((line) => line.ma_vt === maVt);
}

/** A guest's cart with these lines, then /cart: the lines before any page of the shop (see addToCartThroughApi in @shop/e2e/checkout). */
async function openCartWith(page: Page, lines: { ma_vt: string; sl_xuat: number }[]): Promise<Product[]> {
  for (const line of lines) await callApi(page.request, 'POST', 'cart', { data: line });
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(lines.length);
  return Promise.all(lines.map((line) => readProduct(page.request, line.ma_vt)));
}

test(
  'a guest adds products: the badge counts lines, the mini-cart lists them, /cart shows them',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    const rice = await readProduct(page.request, 'NSA-004');
    await page.goto(`/mua-hang/san-pham/${rice.ma_vt}`);
    await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
    await expect(page.getByText('Thêm vào giỏ hàng thành công')).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await callApi(page.request, 'POST', 'cart', { data: { ma_vt: 'CPH-003', sl_xuat: 2 } });
    await callApi(page.request, 'POST', 'cart', { data: { ma_vt: 'CPH-006', sl_xuat: 1 } });

    await page.goto('/');
    await expect(page.getByTestId('cart-badge')).toHaveText('3');
    // The server-rendered button opens nothing until the browser has taken the page over.
    await hydrated(page);
    await page.getByRole('button', { name: 'Giỏ hàng, 3 sản phẩm' }).click();
    const miniCart = page.getByTestId('mini-cart-lines');
    await expect(miniCart.getByRole('listitem')).toHaveCount(3);
    await expect(miniCart).toContainText(rice.ten_vt);
    const subtotal = (await readCart(page.request)).reduce((sum, line) => sum + line.tien, 0);
    await expect(page.getByTestId('mini-cart-subtotal')).toHaveText(vnd(subtotal));
    expect((await miniCart.boundingBox())?.height ?? 0).toBeLessThanOrEqual(300);
    await shoot(page, testInfo, 'mini-cart', false);
    await page.getByRole('link', { name: 'Xem giỏ hàng' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(page.getByTestId('cart-subtotal')).toHaveText(vnd(subtotal));
    await shoot(page, testInfo, 'cart');
    await expectNoBlockingA11yViolations(page);
  },
);

test('the promotion is limited to sl_ap_dung, and a quantity above the stock is reset to it', async ({
  page,
}) => {
  const [weasel, culi] = await openCartWith(page, [
    { ma_vt: 'CPH-003', sl_xuat: 2 },
    { ma_vt: 'CPH-006', sl_xuat: 1 },
  ]);
  if (!weasel || !culi) throw new Error('seed products missing');
  const weaselLine = lineOf(page, weasel.ten_vt);
  await expect(weaselLine.getByText('Khuyến mãi')).toBeVisible();
  await expect(weaselLine.locator('s')).toContainText(vnd(weasel.gia_ban_le));
  await weaselLine.getByRole('button', { name: 'Tăng số lượng' }).click();
  await expect(weaselLine.getByText('Giá khuyến mãi chỉ áp dụng cho tối đa 2 sản phẩm')).toBeVisible();
  await expect(weaselLine.getByText('Khuyến mãi', { exact: true })).toHaveCount(0);
  await expect(weaselLine.getByTestId('cart-line-amount')).toHaveText(vnd(3 * weasel.gia_ban_le));
  expect(await lineOnServer(page, weasel.ma_vt)).toMatchObject({ sl_xuat: 3, tien_ck: 0 });

  const culiBox = lineOf(page, culi.ten_vt).getByRole('spinbutton', { name: 'Số lượng' });
  await culiBox.fill(String(culi.ton + 25));
  await culiBox.press('Enter');
  await expect(page.getByText('Số lượng bạn chọn lớn hơn sản phẩm tồn kho')).toBeVisible();
  await expect(culiBox).toHaveValue(String(culi.ton));
  await expect.poll(async () => (await lineOnServer(page, culi.ma_vt))?.sl_xuat).toBe(culi.ton);
});

test('rapid clicks on plus are coalesced and settle on the server quantity', async ({ page }) => {
  const [rice] = await openCartWith(page, [{ ma_vt: 'NSA-004', sl_xuat: 1 }]);
  if (!rice) throw new Error('seed product missing');
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/cart/')) puts.push(request.url());
  });
  const riceLine = lineOf(page, rice.ten_vt);
  const plus = riceLine.getByRole('button', { name: 'Tăng số lượng' });
  // Six clicks in one task: as fast as a shopper's fingers can go, whatever the machine's load.
  await plus.evaluate((button: HTMLElement) => {
    for (let click = 0; click < 6; click += 1) button.click();
  });
  await expect(riceLine.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue('7');
  await expect.poll(async () => (await lineOnServer(page, rice.ma_vt))?.sl_xuat).toBe(7);
  expect(puts.length).toBeLessThanOrEqual(2);

  // Then real clicks, some landing while a request is on its way: none is lost.
  for (let click = 0; click < 3; click += 1) await plus.click();
  await expect(riceLine.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue('10');
  await expect(riceLine.getByTestId('cart-line-amount')).toHaveText(vnd(10 * rice.gia_ban_le));
  await expect(page.getByTestId('cart-subtotal')).toHaveText(vnd(10 * rice.gia_ban_le));
  expect((await lineOnServer(page, rice.ma_vt))?.sl_xuat).toBe(10);
  expect(puts.length).toBeLessThan(9);
});

test('removing asks first (0 typed, minus at 1), then says the cart was updated', async ({ page }) => {
  const [weasel] = await openCartWith(page, [
    { ma_vt: 'CPH-003', sl_xuat: 3 },
    { ma_vt: 'NSA-004', sl_xuat: 1 },
  ]);
  if (!weasel) throw new Error('seed product missing');
  const weaselLine = lineOf(page, weasel.ten_vt);
  const weaselBox = weaselLine.getByRole('spinbutton', { name: 'Số lượng' });
  await weaselBox.fill('0');
  await weaselBox.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Thông báo' });
  await expect(dialog).toContainText('Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?');
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(weaselBox).toHaveValue('1');
  await expect.poll(async () => (await lineOnServer(page, weasel.ma_vt))?.sl_xuat).toBe(1);

  await weaselLine.getByRole('button', { name: 'Giảm số lượng' }).click();
  await expect(dialog).toContainText('Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?');
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Cập nhật giỏ hàng thành công')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  expect(await lineOnServer(page, weasel.ma_vt)).toBeUndefined();
});

test('an empty cart leads to the purchase catalogue', async ({ page }, testInfo) => {
  await page.goto('/cart');
  await expect(page.getByText('Giỏ hàng của bạn đang trống.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tiếp tục mua sắm' })).toHaveAttribute(
    'href',
    '/mua-hang/san-pham?sort=newest',
  );
  await shoot(page, testInfo, 'cart-empty');
  await expectNoBlockingA11yViolations(page);
});

test('paying from the mini-cart or the cart page replaces the draft and goes to /checkout', async ({
  page,
}) => {
  // The line before any page of the shop (see addToCartThroughApi).
  await callApi(page.request, 'POST', 'cart', { data: { ma_vt: 'NSA-004', sl_xuat: 2 } });
  const drafts = () =>
    callApi<{ _id: string; trang_thai: string }[]>(
      page.request,
      'GET',
      `so1?q=${encodeURIComponent(JSON.stringify({ trang_thai: 'LCT' }))}`,
    );
  await page.goto('/');
  // The server-rendered button opens nothing until the browser has taken the page over.
  await hydrated(page);
  await page.getByRole('button', { name: 'Giỏ hàng, 1 sản phẩm' }).click();
  const toCheckout = page.waitForURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Thanh toán' }).click();
  await toCheckout;
  await expect(page.getByTestId('mini-cart-lines')).toHaveCount(0);
  const [first, ...more] = await drafts();
  expect(more).toEqual([]);
  expect(first?.trang_thai).toBe('LCT');

  await page.goto('/cart');
  const again = page.waitForURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Thanh toán' }).click();
  await again;
  const replaced = await drafts();
  expect(replaced).toHaveLength(1);
  expect(replaced[0]?._id).not.toBe(first?._id);
});

test('the cart shows names in English after switching', async ({ page }) => {
  const [rice] = await openCartWith(page, [{ ma_vt: 'NSA-004', sl_xuat: 1 }]);
  if (!rice) throw new Error('seed product missing');
  await expect(page.getByRole('link', { name: rice.ten_vt, exact: true })).toBeVisible();
  await switchLanguage(page, 'English');
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: rice.ten_vt_eng, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay' })).toBeVisible();
});

test("the cart's lines take the server's skeleton's place without moving what is on screen (issue 28)", {
  tag: '@mobile',
}, async ({ page }) => {
  await page.setViewportSize(LIGHTHOUSE_PHONE);
  await recordLayoutShifts(page);
  // A guest holding two products, as the web bench's (tooling/bench/web/measure-web.mjs).
  await openCartWith(page, [
    { ma_vt: 'CPH-007', sl_xuat: 2 },
    { ma_vt: 'TRA-005', sl_xuat: 2 },
  ]);
  await expect(page.getByTestId('cart-subtotal')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
});
