import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium';

const adminRoot = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4320);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// A fresh database for every run (the workers inherit the runner's folder through the environment).
const DATA_DIR = process.env.E2E_ADMIN_DATA_DIR ?? createDataDir();

function createDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-console-e2e-'));
  process.env.E2E_ADMIN_DATA_DIR = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The journey of issue 14 with two server processes on PostgreSQL (project "processes"). */
const PROCESSES_SPEC = /schedules-processes\.spec\.ts$/;

/** `npm start` on a clean copy of the repository: its own config (playwright.start-command.config.ts). */
const START_COMMAND_SPEC = /start-command\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // Each journey runs once; the test command asks for one more try of a failing one (--retries=1,
  // tooling/scripts/retries.mjs), with CI or without, as it does for the unit tests.
  retries: 0,
  workers: 1,
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // The test command repeats failed and flaky journeys under its summary.
    ...(process.env.SHOP_TEST_REPORT ? [['../../tooling/test-report/playwright-reporter.mjs'] as const] : []),
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // A click or fill that cannot happen fails after 15 s, not at the test's timeout (a slow
    // journey's is minutes).
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: [PROCESSES_SPEC, START_COMMAND_SPEC],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      grep: /@mobile/,
      testIgnore: [PROCESSES_SPEC, START_COMMAND_SPEC],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      // Two server processes of its own on one PostgreSQL (the spec starts and stops them, and a
      // throw-away cluster when TEST_DATABASE_URL is not given): not the PGlite server below.
      name: 'processes',
      testMatch: PROCESSES_SPEC,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The real server with both builds: the shop at /, the console at /admin, the API beside them.
    command: 'node ../server/dist/main.js',
    cwd: adminRoot,
    url: `${BASE_URL}/config.json`,
    reuseExistingServer: false,
    // The test command runs these journeys beside the start command's install and build (decision
    // 044): the server's first start (a new database, migrated and seeded) shares the machine.
    timeout: 300_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Development mode (asked for explicitly): the demo owner, staff member and shopper exist.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIST: path.join(adminRoot, '../web/dist'),
      ADMIN_DIST: path.join(adminRoot, 'dist'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_CHECKOUT: '1000',
      // Journeys read mailed links and order mails back from /dev/outbox (loopback only, development mode).
      DEV_OUTBOX: '1',
    },
  },
});
