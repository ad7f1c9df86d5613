import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAXED_LIMITS } from '../accounts/auth.test-kit.js';
import { startTestShop, testBackend, type TestShop } from '../testing.js';

// A page is rendered in one synchronous pass when nothing in it waits, and again with React's
// waiting renderer when something does (decision 022). The first page a process renders is such a
// page: its lazy parts (the footer among them) are not loaded yet. It must come out as whole as the
// pages after it, never with a part left to the browser. This file's first request is that render.

/** What a reader sees of a page: its text, without scripts (their data comes in any order). */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('the first page a process renders', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await startTestShop(testBackend(), RELAXED_LIMITS, { serveWeb: true });
    if (!existsSync(shop.env.WEB_SSR_ENTRY)) {
      throw new Error(`no web build at ${shop.env.WEB_SSR_ENTRY}: run pnpm --filter @shop/web build first`);
    }
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('is as whole as the next one, lazy parts included', async () => {
    const first = await shop.app.inject({ url: '/gioi-thieu' });
    const next = await shop.app.inject({ url: '/gioi-thieu?lang=vi' });
    expect(first.statusCode).toBe(200);
    expect(next.statusCode).toBe(200);
    // No part of either page was left for the browser to render (React's client-rendered boundary).
    expect(first.body).not.toContain('<!--$!');
    expect(next.body).not.toContain('<!--$!');
    // The footer is a lazy part: its policy links are in the first page too.
    expect(first.body).toContain('href="/chinh-sach/');
    expect(visibleText(first.body)).toBe(visibleText(next.body));
  });
});
