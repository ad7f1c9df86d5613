import { expect, type Page, test } from '@shop/e2e/journey';
import { auditAccessibility } from '@shop/e2e/a11y';
import { watchPolicy } from '@shop/e2e/csp';
import { PUBLIC_PAGES } from './support/public-pages';
import { expectEnforcedPolicy, watchConsole } from './support/watch';

// Every public page of the shop, visited once for three checks that each walked them on their own
// before (decision 044, eleventh addendum):
// - server rendering and hydration (decision 022): each page answers 200 in the language its address
//   asks for and hydrates without a warning or an error in the console, in Vietnamese and English,
//   at both widths (the header's two faces hydrate differently);
// - the Content-Security-Policy (decision 037): the reply's policy is enforced, and the page, with
//   what it loads after, runs without one violation;
// - accessibility: no serious or critical axe violation (WCAG 2.1 A/AA), in Vietnamese at the
//   phone's width; the frame (header, its menu or drawer, footer) on the home page at both widths.

/** Pages audited at the phone's width beside those of PUBLIC_PAGES: detail pages, the other categories. */
const MORE_AUDITED = [
  '/tin-tuc/ca-phe',
  '/mua-hang/tim-kiem?keyword=ca%20phe',
  '/mua-hang/san-pham/TRA-004',
  '/mua-hang/san-pham/CPH-002',
  '/mua-hang/san-pham?sort=price-asc&category=ca-phe&page=1',
  '/san-pham/nuoc-ep-oi',
  '/mua-hang/tim-kiem?keyword=xyzzy',
];

/** Pages of PUBLIC_PAGES the audits do not visit: each is of the same kind as an audited one. */
const NOT_AUDITED = new Set([
  '/san-pham/ca-phe',
  '/tin-tuc/nong-san',
  '/mua-hang/tim-kiem?keyword=tra',
  '/mua-hang/san-pham/CPH-001',
]);

/** The pages audited at the phone's width: PUBLIC_PAGES but those, and MORE_AUDITED. */
const AUDITED = new Set([...PUBLIC_PAGES.filter((route) => !NOT_AUDITED.has(route)), ...MORE_AUDITED]);

/**
 * A page in a state of its own, audited after the page as it loads: the contact form's errors (at
 * the phone's width), the home page with the drawer (phone) or the search (desktop) open.
 */
const STATES: Record<
  string,
  { name: string; atBothWidths: boolean; prepare: (page: Page) => Promise<void> }
> = {
  '/lien-he': {
    name: "the contact form's errors",
    atBothWidths: false,
    prepare: async (page) => {
      await page.getByRole('main').getByRole('button', { name: 'Gửi thông tin' }).click();
      await expect(page.getByText('Vui lòng nhập nội dung').first()).toBeVisible();
    },
  },
  '/': {
    name: 'the drawer or the search open',
    atBothWidths: true,
    prepare: async (page) => {
      await page.getByRole('button', { name: isPhone(page) ? 'Mở menu' : 'Tìm kiếm' }).click();
      await expect(page.getByRole('searchbox', { name: 'Tìm kiếm sản phẩm' })).toBeVisible();
    },
  },
};

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

/** The pages one walk visits: every public page; in Vietnamese at the phone's width, the other audited ones too. */
function pagesOf(language: 'vi' | 'en', phone: boolean): string[] {
  return language === 'vi' && phone ? [...PUBLIC_PAGES, ...MORE_AUDITED] : [...PUBLIC_PAGES];
}

/** Whether the page is audited in this walk: in Vietnamese, every audited one on a phone, the home page on both. */
function isAudited(route: string, language: 'vi' | 'en', phone: boolean) {
  return language === 'vi' && (phone ? AUDITED.has(route) : route === '/');
}

const UNUSED_PRELOAD =
  /^warning: The resource (\S+) was preloaded using link preload but not used within a few seconds/;

/**
 * Chromium warns of a picture React preloaded (it preloads every eager <img> it renders) that the
 * page did not use within a few seconds of its load event: a page that takes that long to settle
 * (a loaded machine) or stays open for its audit gets it (seen on /san-pham and /tin-tuc/ca-phe at
 * the phone's width, pictures at w=480 and 720, once the three checks shared one visit; a finding
 * for the product, noted in decision 044's addendum on these journeys). The hydration check walked
 * each page in about a second on an idle machine, before the warning's few seconds were up. Those
 * warnings alone are moved from the problems to the test's annotations; anything else stays.
 */
function setAsideUnusedPreloads(problems: string[]) {
  for (let index = problems.length - 1; index >= 0; index--) {
    const unused = UNUSED_PRELOAD.exec(problems[index] ?? '');
    if (!unused) continue;
    test.info().annotations.push({ type: 'unused preload', description: unused[1] });
    problems.splice(index, 1);
  }
}

for (const language of ['vi', 'en'] as const) {
  for (const half of [1, 2] as const) {
    test(`every public page (${language}, ${half}/2): hydrates without a warning or an error, runs under the enforced policy without a violation, no serious accessibility violation`, {
      tag: '@both',
    }, async ({ page }) => {
      // A loaded machine: the Vietnamese walk at the phone's width took 144 s at load 16–25, one worker.
      test.setTimeout(300_000);
      const phone = isPhone(page);
      const pages = pagesOf(language, phone);
      const middle = Math.ceil(pages.length / 2);
      const problems = watchConsole(page);
      const violations = await watchPolicy(page);
      for (const route of half === 1 ? pages.slice(0, middle) : pages.slice(middle)) {
        const address = `${route}${route.includes('?') ? '&' : '?'}lang=${language}`;
        const response = await page.goto(address);
        expect(response?.status(), address).toBe(200);
        expectEnforcedPolicy(await response!.allHeaders(), address);
        // The router's client has taken the page over (its hydration script clears `$_TSR`), and
        // what the page loads after has come (the footer's data among it, so its links are audited).
        await page.waitForFunction(() => !('$_TSR' in window));
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html'), address).toHaveAttribute('lang', language);
        await expect(page.locator('main h1').first(), address).toBeVisible();
        setAsideUnusedPreloads(problems);
        expect(problems, address).toEqual([]);
        expect(violations, address).toEqual([]);
        if (isAudited(route, language, phone)) {
          await expect(page.getByRole('contentinfo').getByRole('link').first(), address).toBeAttached();
          await test.step(`axe: ${address}`, () => auditAccessibility(page));
          const state = STATES[route];
          if (state && (phone || state.atBothWidths))
            await test.step(`axe: ${address}, ${state.name}`, async () => {
              await state.prepare(page);
              await auditAccessibility(page);
            });
        }
      }
      // What came after the last page's checks.
      setAsideUnusedPreloads(problems);
      expect(problems).toEqual([]);
      expect(violations).toEqual([]);
    });
  }
}
