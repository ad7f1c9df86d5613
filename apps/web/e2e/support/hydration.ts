import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until the browser has taken over the page the server rendered (decision 022): the router's
 * hydration script removes `$_TSR` once React has hydrated it. Before that, the page shows its
 * controls but they do not answer yet.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => !('$_TSR' in window));
}

/**
 * Waits until React has hydrated one element (its DOM node carries React's fiber): a part of the
 * page in a lazy boundary (the footer and its forms) hydrates after the rest, once its code has
 * arrived, and what is typed into it before then is not kept.
 */
export async function elementHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}
