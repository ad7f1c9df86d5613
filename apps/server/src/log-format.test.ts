import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeFakeBuilds } from './builds.test-kit.js';
import { readEnv } from './env.js';
import { HIGHLIGHT, logDestination } from './log-format.js';
import { freePort, SERVER_ENTRY, seededTestDataDir, spawnServer } from './ops/spawned-server.test-kit.js';

const lines = () => {
  const written: string[] = [];
  return { written, stream: { write: (line: string) => void written.push(line) } };
};
const TIME = '\\[\\d{2}:\\d{2}:\\d{2}\\]';

describe('the log format', () => {
  it('is JSON for a stream that is not a terminal, pretty lines when asked', () => {
    const plain = lines();
    expect(logDestination(undefined, plain.stream)).toBe(plain.stream);
    expect(logDestination('json', undefined, true)).toBeUndefined();
    const pretty = lines();
    const destination = logDestination('pretty', pretty.stream);
    destination?.write(
      `${JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', msg: 'seed: done' })}\n`,
    );
    destination?.write(
      `${JSON.stringify({ level: 40, time: Date.now(), pid: 1, hostname: 'h', ...HIGHLIGHT, msg: 'owner setup: open x' })}\n`,
    );
    expect(pretty.written[0]).toMatch(new RegExp(`^${TIME} INFO: seed: done\\n$`));
    expect(pretty.written[1]).toMatch(new RegExp(`^${TIME} WARN: \\n\\n {4}➜ {2}owner setup: open x\\n\\n$`));
  });

  it('refuses a LOG_FORMAT it does not know, saying which it takes', () => {
    expect(() => readEnv({ LOG_FORMAT: 'yaml' })).toThrow(
      'LOG_FORMAT: must be json or pretty (unset: pretty lines on a terminal, JSON when the output is not one)',
    );
    expect(readEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty');
    expect(readEnv({}).LOG_FORMAT).toBeUndefined();
  });
});

/**
 * `node dist/main.js` on a terminal (util-linux's `script` gives it a pseudo-terminal), as `npm start`
 * in a shell; production unless `environment` says otherwise.
 */
async function startOnTerminal(environment: Record<string, string>) {
  const port = await freePort();
  const { NODE_ENV: _vitest, LOG_LEVEL: _level, LOG_FORMAT: _format, ...inherited } = process.env;
  const child: ChildProcess = spawn('script', ['-qfec', `${process.execPath} ${SERVER_ENTRY}`, '/dev/null'], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', ...environment },
    stdio: ['pipe', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let waited = 0; !output.includes('(console)'); waited += 200) {
    if (waited > 200_000 || child.exitCode !== null) throw new Error(`no start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (child.pid) process.kill(-child.pid, 'SIGTERM');
  await exited;
  const text = stripVTControlCharacters(output).replaceAll('\r\n', '\n');
  // `script`'s own word when it is stopped.
  return { port, text: text.replace(/^Session terminated.*\n?/m, '') };
}

describe('the start log of `node dist/main.js`', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-log-format-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is readable lines on a terminal, the setup link and the addresses to open set apart', async () => {
    // Production (no NODE_ENV) over stand-in builds: no demo owner, so the setup link is printed.
    const builds = await writeFakeBuilds(path.join(dataDir, 'builds'), { web: true, ssr: true, admin: true });
    const { port, text } = await startOnTerminal({ DATA_DIR: path.join(dataDir, 'terminal'), ...builds });
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
  }, 240_000);

  it('is JSON on a terminal with LOG_FORMAT=json', async () => {
    const { text } = await startOnTerminal({
      NODE_ENV: 'test',
      DATA_DIR: await seededTestDataDir(path.join(dataDir, 'json')),
      LOG_FORMAT: 'json',
    });
    const messages = text
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(messages.length).toBeGreaterThan(3);
    expect(text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('{'))).toEqual([]);
  }, 240_000);

  it('is JSON when the output is not a terminal, the lines to open marked', async () => {
    const server = await spawnServer({
      NODE_ENV: 'test',
      DATA_DIR: await seededTestDataDir(path.join(dataDir, 'pipe')),
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.stop();
    const port = new URL(server.url).port;
    expect(server.logLines()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          level: 30,
          highlight: true,
          msg: `open http://localhost:${port} (shop) and http://localhost:${port}/admin (console)`,
        }),
      ]),
    );
    expect(
      server
        .output()
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('{')),
    ).toEqual([]);
  }, 240_000);
});
