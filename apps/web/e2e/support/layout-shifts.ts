import type { Page } from '@playwright/test';

/** Lighthouse's phone (412 × 823), where the web bench measures layout shifts (issue 28). */
export const LIGHTHOUSE_PHONE = { width: 412, height: 823 };

export type LayoutShift = { value: number; moved: string[] };

/**
 * Records every layout shift of the page from its first paint, with what moved (a journey without
 * input, so all of them count); read them with `layoutShifts`. Call before `page.goto`.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map((source) =>
          source.node instanceof Element
            ? `${source.node.tagName.toLowerCase()}.${source.node.className}`.slice(0, 80)
            : String(source.node?.nodeName),
        );
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts `recordLayoutShifts` saw so far. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}
