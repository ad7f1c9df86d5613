// A throw-away Redis on a free loopback port, for the server's tests (several processes sharing
// counters). Nothing is written to disk; the process is stopped by `stop()`.
import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { freePort } from './pg-cluster.mjs';
import { ensureRedisServer, log } from './run.mjs';

/** Resolves when Redis answers PING on the port, or rejects after `timeoutMs`. */
async function waitForPong(port, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with ${child.exitCode}`);
    const answered = await new Promise((resolve) => {
      const socket = createConnection({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
      socket.setTimeout(500, () => socket.destroy());
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('+PONG'));
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`redis-server did not answer on port ${port}`);
}

export async function startRedisServer() {
  const command = await ensureRedisServer();
  const port = await freePort();
  log(`starting a Redis test server on 127.0.0.1:${port}`);
  const child = spawn(
    command,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  await waitForPong(port, child);
  return {
    url: `redis://127.0.0.1:${port}`,
    stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}
