import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from './accounts/auth.test-kit.js';
import { DEMO_CUSTOMER } from './accounts/seed-accounts.js';
import { MIGRATIONS } from './db/migrations.js';
import { type SpawnedServer, spawnServer } from './ops/spawned-server.test-kit.js';

// `npm start` (tooling/scripts/start.mjs) runs `node apps/server/dist/main.js` with the caller's
// environment plus DATA_DIR; an operator sets no NODE_ENV. Vitest sets NODE_ENV=test for itself,
// so it is removed here, as it is absent from a shell (and LOG_LEVEL, to see the default log).
// On a terminal, as in the operator's shell: the one first start in production on an empty folder of
// the server's tests, so the terminal's log format is read here too (it was log-format.test.ts' own
// start: decision 044, twenty-second addendum); the JSON formats stay there.
const TIME = '\\[\\d{2}:\\d{2}:\\d{2}\\]';

describe('the server as `npm start` runs it', () => {
  let server: SpawnedServer;
  let url: string;
  let dataDir: string;
  const output = () => server.output();
  /** The messages of the log's one-line entries (`[hh:mm:ss] LEVEL: message`). */
  const messages = () =>
    output()
      .split('\n')
      .map((line) => new RegExp(`^${TIME} [A-Z]+: (.+)$`).exec(line)?.[1])
      .filter((message) => message !== undefined);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-start-command-'));
    server = await spawnServer({ DATA_DIR: dataDir }, { terminal: true });
    url = server.url;
  }, 240_000);

  afterAll(async () => {
    await server?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('has no outbox page, even for this machine, after a code was sent', async () => {
    await fetch(`${url}/resetpassword?email=admin@example.com`);
    const reply = await fetch(`${url}/dev/outbox?format=json`);
    expect(reply.status).toBe(404);
    expect(await reply.text()).not.toMatch(/\d{6}/);
  });

  it('logs one line per start-up step and the address, and no line per request', async () => {
    await fetch(`${url}/config.json`);
    await fetch(`${url}/api/nothing`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(messages()).toEqual(
      expect.arrayContaining([
        `database: PGlite in ${dataDir}`,
        `migrations: applied ${MIGRATIONS.map((migration) => migration.id).join(', ')}`,
        expect.stringMatching(/^seed: sample shop created/),
        // Production without keys: no payment provider is on (issue 30).
        'payments: vnpay off, momo off, zalopay off, sepay webhook off, casso webhook off',
        `Server listening at ${url}`,
      ]),
    );
    expect(messages().filter((message) => /request/.test(message))).toEqual([]);
  });

  it('is readable lines on a terminal, the setup link and the addresses to open set apart', () => {
    const text = output();
    const port = new URL(url).port;
    expect(text).not.toMatch(/^\{/m);
    expect(text).toMatch(
      new RegExp(`^${TIME} INFO: Server listening at http://127\\.0\\.0\\.1:${port}$`, 'm'),
    );
    expect(text).toMatch(
      new RegExp(
        `^${TIME} WARN: \\n\\n {4}➜ {2}owner setup: open http://localhost:${port}/admin/setup\\?token=`,
        'm',
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `^${TIME} INFO: \\n\\n {4}➜ {2}open http://localhost:${port} \\(shop\\) and http://localhost:${port}/admin \\(console\\)\\n`,
        'm',
      ),
    );
  });

  it('prints a one-time link that creates the owner, and no demo owner', async () => {
    const link = /owner setup: open (http:\/\/localhost:\d+\/admin\/setup\?token=([\w-]{43}))/.exec(output());
    expect(link?.[1]).toContain(`:${new URL(url).port}/admin/setup`);
    const setup = (body: object) =>
      fetch(`${url}/api/6650a1b2c3d4e5f6a7b8c9d0/console/setup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const owner = { token: link?.[2], name: 'Chủ Quán', email: 'chu@example.vn', password: 'ChuQuan2026' };
    expect((await setup(owner)).status).toBe(200);
    expect((await setup({ ...owner, email: 'khac@example.vn' })).status).toBe(403);
    const demo = await fetch(`${url}/auth/local`, {
      headers: { authorization: basic('chuquan@example.com', 'ChuQuan123') },
    });
    expect(demo.status).toBe(401);
  });

  it('has no demo customer', async () => {
    const reply = await fetch(`${url}/auth/local`, {
      headers: { authorization: basic(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password) },
    });
    expect(reply.status).toBe(401);
  });
});
