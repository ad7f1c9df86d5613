import { expect, type Page } from '@playwright/test';
import { hydrated } from './hydration';

/** The header's controls differ below 992 px: the drawer holds the menu, the search box and the language. */
export function isMobile(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 992;
}

/** Opens the drawer in either language. */
export async function openDrawer(page: Page) {
  await hydrated(page);
  await page.getByRole('button', { name: /^(Mở menu|Open menu)$/ }).click();
  const drawer = page.getByRole('dialog', { name: /^(Menu chính|Main menu)$/ });
  // The dialog's root has no box of its own (its panel is fixed): wait for what it shows.
  await expect(drawer.getByRole('button', { name: /^(Đóng menu|Close menu)$/ })).toBeVisible();
  return drawer;
}

/** Switches the language the way a visitor does at this width: the drawer's switch, or the header's menu. */
export async function switchLanguage(page: Page, to: 'English' | 'Tiếng Việt') {
  if (isMobile(page)) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: to }).click();
    // Choosing a language closes the drawer: the page behind is what the visitor wants to see.
    await expect(drawer).toBeHidden();
  } else {
    await hydrated(page);
    // A click that lands while a part of the header is still hydrating opens nothing: open again.
    const item = page.getByRole('menuitem', { name: to });
    await expect(async () => {
      if (!(await item.isVisible())) {
        await page.getByRole('button', { name: /^(VI|EN), (ngôn ngữ|language):/ }).click();
      }
      await expect(item).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await item.click();
  }
  // The choice is kept (its cookie, which the server renders the next page by) only once its
  // catalog has loaded, after the drawer or menu closed: a navigation before that stays in the old one.
  await expect(page.locator('html')).toHaveAttribute('lang', to === 'English' ? 'en' : 'vi');
}
