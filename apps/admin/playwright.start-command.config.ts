import { defineConfig } from '@playwright/test';
import { BROWSER, DESKTOP, RUNNER, reporters } from '@shop/e2e/playwright';

/**
 * `npm start` on a clean copy of the repository, then the owner's first visit (issue 26): a step of
 * the test command of its own, for it installs and builds everything once more (minutes). No server
 * of this config: the spec starts the README's command itself.
 */
export default defineConfig({
  ...RUNNER,
  testMatch: /start-command\.spec\.ts$/,
  workers: 1,
  reporter: reporters({ html: false }),
  expect: { timeout: 15_000 },
  use: { ...BROWSER, ...DESKTOP },
});
