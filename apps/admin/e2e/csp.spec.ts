import { expect, type Page } from '@playwright/test';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { signInToConsole } from './support/console';
import { test } from './support/owner';

// The console under the shop's Content-Security-Policy, enforced (decision 037). Every console
// journey's page is watched for violations from its first document to its end (`test` of
// ./support/owner.ts); the screens they open, at their project's width, with charts, dialogs,
// toasts, the editor's preview and printing, are listed in decision 044's sixteenth addendum. This
// journey checks the policy the server sends and opens the screens no other journey opens.

const SCREENS_NO_JOURNEY_OPENS = [
  '/admin/catalogue/lines',
  '/admin/promotions/flash-sales',
  // The phone's journey opens it (settings.spec); here at 1280 px too.
  '/admin/settings?tab=payments',
];

/**
 * The page loaded and its first calls answered. Not 'networkidle': the console's order feed is a
 * fetch that stays open (an event stream with its token in a header), so the network is never idle.
 */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(1_000);
}

test('the console is served under the enforced policy; the screens no other journey opens run without a violation', async ({
  page,
  policyViolations,
}) => {
  const login = await page.request.get('/admin/login');
  const policy = login.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self'(;|$)/);
  await signInToConsole(page, DEMO_OWNER);
  for (const address of SCREENS_NO_JOURNEY_OPENS) {
    const reply = await page.goto(address);
    expect((await reply?.allHeaders())?.['content-security-policy'], address).toBe(policy);
    await expect(page.locator('h1').first(), address).toBeVisible();
    await settled(page);
    expect(policyViolations, address).toEqual([]);
  }
});
