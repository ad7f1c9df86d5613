import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop, testBackend } from './testing.js';
import { isConsoleShellPath, isShellPath } from './web-shell-paths.js';

describe('the console build under /admin, beside the shop', () => {
  let root: string;
  let shop: TestShop;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-dists-'));
    for (const [dir, title] of [
      ['web', 'shop'],
      ['admin', 'console'],
    ] as const) {
      await mkdir(path.join(root, dir, 'assets'), { recursive: true });
      await writeFile(path.join(root, dir, 'index.html'), `<!doctype html><title>${title}</title>`);
      await writeFile(path.join(root, dir, 'assets', `${dir}-abc123.js`), `console.log("${dir}");`);
    }
    // The test shop (PostgreSQL with the test cluster, the run's seeded PGlite copy without): the
    // subject is the builds' paths, not the database's first start (decision 044, twenty-sixth
    // addendum). No outbox page, as before.
    shop = await startTestShop(
      testBackend(),
      { WEB_DIST: path.join(root, 'web'), ADMIN_DIST: path.join(root, 'admin'), DEV_OUTBOX: '0' },
      { serveWeb: true },
    );
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string) => shop.app.inject({ url, headers: { accept: 'text/html' } });

  it("answers the console's screens with its shell, checked on every visit", async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/orders/6650a1b2c3d4e5f6a7b8c9ff?x=1',
      '/admin/setup?token=a',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body, url).toContain('<title>console</title>');
      expect(reply.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('serves its hashed assets for a year and a missing one as a JSON 404', async () => {
    const asset = await get('/admin/assets/admin-abc123.js');
    expect(asset.body).toBe('console.log("admin");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/admin/assets/gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it("keeps the shop's shell and assets where they were", async () => {
    expect((await get('/mua-hang/san-pham')).body).toContain('<title>shop</title>');
    expect((await get('/assets/web-abc123.js')).body).toBe('console.log("web");');
    expect(isShellPath('/admin/orders')).toBe(false);
    expect(isConsoleShellPath('/administrator')).toBe(false);
    expect(isConsoleShellPath('/admin/logo.svg')).toBe(false);
  });
});
