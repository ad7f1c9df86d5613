import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEnv } from './env.js';
import { HIGHLIGHT, logDestination } from './log-format.js';
import { seededTestDataDir, spawnServer } from './ops/spawned-server.test-kit.js';

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

describe('the start log of `node dist/main.js`', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'shop-log-format-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  // Readable lines on a terminal, the setup link and the addresses to open set apart: read from the
  // first start of start-command.test.ts, on a terminal in production (decision 044, twenty-second addendum).

  it('is JSON on a terminal with LOG_FORMAT=json', async () => {
    const server = await spawnServer(
      { NODE_ENV: 'test', DATA_DIR: await seededTestDataDir(path.join(dataDir, 'json')), LOG_FORMAT: 'json' },
      { terminal: true },
    );
    await server.stop();
    const text = server.output();
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
