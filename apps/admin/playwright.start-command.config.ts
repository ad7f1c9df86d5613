import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

/**
 * `npm start` on a clean copy of the repository, then the owner's first visit (issue 26): a step of
 * the test command of its own, for it installs and builds everything once more (minutes). No server
 * of this config: the spec starts the README's command itself.
 */
export default defineConfig({
  testDir: './e2e',
  testMatch: /start-command\.spec\.ts$/,
  forbidOnly: Boolean(process.env.CI),
  // The test command asks for one more try (--retries=1), as for every journey.
  retries: 0,
  workers: 1,
  reporter: [
    ['list'],
    ...(process.env.SHOP_TEST_REPORT ? [['../../tooling/test-report/playwright-reporter.mjs'] as const] : []),
  ],
  expect: { timeout: 15_000 },
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
  },
});
