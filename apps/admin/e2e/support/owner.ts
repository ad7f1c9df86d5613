import { DEMO_OWNER } from '@shop/e2e/accounts';
import { watchPolicy } from '@shop/e2e/csp';
import { test as base, expect, type Page } from '@shop/e2e/journey';
import { signInToConsole } from './console';

/**
 * The console's journeys (every spec file takes `test` from here), on the kit's `test`: one browser
 * context per worker (the config's `oneContextPerWorker`), its HTTP cache kept, the rest emptied
 * before each journey (decision 044, twenty-fifth addendum). A journey starts signed out: the session
 * `signInToConsole` or the login screen put in the tab's local storage is emptied, and the init script
 * that gave it is removed; a journey that must load the console cold carries `FRESH_CONTEXT`.
 * - every journey's page runs under the shop's enforced Content-Security-Policy (decision 037)
 *   without one violation, from its first document to its end: the policy check of every screen a
 *   journey opens, at the width of its project (decision 044, sixteenth addendum; csp.spec.ts keeps
 *   the policy header and the screens no other journey opens);
 * - `ownerPage`: the test's page signed in to the console as the demo owner, before its first page
 *   (`signInToConsole`: no login screen; the journey opens the screen it is about).
 */
export const test = base.extend<{ policyViolations: string[]; ownerPage: Page }>({
  policyViolations: [
    async ({ page }, use) => {
      const violations = await watchPolicy(page);
      await use(violations);
      expect(violations, 'violations of the Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
  ownerPage: async ({ page }, use) => {
    await signInToConsole(page, DEMO_OWNER);
    await use(page);
  },
});
