import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, testBackend, type TestShop } from '../testing.js';

// Pages and a forged Host (decision 037): without PUBLIC_ORIGIN a page's links take the request's
// Host (or, behind TRUST_PROXY, X-Forwarded-Host), so no shared cache may keep it; with
// PUBLIC_ORIGIN they never follow the request. Needs the web build (dist/ and dist-ssr/).

const PROXY = '127.0.0.1';

/**
 * The page's own absolute links: canonical, hreflang, og:url, og:image, and JSON-LD's url, logo,
 * @id, image and item (not `sameAs`, the company's pages on other sites).
 */
function linksOf(html: string): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const links = [
    ...head.matchAll(/<link[^>]*rel="(?:canonical|alternate)"[^>]*>/g),
    ...head.matchAll(/<meta[^>]*property="og:(?:url|image)"[^>]*>/g),
  ].map(([tag]) => /(?:href|content)="([^"]+)"/.exec(tag)?.[1] ?? '');
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  for (const [, json] of jsonLd) {
    for (const [, link] of (json ?? '').matchAll(/"(?:url|logo|@id|image|item)":"(https?:\/\/[^"]+)"/g))
      links.push(link ?? '');
  }
  return links.filter((link) => /^https?:\/\//.test(link));
}

function hostsOf(html: string): Set<string> {
  return new Set(linksOf(html).map((link) => new URL(link).host));
}

async function startShop(overrides: Record<string, string>, logStream?: { write(line: string): void }) {
  const shop = await startTestShop(testBackend(), overrides, {
    serveWeb: true,
    ...(logStream ? { logStream } : {}),
  });
  if (!existsSync(shop.env.WEB_SSR_ENTRY)) {
    await shop.close();
    throw new Error(`no web build at ${shop.env.WEB_SSR_ENTRY}: run pnpm --filter @shop/web build first`);
  }
  return shop;
}

describe('pages without PUBLIC_ORIGIN, behind a proxy named by TRUST_PROXY', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({ TRUST_PROXY: PROXY });
  }, 240_000);
  afterAll(() => shop?.close());

  it('are sent private when their links follow a forged Host or X-Forwarded-Host', async () => {
    const forgedHost = await shop.app.inject({ url: '/gioi-thieu', headers: { host: 'evil.example' } });
    expect(forgedHost.statusCode).toBe(200);
    expect(hostsOf(forgedHost.body)).toEqual(new Set(['evil.example']));
    expect(forgedHost.headers['cache-control']).toBe('private, max-age=60');

    const forgedForward = await shop.app.inject({
      url: '/gioi-thieu',
      remoteAddress: PROXY,
      headers: { host: 'shop.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
    });
    expect(forgedForward.statusCode).toBe(200);
    expect(hostsOf(forgedForward.body)).toEqual(new Set(['attacker.example']));
    expect(forgedForward.headers['cache-control']).toBe('private, max-age=60');

    const notFound = await shop.app.inject({ url: '/san-pham/khong-co', headers: { host: 'evil.example' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['cache-control']).toBe('private, max-age=10');
  });

  it("never serves one Host's render from the process's page cache to another Host", async () => {
    const forged = await shop.app.inject({ url: '/tin-tuc', headers: { host: 'evil.example' } });
    expect(hostsOf(forged.body)).toEqual(new Set(['evil.example']));
    const genuine = await shop.app.inject({ url: '/tin-tuc', headers: { host: 'shop.example' } });
    expect(genuine.statusCode).toBe(200);
    expect(hostsOf(genuine.body)).toEqual(new Set(['shop.example']));
  });
});

describe('pages with PUBLIC_ORIGIN, behind a proxy named by TRUST_PROXY', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await startShop({ TRUST_PROXY: PROXY, PUBLIC_ORIGIN: 'https://shop.example' });
  }, 240_000);
  afterAll(() => shop?.close());

  it('link to PUBLIC_ORIGIN whatever Host or X-Forwarded-Host says, and may be kept by shared caches', async () => {
    for (const headers of [
      { host: 'evil.example' },
      { host: 'shop.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' },
    ]) {
      const reply = await shop.app.inject({ url: '/gioi-thieu', remoteAddress: PROXY, headers });
      expect(reply.statusCode).toBe(200);
      const links = linksOf(reply.body);
      expect(links.length).toBeGreaterThan(3);
      for (const link of links) expect(link.startsWith('https://shop.example/'), link).toBe(true);
      expect(reply.headers['cache-control']).toBe('public, max-age=60');
    }
  });
});

describe('start-up in production without PUBLIC_ORIGIN', () => {
  it('says once that pages are sent private, and why', async () => {
    const lines: { msg?: string }[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string }) };
    const shop = await startShop({ NODE_ENV: 'production', DEV_OUTBOX: '0', LOG_LEVEL: 'warn' }, logStream);
    try {
      const notes = lines.filter((line) => line.msg?.includes('PUBLIC_ORIGIN'));
      expect(notes).toHaveLength(1);
      expect(notes[0]?.msg).toMatch(/private/);
      expect(notes[0]?.msg).toMatch(/Host/);
      const page = await shop.app.inject({ url: '/gioi-thieu', headers: { host: 'shop.example' } });
      expect(page.headers['cache-control']).toBe('private, max-age=60');
    } finally {
      await shop.close();
    }
  }, 240_000);

  it('is silent with PUBLIC_ORIGIN', async () => {
    const lines: { msg?: string }[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string }) };
    const shop = await startShop(
      { NODE_ENV: 'production', DEV_OUTBOX: '0', LOG_LEVEL: 'warn', PUBLIC_ORIGIN: 'https://shop.example' },
      logStream,
    );
    await shop.close();
    expect(lines.filter((line) => line.msg?.includes('PUBLIC_ORIGIN'))).toEqual([]);
  }, 240_000);
});
