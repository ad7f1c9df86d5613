// What the shop's and the console's Playwright configs (apps/web, apps/admin: playwright.config.ts)
// share: the browser, the runner's settings, the two widths, a fresh data folder and the server's
// environment. Each app's config keeps what differs: its port, workers, timeouts, projects and the
// builds its server serves (decision 068).
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import type { KitWorkerOptions } from './journey';

const REPORTER = fileURLToPath(new URL('../../test-report/playwright-reporter.mjs', import.meta.url));

/** The address of the server a run starts on `port` (loopback: the journeys read the dev outbox). */
export const baseUrl = (port: number) => `http://127.0.0.1:${port}`;

/**
 * A fresh folder for the server's data (a new database) for every run. The config is evaluated again
 * in each worker: the first evaluation (the runner) creates the folder and names it in `envName`, the
 * workers inherit it through the environment. By the time the runner exits, it has stopped the server.
 * With `E2E_SEEDED_DATA_DIR` (the test command's, tooling/scripts/journey-data.mjs), the folder starts
 * as a copy of that migrated and seeded one, so the server skips creating, migrating and seeding its
 * database (decision 044, tenth addendum); without it, the server makes its own.
 */
export function freshDataDir(envName: string, prefix: string): string {
  const inherited = process.env[envName];
  if (inherited) return inherited;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded) cpSync(seeded, dir, { recursive: true });
  process.env[envName] = dir;
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The reporters: the list, an HTML report on CI, and the test command's summary of failed and flaky journeys. */
export function reporters({ html = true } = {}): PlaywrightTestConfig['reporter'] {
  return [
    ['list'],
    ...(html && process.env.CI ? [['html', { open: 'never' }] as const] : []),
    // The test command repeats failed and flaky journeys under its summary.
    ...(process.env.SHOP_TEST_REPORT ? [[REPORTER] as const] : []),
  ];
}

/** The runner's settings every config of both apps has. */
export const RUNNER = {
  testDir: './e2e',
  forbidOnly: Boolean(process.env.CI),
  // Each journey runs once; the test command asks for one more try of a failing one (--retries=1,
  // tooling/scripts/retries.mjs), with CI or without, as it does for the unit tests.
  retries: 0,
} satisfies PlaywrightTestConfig;

/** Debian's Chromium, and what is kept of a failing journey. */
export const BROWSER = {
  trace: 'on-first-retry',
  screenshot: 'only-on-failure',
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
} satisfies PlaywrightTestConfig['use'];

/** The browser of a journey against the server on `port`. */
export function journeyUse(port: number) {
  return {
    ...BROWSER,
    baseURL: baseUrl(port),
    // A click or fill that cannot happen fails after 30 s, not at the test's timeout (a slow
    // journey's is minutes). In `.ci/run` the journeys' pages wait on browsers that share two cores
    // with three more runners and the start command's build: a trace of 2 December showed the
    // checkout's scripts running 8 s after their page arrived, its requests answered in 0.2 s, and
    // pages missing 10 s and 15 s waits in the shop's journeys and the console's alike.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
  } satisfies PlaywrightTestConfig['use'];
}

/**
 * One browser context per worker (and per project: a worker runs one project's journeys), kept by the
 * kit's `test` (./journey.ts) from one journey to the next with its first tab and its HTTP cache: a
 * journey's first page in a new context cost half of its Chromium CPU, a new renderer fetching and
 * compiling every script again (decision 044, fifteenth addendum); Playwright's own `reuseContext`
 * kept the tab but emptied the HTTP cache, where the compiled scripts are (twenty-third and
 * twenty-fourth addenda). Between two journeys the kit empties everything else Playwright's reset
 * empties (./journey.ts says what, and how a journey gets a context of its own: the tag
 * `@fresh-context`, a retry); the shop's `e2e/context-reuse.spec.ts` checks it.
 */
export const ONE_CONTEXT_PER_WORKER = { oneContextPerWorker: true } satisfies Partial<KitWorkerOptions>;

/**
 * What both apps' journey configs start from: the runner's settings, the reporters, a 20 s wait for
 * an expectation (see journeyUse's actionTimeout), and the browser against the server on `port`; `oneContextPerWorker` for one browser
 * context per worker (`ONE_CONTEXT_PER_WORKER`), else a new context for every journey.
 */
export function journeyDefaults(port: number, { oneContextPerWorker = false } = {}) {
  return {
    ...RUNNER,
    reporter: reporters(),
    expect: { timeout: 20_000 },
    use: { ...journeyUse(port), ...(oneContextPerWorker ? ONE_CONTEXT_PER_WORKER : {}) },
  } satisfies PlaywrightTestConfig<object, KitWorkerOptions>;
}

/** The desktop width of the journeys. */
export const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };

/** The phone width of the journeys (touch, mobile viewport). */
export const PHONE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
};

/**
 * The real server (apps/server's build) on `port`, in development mode asked for explicitly (the
 * default is production): the demo accounts exist (./accounts.ts) and the journeys read mailed
 * codes and links back from the loopback-only outbox page. `env` adds what one app's journeys need
 * (the builds it serves beside the shop's, more rate limits).
 */
export function shopServer(options: {
  /** The app's folder (the config's own). */
  appRoot: string;
  port: number;
  dataDir: string;
  /** How long the first start (a new database, migrated and seeded) may take. */
  timeout: number;
  env?: Record<string, string>;
}): NonNullable<PlaywrightTestConfig['webServer']> {
  return {
    command: 'node ../server/dist/main.js',
    cwd: options.appRoot,
    url: `${baseUrl(options.port)}/config.json`,
    reuseExistingServer: false,
    timeout: options.timeout,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      // The shop's build, served at / (both apps' journeys visit the shop).
      WEB_DIST: path.join(options.appRoot, '../web/dist'),
      LOG_LEVEL: 'warn',
      // Journeys log in and check out many times from one address within a minute.
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_CHECKOUT: '1000',
      ...options.env,
    },
  };
}
