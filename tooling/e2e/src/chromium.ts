import { existsSync } from 'node:fs';

// Debian's Chromium for both apps' journeys (./playwright.ts); Playwright's own browser downloads do
// not reach here. Its old headless shell (apt-get install chromium-headless-shell, the test command
// installs it) when it is there: the same build without the browser's window layer, half the CPU of
// the whole browser in a journey (decision 044, eighth addendum); else the whole browser.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_PATH =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// No switch for the renderers' or compositor's work beside these: --in-process-gpu and the raster and
// threading switches were measured on the shop's journeys and gained nothing (decision 044, fifteenth
// and twenty-ninth addenda).
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
