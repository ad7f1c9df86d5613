import { expect, type Page } from '@playwright/test';
import { formatDateTime } from '@shop/domain/primitives';
import { apiParams } from '@shop/e2e/checkout';
import { DEMO_OWNER, DEMO_STAFF } from '@shop/e2e/accounts';
import {
  consoleMenu,
  keepScreenshot,
  openConsole,
  openMenuEntry,
  openMoreMenu,
  signInToConsole,
} from './support/console';
import { test } from './support/owner';

type OutboxMail = { to: string; kind: string; text: string };

/** A guest's request by e-mail, asked and confirmed with the mailed code as the shop's page does. */
async function guestRequest(page: Page, email: string): Promise<void> {
  const { params } = await apiParams(page.request);
  const asked = await page.request.post('/api/privacy/guest-request', {
    params: { trust_key: params.trust_key },
    data: { email, kind: 'export' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  let code = '';
  await expect
    .poll(
      async () => {
        const mails: OutboxMail[] = await (await page.request.get('/dev/outbox?format=json')).json();
        code = /(?:là|is) (\d{6})\./.exec(mails.find((mail) => mail.to === email)?.text ?? '')?.[1] ?? '';
        return code;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  const done = await page.request.post('/api/privacy/guest-request/confirm', {
    params: { trust_key: params.trust_key },
    data: { _id: (await asked.json())._id, code },
  });
  expect(done.ok(), await done.text()).toBe(true);
}

async function ownerHandlesRequests(page: Page, width: number) {
  const email = `hoi-du-lieu-${Date.now()}-${width}@example.com`;
  await guestRequest(page, email);
  await signInToConsole(page, DEMO_OWNER);
  await openConsole(page);
  await openMenuEntry(page, 'Dữ liệu cá nhân');
  await expect(page.getByRole('heading', { name: 'Yêu cầu về dữ liệu cá nhân' })).toBeVisible();

  // The guest's request: received and done at once, with its legal deadline ten days on.
  const guest = page.getByTestId('data-request').filter({ hasText: email });
  await expect(guest).toContainText('Khách vãng lai, xác thực qua e-mail');
  await expect(guest).toContainText('Đã xử lý');
  const dueText = (await guest.getByTestId('data-request-due').textContent()) ?? '';
  expect(dueText).toMatch(/\d{2}\/\d{2}\/\d{4}/);

  // A request by letter: recorded open with its deadline, then marked done by the owner.
  const subject = `thu-${Date.now()}-${width}@example.com`;
  await page.getByLabel('E-mail hoặc số điện thoại của người yêu cầu').fill(subject);
  await page.getByLabel('Loại yêu cầu').last().selectOption('delete');
  await page.getByRole('button', { name: 'Ghi nhận yêu cầu', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã ghi nhận yêu cầu' })).toBeVisible();
  const letter = page.getByTestId('data-request').filter({ hasText: subject });
  await expect(letter).toContainText('Đang chờ');
  const due = new Date(Date.now() + 10 * 86_400_000);
  await expect(letter.getByTestId('data-request-due')).toContainText(formatDateTime(due).slice(0, 10));
  const states = page.getByRole('navigation', { name: 'Lọc theo trạng thái' });
  await states.getByRole('button', { name: /^Đang chờ/ }).click();
  await expect(page.getByTestId('data-request').filter({ hasText: subject })).toBeVisible();
  await keepScreenshot(page, 'data-requests', width);
  await page
    .getByTestId('data-request')
    .filter({ hasText: subject })
    .getByRole('button', { name: 'Đánh dấu đã xử lý' })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã đánh dấu yêu cầu là đã xử lý' })).toBeVisible();
  await expect(page.getByTestId('data-request').filter({ hasText: subject })).toHaveCount(0);
  await states.getByRole('button', { name: 'Đã xử lý', exact: true }).click();
  await expect(page.getByTestId('data-request').filter({ hasText: subject })).toContainText(DEMO_OWNER.email);
}

test('the owner’s inbox shows a guest’s request with its deadline and marks a request by letter done', async ({
  page,
}) => {
  await ownerHandlesRequests(page, 1280);
});

test('the owner’s inbox on a phone @mobile', async ({ page }) => {
  await ownerHandlesRequests(page, 390);
});

test('the staff has no requests inbox', async ({ page }) => {
  await signInToConsole(page, DEMO_STAFF);
  await openConsole(page);
  await openMoreMenu(page);
  await expect(consoleMenu(page).getByRole('link', { name: 'Dữ liệu cá nhân' })).toHaveCount(0);
});
