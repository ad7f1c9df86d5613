import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DESKTOP, freshDataDir, journeyDefaults, PHONE, shopServer } from '@shop/e2e/playwright';

// The console's journeys. What both apps' journeys share (browser, runner, widths, data folder, the
// server's environment) is the e2e kit's (tooling/e2e, decision 068).
const adminRoot = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4320);

/** The journey of issue 14 with two server processes on PostgreSQL (project "processes"). */
const PROCESSES_SPEC = /schedules-processes\.spec\.ts$/;

/** `npm start` on a clean copy of the repository: its own config (playwright.start-command.config.ts). */
const START_COMMAND_SPEC = /start-command\.spec\.ts$/;

const DEFAULTS = journeyDefaults(PORT, { oneContextPerWorker: true });

export default defineConfig({
  // One browser context per worker, kept with its tab and HTTP cache from one journey to the next and
  // emptied of the rest by the kit (ONE_CONTEXT_PER_WORKER, tooling/e2e/src/journey.ts): the console's
  // scripts are fetched and compiled once a worker, not once a journey (decision 044, twenty-fifth
  // addendum). Shoppers, staff and crawlers still get contexts of their own (browser.newContext()).
  ...DEFAULTS,
  fullyParallel: false,
  workers: 1,
  // A journey's own bound, against a hang. The longest journeys (a category with its product through
  // both languages, a return refunded through MoMo, the footer's forms, an article with a job) took
  // 42–60 s in `.ci/run` on 2 December, when this host ran at half its speed (the benches' rates
  // halved too), and about half that on its fast phase: 60 s failed one of them (categories, 60.0 s).
  timeout: 120_000,
  // `desktop` runs every journey but the phone's own (`@mobile`); `mobile` runs those and the ones
  // whose screens are checked at both widths (`@both`, decision 044's width rule).
  projects: [
    {
      name: 'desktop',
      grepInvert: /@mobile/,
      testIgnore: [PROCESSES_SPEC, START_COMMAND_SPEC],
      use: DESKTOP,
    },
    {
      name: 'mobile',
      grep: /@mobile|@both/,
      testIgnore: [PROCESSES_SPEC, START_COMMAND_SPEC],
      use: PHONE,
    },
    {
      // Two server processes of its own on one PostgreSQL (the spec starts and stops them, and a
      // throw-away cluster when TEST_DATABASE_URL is not given): not the PGlite server below.
      name: 'processes',
      testMatch: PROCESSES_SPEC,
      use: DESKTOP,
    },
  ],
  // The real server with both builds: the shop at /, the console at /admin, the API beside them.
  webServer: shopServer({
    appRoot: adminRoot,
    port: PORT,
    dataDir: freshDataDir('E2E_ADMIN_DATA_DIR', 'shop-console-e2e-'),
    // The test command runs these journeys beside the start command's install and build (decision
    // 044): the server's first start (a new database, migrated and seeded) shares the machine.
    timeout: 300_000,
    env: { ADMIN_DIST: path.join(adminRoot, 'dist') },
  }),
});
