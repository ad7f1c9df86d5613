import { expect } from '@playwright/test';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { placeOrderThroughApi } from '@shop/e2e/checkout';
import { loginThroughApi, consoleCall } from '@shop/e2e/session';
import { keepScreenshot, signInToConsole } from './support/console';
import { test } from './support/owner';

type Invoice = { state: string; kind: string; reference_code: string; total: number };

/**
 * Issue 32 (decision 059 addendum): a paid transfer order invoiced at the hand-over, then partly
 * refunded from the bank: the console's e-invoices screen lists the decrease adjustment the
 * accountant must make, with the amount, under 'Cần điều chỉnh'; photographed at 1280 and 390 px.
 */
test('a refund of an invoiced order shows as a decrease adjustment to make, in the e-invoices screen', async ({
  page,
}) => {
  const owner = await loginThroughApi(page.request, DEMO_OWNER.email, DEMO_OWNER.password);
  const order = await placeOrderThroughApi(page.request, 'bank-transfer');
  const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
  await consoleCall(page.request, owner, 'POST', `orders/${order._id}/payment`, {
    so_tien: order.t_tt_nt,
    ngay: today,
  });
  await consoleCall(page.request, owner, 'POST', `orders/${order._id}/confirm`, {});
  await consoleCall(page.request, owner, 'POST', `orders/${order._id}/ship`, {
    don_vi_vc: 'GHN',
    ma_van_don: `GHN-${order.so_ct}`,
  });
  let original: Invoice | undefined;
  await expect
    .poll(
      async () => {
        const { einvoices } = await consoleCall<{ einvoices: Invoice[] }>(
          page.request,
          owner,
          'GET',
          `orders/${order._id}/einvoices`,
        );
        original = einvoices.find((invoice) => invoice.kind === 'original');
        return original?.state;
      },
      { timeout: 30_000 },
    )
    .toBe('issued');
  await consoleCall(page.request, owner, 'POST', `orders/${order._id}/bank-refunds`, {
    so_tien: 20_000,
    ngay: today,
    ma_tham_chieu: 'FT26334000111',
    ly_do: 'Khách trả lại một món',
  });

  await signInToConsole(page, DEMO_OWNER);
  await page.goto('/admin/einvoices?state=needs-adjustment');
  const row = page.getByTestId('einvoice-row').filter({ hasText: `Đơn ${order.so_ct}` });
  await expect(row.getByTestId('einvoice-state')).toContainText(
    /Cần lập hóa đơn điều chỉnh giảm · hoàn 20\.000\s₫/,
  );
  await expect(row).toContainText(`hóa đơn ${original?.reference_code} trên trang`);
  await expect(
    page.getByRole('navigation', { name: 'Lọc hóa đơn' }).getByRole('button', { name: /Cần điều chỉnh/ }),
  ).toHaveAttribute('aria-current', 'page');
  await keepScreenshot(page, 'einvoices-needs-adjustment', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await keepScreenshot(page, 'einvoices-needs-adjustment', 390);
});
