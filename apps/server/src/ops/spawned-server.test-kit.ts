import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
 * DEV_OUTBOX and LOG_LEVEL, which Vitest or a developer's shell may set) and waits for /healthz.
 */
export async function spawnServer(environment: Record<string, string>): Promise<SpawnedServer> {
  if (!existsSync(SERVER_ENTRY)) throw new Error(`${SERVER_ENTRY} is missing: build the server first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { NODE_ENV: _vitest, DEV_OUTBOX: _outbox, LOG_LEVEL: _level, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: SpawnedServer = {
    url,
    child,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  for (let attempt = 0; attempt < 480; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server stopped:\n${output}`);
    const isUp = await fetch(`${url}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (isUp) return server;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server did not answer:\n${output}`);
}
