import type { Page } from '@playwright/test';

/**
 * Every violation of the page's Content-Security-Policy (decision 037), from the first script of
 * each document on: the event the browser fires, passed out through a binding, and Chromium's own
 * console report of one. Call before the first navigation; the list fills as the page runs.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeBinding('reportPolicyViolation', (_source, text: string) => void violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void })
        .reportPolicyViolation;
      report(`${event.violatedDirective} ${event.blockedURI} at ${event.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}
