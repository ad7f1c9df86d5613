import { randomInt } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { messageText } from '@shop/domain/messages';
import { auditAccessibility } from '@shop/e2e/a11y';
import { placeOrderThroughApi } from '@shop/e2e/checkout';
import { DEMO_STAFF } from '@shop/e2e/accounts';
import { keepScreenshot, openConsole, signInToConsole } from './support/console';
import { test } from './support/owner';

/** SePay's documented webhook for a note and an amount, sent by the local simulator (decision 050). */
async function sepayTransfer(request: APIRequestContext, note: string, amount: number) {
  const sent = await request.post('/sandbox-gateway/sepay', { data: { note, amount } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const body = await sent.json();
  expect(body.replies[0].status).toBe(200);
}

const money = (amount: number) => new RegExp(`${amount.toLocaleString('de-DE')}\\s₫`);

test('staff assign an unmatched bank transfer to its order, see the part paid and what is missing, and set another aside (issue 30)', async ({
  page,
}) => {
  const order = await placeOrderThroughApi(page.request, 'bank-transfer');
  // About half of the total: a part payment.
  const first = Math.round(order.t_tt_nt / 2000) * 1000;
  const stamp = randomInt(100_000, 999_999);
  // Notes that name no order: the bank dropped the code, or it is someone else's money.
  const lostNote = `CHUYEN TIEN MUA TRA ${stamp}`;
  const strangerNote = `LUONG THANG 11 ${stamp}`;
  await sepayTransfer(page.request, lostNote, first);
  await sepayTransfer(page.request, strangerNote, 2_500_000);

  await signInToConsole(page, DEMO_STAFF);
  await openConsole(page);
  await page.getByRole('link', { name: /Chuyển khoản ngân hàng/ }).click();
  await expect(page.getByRole('heading', { name: 'Chuyển khoản ngân hàng' })).toBeVisible();
  const lost = page.getByTestId('bank-transfer').filter({ hasText: lostNote });
  await expect(lost).toContainText(money(first));
  await expect(lost).toContainText('SePay');
  await auditAccessibility(page);
  await keepScreenshot(page, 'bank-transfers', 1280);

  await lost.getByLabel('Mã đơn hàng').fill(order.so_ct.toLowerCase());
  await lost.getByRole('button', { name: 'Gán vào đơn' }).click();
  await expect(page.getByText(messageText('TRANSFER_ASSIGNED', 'vi'))).toBeVisible();
  await expect(lost).toHaveCount(0);

  const stranger = page.getByTestId('bank-transfer').filter({ hasText: strangerNote });
  await stranger.getByRole('button', { name: 'Không phải của shop' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Không phải của shop' }).click();
  await expect(stranger).toHaveCount(0);
  await page.getByRole('button', { name: 'Trả một phần' }).click();
  const part = page.getByTestId('bank-transfer').filter({ hasText: lostNote });
  await expect(part.getByTestId('transfer-outcome')).toHaveText('Trả một phần');
  await part.getByRole('link', { name: `Đơn ${order.so_ct}` }).click();

  await expect(page.getByRole('heading', { name: `Đơn ${order.so_ct}` })).toBeVisible();
  await expect(page.getByTestId('transfer-missing')).toContainText(money(order.t_tt_nt - first));
  await expect(page.getByTestId('order-transfer')).toHaveCount(1);

  // The rest comes with the order's code in the note: paid, the card shows both transfers.
  await sepayTransfer(page.request, `${order.so_ct} con lai`, order.t_tt_nt - first);
  await page.reload();
  await expect(page.getByTestId('order-transfer')).toHaveCount(2);
  await expect(page.getByTestId('transfer-summary')).toContainText(money(order.t_tt_nt));
  await expect(page.getByTestId('transfer-missing')).toHaveCount(0);
  await expect(page.getByTestId('payment-state')).toHaveAttribute('data-state', 'PAID');
  await auditAccessibility(page);
});
