import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeBuildPaths, writeFakeBuilds } from './builds.test-kit.js';
import { readEnv, StartupError } from './env.js';
import { seededTestDataDir, spawnServer } from './ops/spawned-server.test-kit.js';
import { createShop } from './server.js';

// Issue 26: `npm start` served no console, and the owner setup link it printed answered 404 JSON,
// after a warning nobody reads. In production every build the server serves is there, or it stops.
// The shops that start here do so on a copy of a migrated and seeded data folder (the subject is the
// builds, not the first start: decision 044, twenty-second addendum).
describe('the builds the server serves', () => {
  let root: string;
  const builds = () => fakeBuildPaths(root);

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'shop-builds-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  const writeBuilds = (which: Parameters<typeof writeFakeBuilds>[1]) => writeFakeBuilds(root, which);

  it('stops a production start naming each missing build and its command, before opening the data', async () => {
    await writeBuilds({ web: true });
    const dataDir = path.join(root, 'data');
    const env = readEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...builds() });
    const start = createShop(env);
    await expect(start).rejects.toBeInstanceOf(StartupError);
    await expect(start).rejects.toThrow(
      `the pages' server renderer (web server build): ${builds().WEB_SSR_ENTRY} is missing (WEB_SSR_ENTRY); ` +
        'build it with `pnpm exec turbo run build --filter=@shop/web`',
    );
    await expect(start).rejects.toThrow(
      `the owner console (console build): ${path.join(builds().ADMIN_DIST, 'index.html')} is missing ` +
        '(ADMIN_DIST); build it with `pnpm exec turbo run build --filter=@shop/admin`',
    );
    await expect(start).rejects.not.toThrow(/the shop \(web build\)/);
    await expect(start).rejects.toThrow('`npm start` builds them all');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('serves the setup screen of the console in production when every build is there', async () => {
    await writeBuilds({ web: true, ssr: true, admin: true });
    const dataDir = await seededTestDataDir(path.join(root, 'production'));
    const env = readEnv({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, ...builds() });
    const shop = await createShop(env);
    try {
      const setup = await shop.app.inject({
        url: '/admin/setup?token=abc',
        headers: { accept: 'text/html' },
      });
      expect(setup.statusCode).toBe(200);
      expect(setup.body).toContain('<title>console</title>');
      const home = await shop.app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(home.body).toContain('<p>rendered</p>');
    } finally {
      await shop.close();
    }
  }, 120_000);

  it('starts without them in test mode, warning with the command that builds each', async () => {
    await writeBuilds({});
    const lines: Record<string, unknown>[] = [];
    const dataDir = await seededTestDataDir(path.join(root, 'test-mode'));
    const env = readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...builds() });
    const shop = await createShop(env, { logStream: { write: (line) => lines.push(JSON.parse(line)) } });
    await shop.close();
    expect(lines.map(({ msg, build }) => ({ msg, build }))).toEqual(
      expect.arrayContaining([
        {
          msg: 'web build not found: serving the API only',
          build: 'pnpm exec turbo run build --filter=@shop/web',
        },
        {
          msg: 'console build not found: /admin is not served',
          build: 'pnpm exec turbo run build --filter=@shop/admin',
        },
      ]),
    );
  }, 120_000);

  it('exits 1 with the message alone when `node dist/main.js` starts in production without the console', async () => {
    await writeBuilds({ web: true, ssr: true });
    const start = spawnServer({ DATA_DIR: path.join(root, 'data'), ...builds() });
    await expect(start).rejects.toThrow(
      /the server stopped:\nThe shop cannot start\. Missing builds, which production serves:\n {2}the owner console \(console build\): .* is missing \(ADMIN_DIST\); build it with `pnpm exec turbo run build --filter=@shop\/admin`\n`npm start` builds them all[^\n]*\n$/,
    );
  }, 120_000);
});
