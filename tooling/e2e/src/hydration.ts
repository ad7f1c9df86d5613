import type { Page } from '@playwright/test';

/**
 * Waits until the browser has taken over the shop's page the server rendered (decision 022): the
 * router's hydration script removes `$_TSR` once React has hydrated it. Before that, the page shows
 * its controls but they do not answer yet: a click on the cart button opens nothing, and a click on
 * a link may be lost.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
}
