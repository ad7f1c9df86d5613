import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../testing.js';
import { DEFAULT_CSP, HSTS_MAX_AGE_SECONDS } from './security-headers.js';

const HSTS = `max-age=${HSTS_MAX_AGE_SECONDS}`;

function expectHardened(headers: Record<string, unknown>, what: string) {
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  expect(headers['content-security-policy'], what).toBe(DEFAULT_CSP);
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
}

describe('security headers without a trusted proxy', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop();
  });
  afterAll(() => shop?.close());
  const auth = () => `access_token=${shop.env.PUBLIC_TOKEN}&trust_key=${shop.env.TRUST_KEY}`;

  it('are on replies, refusals and not-found answers alike, with no HSTS over plain HTTP', async () => {
    const replies = {
      list: await shop.app.inject(`/api/${shop.env.ID_APP}/dmvt?limit=1&${auth()}`),
      config: await shop.app.inject('/config.json'),
      refusal: await shop.app.inject(`/api/${shop.env.ID_APP}/dmvt?q={bad&${auth()}`),
      forbidden: await shop.app.inject(`/api/${shop.env.ID_APP}/cart?trust_key=wrong`),
      missing: await shop.app.inject({ method: 'POST', url: '/nothing-here' }),
      badUrl: await shop.app.inject(`/api/${shop.env.ID_APP}/so1/%E0%A4%A`),
    };
    for (const [what, reply] of Object.entries(replies)) {
      expectHardened(reply.headers, what);
      expect(reply.headers['strict-transport-security'], what).toBeUndefined();
    }
  });

  it("keeps a route's own stricter policy (an SVG picture's sandbox)", async () => {
    const svg = await shop.app.inject('/api/images/products/cph-001.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(svg.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('ignores X-Forwarded-Proto from a client that is no named proxy', async () => {
    const reply = await shop.app.inject({ url: '/config.json', headers: { 'x-forwarded-proto': 'https' } });
    expect(reply.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('security headers behind a proxy named by TRUST_PROXY', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startTestShop('pglite', { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(() => shop?.close());

  it('add HSTS when the proxy says the request came over HTTPS, not otherwise', async () => {
    const https = await shop.app.inject({
      url: '/config.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expectHardened(https.headers, 'https');
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await shop.app.inject({ url: '/config.json', remoteAddress: '127.0.0.1' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    const stranger = await shop.app.inject({
      url: '/config.json',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(stranger.headers['strict-transport-security']).toBeUndefined();
  });
});
