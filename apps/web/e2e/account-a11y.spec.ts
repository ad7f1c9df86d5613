import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { registerVerifiedUser, useTokenInPage } from './support/session';

async function expectNoBlockingViolation(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300); // animations settle before colours are measured
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
}

for (const path of ['/dang-nhap', '/dang-ky', '/quen-mat-khau', '/xac-thuc?account=an%40example.vn']) {
  test(`no serious or critical accessibility violation: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    // With the form's errors shown too.
    await page.locator('main form button[type="submit"]').first().click();
    await expectNoBlockingViolation(page);
  });
}

test('no serious or critical accessibility violation: /user-profile/my-profile', async ({
  page,
  request,
}) => {
  const user = await registerVerifiedUser(request, 'Kiểm Tra Truy Cập');
  await useTokenInPage(page, user.token);
  await page.goto('/user-profile/my-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Thông tin tài khoản' })).toBeVisible();
  await expectNoBlockingViolation(page);
});
