import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DESKTOP, freshDataDir, journeyDefaults, PHONE, shopServer } from '@shop/e2e/playwright';

// The shop's journeys. What both apps' journeys share (browser, runner, widths, data folder, the
// server's environment) is the e2e kit's (tooling/e2e, decision 068).
const PORT = Number(process.env.E2E_PORT ?? 4319);

/**
 * Journeys whose every check is the same at any width: they run at 1280 px only. A page's security
 * policy and what a saved script may do are the server's headers and the renderer's output, not the
 * layout (decision 044: the journeys of a screen, its controls or its layout run at both widths, as
 * issues 5, 6 and decisions 008, 010 and 012 ask).
 */
const ONE_WIDTH = [/csp\.spec\.ts$/, /content-xss\.spec\.ts$/];

export default defineConfig({
  ...journeyDefaults(PORT),
  fullyParallel: true,
  // One journey per core, with CI or without (they share the server; each makes its own users).
  workers: availableParallelism(),
  timeout: 30_000,
  projects: [
    {
      name: 'mobile',
      // Tests of one width's controls carry a tag; each project runs its own and the untagged ones.
      grepInvert: /@desktop/,
      testIgnore: ONE_WIDTH,
      use: { ...PHONE, deviceScaleFactor: 2 },
    },
    { name: 'desktop', grepInvert: /@mobile/, use: DESKTOP },
  ],
  webServer: shopServer({
    appRoot: path.dirname(fileURLToPath(import.meta.url)),
    port: PORT,
    dataDir: freshDataDir('E2E_DATA_DIR', 'shop-e2e-'),
    timeout: 120_000,
    env: {
      // Journeys register many customers and ask for many codes from one address within a minute.
      RATE_LIMIT_SIGNUP: '1000',
      RATE_LIMIT_OTP: '1000',
      // Two codes to one account are 60 s apart by default; the forgot-password journey resends.
      OTP_RESEND_SECONDS: '5',
    },
  }),
});
