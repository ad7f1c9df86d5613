import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const webRoot = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4319);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// A fresh database for every run. The config is evaluated again in each worker: the first
// evaluation (the runner) creates the folder, the workers inherit it through the environment.
const DATA_DIR = process.env.E2E_DATA_DIR ?? createDataDir();

function createDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  process.env.E2E_DATA_DIR = dir;
  // By the time the runner exits, it has stopped the server.
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

// Debian's Chromium (apt-get install chromium); Playwright's own browser downloads do not reach here.
const CHROMIUM_PATH = process.env.PLAYWRIGHT_CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Journeys whose every check is the same at any width: they run at 1280 px only. A page's security
 * policy and what a saved script may do are the server's headers and the renderer's output, not the
 * layout (decision 044: the journeys of a screen, its controls or its layout run at both widths, as
 * issues 5, 6 and decisions 008, 010 and 012 ask).
 */
const ONE_WIDTH = [/csp\.spec\.ts$/, /content-xss\.spec\.ts$/];

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // Each journey runs once; the test command asks for one more try of a failing one (--retries=1,
  // tooling/scripts/retries.mjs), with CI or without, as it does for the unit tests.
  retries: 0,
  // One journey per core, with CI or without (they share the server; each makes its own users).
  workers: availableParallelism(),
  reporter: [
    ['list'],
    ...(process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // The test command repeats failed and flaky journeys under its summary.
    ...(process.env.SHOP_TEST_REPORT ? [['../../tooling/test-report/playwright-reporter.mjs'] as const] : []),
  ],
  timeout: 30_000,
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
      name: 'mobile',
      // Tests of one width's controls carry a tag; each project runs its own and the untagged ones.
      grepInvert: /@desktop/,
      testIgnore: ONE_WIDTH,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        hasTouch: true,
        isMobile: true,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // The real server, serving the built web app (dist/) and the API on one port.
    command: 'node ../server/dist/main.js',
    cwd: webRoot,
    url: `${BASE_URL}/config.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // Development mode, asked for explicitly (the default is production): the journeys log in as
      // the demo customer and read codes from the loopback-only outbox page.
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR,
      WEB_DIST: path.join(webRoot, 'dist'),
      LOG_LEVEL: 'warn',
      // Journeys register and log in many customers from one address within a minute.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_SIGNUP: '1000',
      RATE_LIMIT_OTP: '1000',
      RATE_LIMIT_CHECKOUT: '1000',
      // Two codes to one account are 60 s apart by default; the forgot-password journey resends.
      OTP_RESEND_SECONDS: '5',
    },
  },
});
