import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_ENTRY = path.join(serverRoot, 'dist', 'main.js');

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** `node dist/main.js` as an operator runs it, on a free loopback port, its log kept. */
export interface SpawnedServer {
  url: string;
  child: ChildProcess;
  output(): string;
  /** The JSON log lines (pino), parsed. */
  logLines(): Record<string, unknown>[];
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the built server with the given environment over the test runner's (minus NODE_ENV,
 * DEV_OUTBOX, LOG_LEVEL and LOG_FORMAT, which Vitest or a developer's shell may set) and waits for
 * /healthz. With `terminal`, on a terminal as `npm start` in a shell (util-linux's `script` gives it
 * a pseudo-terminal; the output without its colours and carriage returns), until its last start line
 * (the addresses to open) is written; its stop signals the terminal's whole process group.
 */
export async function spawnServer(
  environment: Record<string, string>,
  { terminal = false }: { terminal?: boolean } = {},
): Promise<SpawnedServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build the server first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const {
    NODE_ENV: _vitest,
    DEV_OUTBOX: _outbox,
    LOG_LEVEL: _level,
    LOG_FORMAT: _format,
    ...inherited
  } = process.env;
  const env = { ...inherited, PORT: String(port), HOST: '127.0.0.1', ...environment };
  const child = terminal
    ? spawn('script', ['-qfec', `${process.execPath} ${SERVER_ENTRY}`, '/dev/null'], {
        env,
        stdio: ['pipe', 'pipe', 'pipe'],
        detached: true,
      })
    : spawn(process.execPath, [SERVER_ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let raw = '';
  child.stdout?.on('data', (chunk) => (raw += chunk));
  child.stderr?.on('data', (chunk) => (raw += chunk));
  const output = () =>
    terminal
      ? stripVTControlCharacters(raw)
          .replaceAll('\r\n', '\n')
          .replace(/^Session terminated.*\n?/m, '')
      : raw;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: SpawnedServer = {
    url,
    child,
    output,
    logLines: () =>
      output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) {
        if (terminal && child.pid) process.kill(-child.pid, signal);
        else child.kill(signal);
      }
      return exited;
    },
  };
  // A first start on a terminal waits longer: it is the production start on an empty folder.
  for (let attempt = 0; attempt < (terminal ? 800 : 480); attempt++) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output()}`);
    const isUp = await fetch(`${url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (isUp && (!terminal || output().includes('(console)'))) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not answer:\n${output()}`);
}

/**
 * Copies into `target` (absent or empty) the data folder of a test-mode server (`NODE_ENV=test`,
 * PGlite) that has already started once: created, migrated and seeded (decision 044, thirteenth
 * addendum). In the test command, the journeys' seeded folder (`E2E_SEEDED_DATA_DIR`,
 * tooling/scripts/journey-data.mjs: the server's own start in test mode, made before these files);
 * elsewhere, one made once a run in the run's folder (test-run.setup.ts) by `node dist/main.js`
 * itself. A server started on the copy skips the first start's work (PGlite's initdb, every
 * migration, the seed): about 6.5 CPU-s a start instead of 10-14 on a busy 2-core machine, and less
 * than half the wall time. For the files whose subject is not the first start (the log format, the
 * graceful shutdown); the first start on an empty folder stays guarded by start-command.test.ts (its
 * log of the migrations and the seed), the journey data step and the start command's journey. The
 * files of several processes run one at a time (vitest.config.ts); a folder is complete once renamed.
 */
export async function seededTestDataDir(target: string): Promise<string> {
  await cp(process.env.E2E_SEEDED_DATA_DIR ?? (await runSeededDataDir()), target, { recursive: true });
  return target;
}

async function runSeededDataDir(): Promise<string> {
  const runDir = process.env.SHOP_TEST_RUN_DIR;
  if (!runDir)
    throw new Error('SHOP_TEST_RUN_DIR is missing: run through vitest.config.ts (test-run.setup.ts)');
  const seeded = path.join(runDir, 'spawned-seeded');
  if (existsSync(seeded)) return seeded;
  const making = await mkdtemp(`${seeded}-part-`);
  const server = await spawnServer({ NODE_ENV: 'test', DATA_DIR: making });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the seeding start exited ${code}:\n${server.output()}`);
  await rename(making, seeded);
  return seeded;
}
