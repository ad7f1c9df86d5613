import { expect, type Page } from '@playwright/test';
import { test } from './support/owner';
import { auditAccessibility } from '@shop/e2e/a11y';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import {
  addToCartThroughApi,
  checkoutForm,
  fillReceiver,
  HCM,
  placeOrderThroughApi,
  VI_LABELS,
} from '@shop/e2e/checkout';
import { keepScreenshot, openConsole, signInToConsole } from './support/console';
import { openShopper } from './support/journey';

/** A product sold as one item, with no promotion: its shop price is its retail price. */
const PRODUCT = { code: 'CPH-008', name: 'Cà phê sữa đá pha sẵn (thùng 24 lon)' };

/** The stock screen filtered on one product, and the line's row. */
async function openStockOf(page: Page, code: string) {
  await page.goto(`/admin/stock?product=${code}`);
  await expect(page.getByRole('heading', { name: 'Tồn kho', level: 1 })).toBeVisible();
  const row = page.getByTestId('stock-row').filter({ hasText: code });
  await expect(row).toHaveCount(1);
  return row;
}

/** Sets a line's stock through the adjust dialog, as a stock-take (the counted figure). */
async function countStock(page: Page, row: ReturnType<Page['getByTestId']>, counted: number) {
  await row.getByRole('button', { name: /^Điều chỉnh/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Điều chỉnh tồn kho' });
  await dialog.getByRole('radio', { name: 'Kiểm kê' }).check();
  await dialog.getByLabel('Số đếm được').fill(String(counted));
  await dialog.getByRole('button', { name: 'Lưu điều chỉnh' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('stock: adjust, refuse above stock, import prices', () => {
  test.setTimeout(180_000);

  test('the owner lowers a stock to 2: 3 are refused at checkout, 2 go through; a CSV changes a price', async ({
    page,
    browser,
  }) => {
    await signInToConsole(page, DEMO_OWNER);
    await openConsole(page);
    await page.getByRole('link', { name: 'Tồn kho' }).click();
    await expect(page.getByRole('heading', { name: 'Tồn kho', level: 1 })).toBeVisible();
    await auditAccessibility(page);

    // The shopper has 3 in the cart and the checkout form ready before the stock changes.
    const shopper = await openShopper(browser, 'vi', false);
    await addToCartThroughApi(shopper.page, PRODUCT.code, 3, shopper.token);
    await shopper.page.goto('/checkout');
    const form = checkoutForm(shopper.page);
    const nameField = form.getByLabel(VI_LABELS.name);
    // An earlier journey may have saved an address for the demo shopper: then the form offers it
    // first, and this order goes to a new one.
    const otherAddress = form.getByRole('radio', { name: 'Giao đến địa chỉ khác' });
    // The checkout screen is rendered in the browser: on a loaded machine its script takes a while.
    // Either may come first, or both (a saved address with "another address" chosen).
    await expect(nameField.or(otherAddress).first()).toBeVisible({ timeout: 30_000 });
    if (await otherAddress.isVisible()) await otherAddress.check();
    await expect(nameField).toBeVisible();
    await fillReceiver(form, {
      name: 'Lê Kiểm Kho',
      phone: '0987654321',
      line: '12 Lý Tự Trọng',
      province: HCM,
    });
    await form.getByLabel(/Thanh toán khi nhận hàng/).check();

    const row = await openStockOf(page, PRODUCT.code);
    await countStock(page, row, 2);
    await expect(page.getByTestId('stock-notice')).toHaveText(`Đã cập nhật tồn kho ${PRODUCT.name}: 40 → 2`);
    await expect(row.getByTestId('stock-figure')).toContainText('2');
    await expect(page.getByTestId('stock-history')).toContainText('40 → 2');
    await auditAccessibility(page);
    await keepScreenshot(page, 'stock', 1280);

    // Placing 3 is refused with the shop's stock message; nothing is taken.
    await form.getByRole('button', { name: 'Đặt hàng' }).click();
    await expect(
      shopper.page.getByText(`Sản phẩm ${PRODUCT.name} không đủ số lượng trong kho`),
    ).toBeVisible();
    await expect(shopper.page).toHaveURL(/\/checkout$/);
    // 2 go through (another shopper), and the stock screen shows none left.
    const other = await browser.newContext();
    const placed = await placeOrderThroughApi(other.request, 'cod', { ma_vt: PRODUCT.code, sl_xuat: 2 });
    expect(placed.so_ct).toBeTruthy();
    await page.reload();
    await expect(row.getByTestId('stock-figure')).toHaveText(/^0/);

    // A CSV that changes the price: previewed, applied, and the shop shows it at once.
    await shopper.page.goto(`/mua-hang/san-pham/${PRODUCT.code}`);
    await expect(shopper.page.getByText('288.000 ₫').first()).toBeVisible();
    const csv = `\ufeffcode,variant,name,price,stock\r\n${PRODUCT.code},,${PRODUCT.name},275000,0\r\nNOPE-1,,x,1,1\r\n`;
    const chooser = page.getByLabel('Chọn tệp CSV để xem trước');
    await chooser.setInputFiles({ name: 'gia.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByTestId('import-refused')).toContainText(
      'Dòng 3 (NOPE-1): Không có sản phẩm hoặc phân loại này',
    );
    await expect(page.getByRole('button', { name: 'Áp dụng tệp' })).toBeDisabled();
    await auditAccessibility(page);
    const fixed = csv.replace('NOPE-1,,x,1,1\r\n', '');
    await chooser.setInputFiles({ name: 'gia.csv', mimeType: 'text/csv', buffer: Buffer.from(fixed) });
    await expect(page.getByTestId('import-changes')).toContainText('288.000 ₫ → 275.000 ₫');
    await page.getByRole('button', { name: 'Áp dụng tệp' }).click();
    await expect(page.getByText('Đã nhập tệp: 1 giá và 0 tồn kho được thay đổi')).toBeVisible();
    await shopper.page.reload();
    await expect(shopper.page.getByText('275.000 ₫').first()).toBeVisible();
    await expect(shopper.page.getByText('288.000 ₫')).toHaveCount(0);
    await other.close();
    await shopper.page.context().close();
  });

  test('the adjust dialog on a phone (390 px), in both languages @mobile', async ({ ownerPage: page }) => {
    await page.goto('/admin/stock?low=1');
    await expect(page.getByTestId('stock-row').first()).toBeVisible();
    await auditAccessibility(page);
    await keepScreenshot(page, 'stock-low', 390);
    const row = await openStockOf(page, 'CPH-009');
    await row.getByRole('button', { name: /^Điều chỉnh/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Điều chỉnh tồn kho' });
    await dialog.getByRole('radio', { name: 'Hàng hỏng' }).check();
    await dialog.getByLabel('Số lượng hỏng').fill('1000');
    await dialog.getByRole('button', { name: 'Lưu điều chỉnh' }).click();
    await expect(
      dialog.getByText(/^Tồn kho không thể âm: đang có \d+, sau điều chỉnh sẽ còn -\d+$/),
    ).toBeVisible();
    await dialog.getByRole('radio', { name: 'Khác' }).check();
    await dialog.getByLabel('Số thay đổi (âm để giảm)').fill('-1');
    await dialog.getByRole('button', { name: 'Lưu điều chỉnh' }).click();
    await expect(dialog.getByText('Vui lòng ghi chú lý do điều chỉnh')).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(390);
    await auditAccessibility(page);
    await keepScreenshot(page, 'stock-adjust', 390);
    await dialog.getByLabel('Ghi chú (bắt buộc)').fill('Hàng mẫu cho khách');
    await dialog.getByRole('button', { name: 'Lưu điều chỉnh' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('stock-history')).toContainText('Hàng mẫu cho khách');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'Stock', level: 1 })).toBeVisible();
    await row.getByRole('button', { name: /^Adjust/ }).click();
    const english = page.getByRole('dialog', { name: 'Adjust stock' });
    await english.getByRole('radio', { name: 'Received' }).check();
    await english.getByLabel('Quantity received').fill('0');
    await english.getByRole('button', { name: 'Save adjustment' }).click();
    await expect(english.getByText('The quantity must be a whole number from 1 to 1,000,000')).toBeVisible();
    await auditAccessibility(page);
    await keepScreenshot(page, 'stock-adjust-en', 390);
  });
});
