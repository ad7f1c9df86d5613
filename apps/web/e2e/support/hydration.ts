import { expect, type Locator } from '@playwright/test';

export { hydrated } from '@shop/e2e/hydration';

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
