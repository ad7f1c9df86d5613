import { expect, type Page } from '@playwright/test';

/**
 * Console warnings and errors and uncaught errors of the page, from now on (a hydration mismatch is
 * one: decision 022). The not-found page's own document answers 404 on purpose, and Chromium
 * reports that too: `expectedStatus` 404 leaves that one line out.
 */
export function watchConsole(page: Page, expectedStatus = 200): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (expectedStatus === 404 && message.location().url === page.url()) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * The reply's Content-Security-Policy (decision 037): enforced (not report-only), scripts from the
 * shop or listed, none inline.
 */
export function expectEnforcedPolicy(headers: Record<string, string>, address: string) {
  expect(headers['content-security-policy-report-only'], address).toBeUndefined();
  const policy = headers['content-security-policy'] ?? '';
  const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  expect(scripts, address).toMatch(/^\s*script-src 'self'/);
  expect(scripts, address).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
}
