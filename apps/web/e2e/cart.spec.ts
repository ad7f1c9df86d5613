import { expect, type Page, test } from '@playwright/test';
import {
  callApi,
  type CartLine,
  expectNoBlockingA11yViolations,
  readCart,
  readProduct,
  shoot,
  vnd,
} from './support/commerce';

/** The cart line of a product on /cart, found by the name its link shows. */
function lineOf(page: Page, name: string) {
  return page.getByTestId('cart-line').filter({ has: page.getByRole('link', { name, exact: true }) });
}

async function lineOnServer(page: Page, maVt: string): Promise<CartLine | undefined> {
  return (await readCart(page.request)).find((line) => line.ma_vt === maVt);
}

test('a guest fills the cart: badge, mini-cart, stock cap, promotion limit, rapid clicks, removal', async ({
  page,
}, testInfo) => {
  const [rice, weasel, culi] = await Promise.all(
    ['NSA-004', 'CPH-003', 'CPH-006'].map((code) => readProduct(page.request, code)),
  );
  if (!rice || !weasel || !culi) throw new Error('seed products missing');

  // The product page's button, then two more lines through the same browser's cookie (uid).
  await page.goto(`/mua-hang/san-pham/${rice.ma_vt}`);
  await page.getByRole('button', { name: 'Thêm vào giỏ hàng' }).click();
  await expect(page.getByText('Thêm vào giỏ hàng thành công')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await callApi(page.request, 'POST', 'cart', { data: { ma_vt: weasel.ma_vt, sl_xuat: 2 } });
  await callApi(page.request, 'POST', 'cart', { data: { ma_vt: culi.ma_vt, sl_xuat: 1 } });

  await page.goto('/');
  await expect(page.getByTestId('cart-badge')).toHaveText('3');
  await page.getByRole('button', { name: 'Giỏ hàng (3 sản phẩm)' }).click();
  const miniCart = page.getByTestId('mini-cart-lines');
  await expect(miniCart.getByRole('listitem')).toHaveCount(3);
  await expect(miniCart).toContainText(weasel.ten_vt);
  const serverLines = await readCart(page.request);
  const subtotal = serverLines.reduce((sum, line) => sum + line.tien, 0);
  await expect(page.getByTestId('mini-cart-subtotal')).toHaveText(vnd(subtotal));
  expect((await miniCart.boundingBox())?.height ?? 0).toBeLessThanOrEqual(300);
  await shoot(page, testInfo, 'mini-cart', false);
  await page.getByRole('link', { name: 'Xem giỏ hàng' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(3);
  await expect(page.getByTestId('cart-subtotal')).toHaveText(vnd(subtotal));

  // Promotion: badge and struck retail price; above sl_ap_dung the notice, and retail applies.
  const weaselLine = lineOf(page, weasel.ten_vt);
  await expect(weaselLine.getByText('Khuyến mãi')).toBeVisible();
  await expect(weaselLine.locator('s')).toContainText(vnd(weasel.gia_ban_le));
  await weaselLine.getByRole('button', { name: 'Tăng số lượng' }).click();
  await expect(weaselLine.getByText('Giá khuyến mãi chỉ áp dụng cho tối đa 2 sản phẩm')).toBeVisible();
  await expect(weaselLine.getByText('Khuyến mãi', { exact: true })).toHaveCount(0);
  await expect(weaselLine.getByTestId('cart-line-amount')).toHaveText(vnd(3 * weasel.gia_ban_le));
  expect(await lineOnServer(page, weasel.ma_vt)).toMatchObject({ sl_xuat: 3, tien_ck: 0 });

  // Above the stock: the message, and the quantity reset to the stock, here and on the server.
  const culiLine = lineOf(page, culi.ten_vt);
  const culiBox = culiLine.getByRole('spinbutton', { name: 'Số lượng' });
  await culiBox.fill(String(culi.ton + 25));
  await culiBox.press('Enter');
  await expect(page.getByText('Số lượng bạn chọn lớn hơn sản phẩm tồn kho')).toBeVisible();
  await expect(culiBox).toHaveValue(String(culi.ton));
  await expect.poll(async () => (await lineOnServer(page, culi.ma_vt))?.sl_xuat).toBe(culi.ton);

  // Six quick clicks on plus: at most a couple of requests, and the server ends at 7.
  const puts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/cart/')) puts.push(request.url());
  });
  const riceLine = lineOf(page, rice.ten_vt);
  const plus = riceLine.getByRole('button', { name: 'Tăng số lượng' });
  for (let click = 0; click < 6; click += 1) await plus.click({ delay: 10 });
  await expect(riceLine.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue('7');
  await expect(riceLine.getByTestId('cart-line-amount')).toHaveText(vnd(7 * rice.gia_ban_le));
  expect((await lineOnServer(page, rice.ma_vt))?.sl_xuat).toBe(7);
  expect(puts.length).toBeLessThanOrEqual(2);
  await shoot(page, testInfo, 'cart');

  // 0 typed: back to 1 and the removal question; 'Hủy' keeps the line at 1.
  const weaselBox = weaselLine.getByRole('spinbutton', { name: 'Số lượng' });
  await weaselBox.fill('0');
  await weaselBox.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Thông báo' });
  await expect(dialog).toContainText('Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?');
  await dialog.getByRole('button', { name: 'Hủy' }).click();
  await expect(weaselBox).toHaveValue('1');
  await expect.poll(async () => (await lineOnServer(page, weasel.ma_vt))?.sl_xuat).toBe(1);

  // Minus at 1 asks too; confirming removes the line with the toast, and the badge follows.
  await weaselLine.getByRole('button', { name: 'Giảm số lượng' }).click();
  await expect(dialog).toContainText('Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?');
  await dialog.getByRole('button', { name: 'Xác nhận' }).click();
  await expect(page.getByText('Cập nhật giỏ hàng thành công')).toBeVisible();
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  expect(await lineOnServer(page, weasel.ma_vt)).toBeUndefined();
  await expectNoBlockingA11yViolations(page);
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
