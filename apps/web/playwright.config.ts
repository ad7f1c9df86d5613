import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { DESKTOP, freshDataDir, journeyDefaults, PHONE, shopServer } from '@shop/e2e/playwright';

// The shop's journeys. What both apps' journeys share (browser, runner, widths, data folder, the
// server's environment) is the e2e kit's (tooling/e2e, decision 068).
const PORT = Number(process.env.E2E_PORT ?? 4319);

export default defineConfig({
  // One browser context per worker, its HTTP cache kept and all else emptied between journeys (the
  // kit's ONE_CONTEXT_PER_WORKER).
  ...journeyDefaults(PORT, { oneContextPerWorker: true }),
  fullyParallel: true,
  // One journey per core, with CI or without (they share the server; each makes its own users).
  workers: availableParallelism(),
  // A journey's own bound, against a hang: twice the kit's wait for an action (journeyUse).
  timeout: 60_000,
  // Width rule (decision 044, sixth addendum): a journey runs at the phone's width (390 px, where
  // most of the shop's customers are) unless its checks can differ with the layout (the header's
  // menu or drawer, the account's chips or side panel, the cart in the header, hydration of the
  // header's two faces): those carry `@both` and run at 1280 px too. `@desktop` marks a journey of
  // the 1280 px layout only (the desktop menu, hovering, and the files whose every check is the
  // server's: csp, content-xss, seo-head, wallets); `@mobile` one of the phone's only.
  projects: [
    {
      name: 'mobile',
      grepInvert: /@desktop/,
      // At the kit's scale of 1, as the console's phone: every check reads CSS pixels, and the scale
      // of 2 this project had made Chromium paint four times the pixels.
      use: PHONE,
    },
    { name: 'desktop', grep: /@both|@desktop/, grepInvert: /@mobile/, use: DESKTOP },
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
      // Two codes to one account are 60 s apart by default; the forgot-password journey resends, and
      // waits this pause out twice in real time (account.spec.ts's RESEND_PAUSE_MS says it again).
      OTP_RESEND_SECONDS: '3',
    },
  }),
});
