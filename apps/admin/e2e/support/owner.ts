import { test as base, type Page } from '@playwright/test';
import { DEMO_OWNER } from '@shop/e2e/accounts';
import { logInToConsole } from './console';

/**
 * The console's journeys with one more fixture: `ownerPage`, the test's page signed in to the
 * console as the demo owner (on the orders inbox), the set-up most journeys start with.
 */
export const test = base.extend<{ ownerPage: Page }>({
  ownerPage: async ({ page }, use) => {
    await logInToConsole(page, DEMO_OWNER);
    await use(page);
  },
});
