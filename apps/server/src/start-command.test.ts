import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basic } from './accounts/auth.test-kit.js';
import { DEMO_CUSTOMER } from './accounts/seed-accounts.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(serverRoot, 'dist', 'main.js');

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function waitForServer(url: string, child: ChildProcess, output: () => string): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output()}`);
    const ok = await fetch(`${url}/config.json`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer:\n${output()}`);
}

// `npm start` (tooling/scripts/start.mjs) runs `node apps/server/dist/main.js` with the caller's
// environment plus DATA_DIR; an operator sets no NODE_ENV. Vitest sets NODE_ENV=test for itself,
// so it is removed here, as it is absent from a shell (and LOG_LEVEL, to see the default log).
describe('the server as `npm start` runs it', () => {
  let child: ChildProcess;
  let url: string;
  let dataDir: string;
  let output = '';

  beforeAll(async () => {
    if (!existsSync(entry)) throw new Error(`${entry} is missing: build the server first`);
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-start-command-'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const { NODE_ENV: _vitest, DEV_OUTBOX: _outbox, LOG_LEVEL: _level, ...environment } = process.env;
    child = spawn(process.execPath, [entry], {
      env: { ...environment, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    await waitForServer(url, child, () => output);
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
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
    const messages = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line).msg as string);
    expect(messages).toEqual(
      expect.arrayContaining([
        `database: PGlite in ${dataDir}`,
        'migrations: applied 1, 2, 3, 4, 5, 6, 7, 8, 9',
        expect.stringMatching(/^seed: sample shop created/),
        `Server listening at ${url}`,
      ]),
    );
    expect(messages.filter((message) => /request/.test(message))).toEqual([]);
  });

  it('prints a one-time link that creates the owner, and no demo owner', async () => {
    const link = /owner setup: open (http:\/\/localhost:\d+\/admin\/setup\?token=([\w-]{43}))/.exec(output);
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
