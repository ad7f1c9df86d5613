import { expect, type Page, test } from '@shop/e2e/journey';
import { auditAccessibility } from '@shop/e2e/a11y';
import { signInNewShopper } from '@shop/e2e/session';

async function expectNoBlockingViolation(page: Page) {
  await page.waitForLoadState('networkidle');
  await auditAccessibility(page);
}

// The four account forms in one journey (decision 044, fifteenth addendum): a journey's first page
// in a new browser context compiles the shop's scripts again (2.2-3.2 CPU-s of Chromium), the next
// pages of the same context reuse them. Each page is still loaded anew and audited with its form's
// errors shown.
test('no serious or critical accessibility violation: the login, sign-up, forgotten password and code forms', async ({
  page,
}) => {
  // Four audits, each up to 18 s on a loaded machine (decision 044, tenth addendum).
  test.setTimeout(120_000);
  for (const path of ['/dang-nhap', '/dang-ky', '/quen-mat-khau', '/xac-thuc?account=an%40example.vn']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
      // With the form's errors shown too.
      await page.locator('main form button[type="submit"]').first().click();
      await expectNoBlockingViolation(page);
    });
  }
});

// The account's menu is chips on a phone and a side panel from 992 px: audited at both widths.
test('no serious or critical accessibility violation: /user-profile/my-profile', { tag: '@both' }, async ({
  page,
  request,
}) => {
  const _user = await signInNewShopper(page, request, 'Kiểm Tra Truy Cập');
  await page.goto('/user-profile/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Thông tin tài khoản' })).toBeVisible();
  await expectNoBlockingViolation(page);
});
