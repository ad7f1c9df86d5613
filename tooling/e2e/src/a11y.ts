import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Impacts that fail the audit; minor and moderate findings are reported by axe but tolerated. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * WCAG 2.1 A and AA, plus axe's experimental rules: among them `label-content-name-mismatch`
 * (WCAG 2.5.3 Label in Name), which voice-control users depend on.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'];

/**
 * No serious or critical axe violation (see TAGS) on the page as it is now. Waits 300 ms first, so
 * animations settle before colours are measured; `exclude` leaves a part out (a CSS selector).
 *
 * axe runs in the page itself (`setLegacyMode`): by default AxeBuilder opens a second, blank page
 * for every audit, injects axe-core (about 600 KB) into it again and combines the results there,
 * which only matters for cross-origin frames; neither the shop nor the console has a frame
 * (decision 044, addendum: a quarter of an audit journey's browser time).
 */
export async function auditAccessibility(page: Page, options: { exclude?: string } = {}) {
  await page.waitForTimeout(300);
  // Only the violations are read: axe still runs every rule on every node, but builds the full
  // result (selectors, HTML) of one node each for the passes and the rest (decision 044, tenth addendum).
  // (`options` replaces the builder's options: before `withTags`, which adds to them.)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    .setLegacyMode(true);
  if (options.exclude) builder = builder.exclude(options.exclude);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}
