import { expect, type Frame, type Page } from '@playwright/test';
import axe from 'axe-core';

/** Impacts that fail the audit; minor and moderate findings are reported by axe but tolerated. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * WCAG 2.1 A and AA, plus axe's experimental rules: among them `label-content-name-mismatch`
 * (WCAG 2.5.3 Label in Name), which voice-control users depend on.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'experimental'];

/**
 * What `AxeBuilder` (`@axe-core/playwright`, its legacy mode) sets in each frame after axe-core:
 * frames of the page's own origin only, Playwright's branding in the help links.
 */
const CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`;

/** Whether a frame's document has axe-core already (an earlier audit of the same document put it there). */
const hasAxe = (frame: Frame) =>
  frame.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');

/**
 * axe-core and its configuration in every frame of the page whose document has not had them yet.
 * `AxeBuilder.analyze()` evaluated axe-core's source (about 600 KB) twice in the page's frame at every
 * audit, and a console journey audits the same document several times (its screens are one
 * document): once per document is enough, for axe keeps nothing from one run to the next (decision
 * 044, twentieth addendum). A child frame that cannot take it is left out, as `AxeBuilder` does.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    try {
      if (await hasAxe(frame)) continue;
      await frame.evaluate(axe.source);
      await frame.evaluate(CONFIGURE);
    } catch (error) {
      if (frame === page.mainFrame()) throw error;
    }
  }
}

/**
 * No serious or critical axe violation (see TAGS) on the page as it is now. Waits 300 ms first, so
 * animations settle before colours are measured; `exclude` leaves a part out (a CSS selector).
 *
 * axe runs in the page itself (`axe.run`, what `AxeBuilder`'s legacy mode runs): by default AxeBuilder
 * opens a second, blank page for every audit, injects axe-core into it again and combines the results
 * there, which only matters for cross-origin frames; neither the shop nor the console has a frame
 * (decision 044, addendum: a quarter of an audit journey's browser time). axe-core is injected once
 * per document (`injectAxe`).
 */
export async function auditAccessibility(page: Page, options: { exclude?: string } = {}) {
  await page.waitForTimeout(300);
  await injectAxe(page);
  // Only the violations are read: axe still runs every rule on every node, but builds the full
  // result (selectors, HTML) of one node each for the passes and the rest (decision 044, tenth addendum).
  const context = { include: [], exclude: options.exclude ? [options.exclude] : [] };
  const runOptions = { resultTypes: ['violations'], runOnly: { type: 'tag', values: TAGS } };
  const outcome = await page.evaluate(
    ({ context, options }) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(context as axe.ElementContext, options as axe.RunOptions)
        .then((results) => ({ error: null, violations: results.violations }))
        .catch((error: Error) => ({ error: error.message, violations: [] as axe.Result[] })),
    { context, options: runOptions },
  );
  if (outcome.error) throw new Error(outcome.error);
  const blocking = outcome.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, JSON.stringify(blocking, null, 2)).toEqual([]);
}
