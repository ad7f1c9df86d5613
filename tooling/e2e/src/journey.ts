// The journeys' `test`: Playwright's, and with one browser context per worker (the kit's
// ONE_CONTEXT_PER_WORKER, ./playwright.ts) what Playwright's reset between two journeys leaves in the
// context is emptied too before a journey gets it: the site's Cache Storage and file systems (with
// every other kind of its storage, again) and the permissions. A context without a page is a new one:
// nothing to empty. Both apps' journeys import `test` (and what else they use of Playwright's) from
// here; apps/web/e2e/context-reuse.spec.ts checks the emptying.
import { test as base } from '@playwright/test';

export * from '@playwright/test';

export const test = base.extend({
  context: async ({ context, reuseContext, baseURL }, use) => {
    const [tab] = context.pages();
    if (reuseContext && baseURL && tab) {
      const session = await context.newCDPSession(tab);
      await session.send('Storage.clearDataForOrigin', {
        origin: new URL(baseURL).origin,
        storageTypes: 'all',
      });
      await session.detach();
      await context.clearPermissions();
    }
    await use(context);
  },
});
