import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop, testBackend } from './testing.js';

describe('the web build and compression', () => {
  let dist: string;
  let shop: TestShop;
  const script = 'console.log("shop");'.repeat(100);

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'shop-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>shop</title>');
    await writeFile(path.join(dist, 'assets', 'index-abc123.js'), script);
    await writeFile(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(script));
    // The test shop (PostgreSQL with the test cluster, the run's seeded PGlite copy without): the
    // subject is the build's files and compression, not the database's first start (decision 044,
    // twenty-sixth addendum). No outbox page: /dev/outbox must stay a JSON 404 below.
    shop = await startTestShop(testBackend(), { WEB_DIST: dist, DEV_OUTBOX: '0' }, { serveWeb: true });
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('sends hashed assets compressed when the browser accepts it, cached for a year', async () => {
    const reply = await shop.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(reply.headers['content-length'])).toBeLessThan(script.length);
  });

  it('sends the plain file to a browser that accepts no compression', async () => {
    const reply = await shop.app.inject({ url: '/assets/index-abc123.js' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(script);
  });

  it('answers client-side routes with the app shell, checked on every visit', async () => {
    const reply = await shop.app.inject({
      url: '/mua-hang/san-pham?sort=newest',
      headers: { accept: 'text/html' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.body).toContain('<title>shop</title>');
  });

  it('compresses large JSON replies for browsers that accept it, and only for them', async () => {
    const { ID_APP, PUBLIC_TOKEN, TRUST_KEY } = shop.env;
    const url = `/api/${ID_APP}/dmvt?access_token=${PUBLIC_TOKEN}&trust_key=${TRUST_KEY}&limit=20`;
    const plain = await shop.app.inject({ url });
    const compressed = await shop.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it.each([
    ['/', '*/*'],
    ['/', undefined],
    ['/gioi-thieu', '*/*'],
    ['/mua-hang/tim-kiem?keyword=tr%C3%A0', 'application/json'],
    ['/user-profile/my-profile', undefined],
  ])('answers the screen %s with the app shell whatever the Accept header (%s)', async (url, accept) => {
    const reply = await shop.app.inject({ url, headers: accept ? { accept } : {} });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('text/html');
    expect(reply.body).toContain('<title>shop</title>');
  });

  it.each([
    '/api/nothing',
    '/auth/nothing',
    '/send-otp',
    '/verify-otp/x',
    '/signup',
    '/dev/outbox',
    '/images/missing.png',
    '/assets/missing-123.css',
    '/favicon-missing.ico',
    '/tin-tuc/tra/anh.jpg',
  ])('keeps %s a JSON 404 even for a browser', async (url) => {
    const reply = await shop.app.inject({ url, headers: { accept: 'text/html,*/*' } });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toContain('application/json');
  });

  it('answers other methods on a screen path with a JSON 404', async () => {
    const reply = await shop.app.inject({
      method: 'POST',
      url: '/gioi-thieu',
      headers: { accept: 'text/html' },
    });
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-type']).toContain('application/json');
  });

  it('keeps unknown API paths and missing assets as JSON 404s', async () => {
    const api = await shop.app.inject({ url: '/api/nothing/here/at/all', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    const asset = await shop.app.inject({ url: '/assets/missing-123.js' });
    expect(asset.statusCode).toBe(404);
  });
});
