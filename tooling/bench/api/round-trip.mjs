#!/usr/bin/env node
// What one message and its answer between two processes cost on this machine (issue 28): a child
// process echoes what it reads on loopback TCP; this process sends 200 bytes on each of
// `--connections` sockets and the next once the answer is back, `--round-trips` times in all. Prints
// the round trips a second and the CPU one costs each side (user + system, and the system part).
// With one connection each side sleeps while the other works, so every message wakes its
// receiver: what the shop pays for each round trip to PostgreSQL or Redis and each HTTP exchange
// when they are not busy; with many, a read often finds several answers waiting.
// Usage: node tooling/bench/api/round-trip.mjs [--connections 1,20] [--round-trips 20000]
// On Node 24: an older Node runs this bench again on Node 24 (decision 043).
import '../../scripts/on-node-24.mjs';
import { fork } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const PAYLOAD = Buffer.alloc(200, 'a');

if (process.argv[2] === '--echo') {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (chunk) => socket.write(chunk));
  });
  server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
  process.on('message', (message) => {
    if (message === 'cpu') process.send?.({ cpu: process.cpuUsage() });
  });
} else {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string', default: '1,20' },
      'round-trips': { type: 'string', default: '20000' },
    },
  });
  const total = Number(values['round-trips']);
  const echo = fork(fileURLToPath(import.meta.url), ['--echo']);
  const { port } = await new Promise((resolve) => echo.once('message', resolve));
  const echoCpu = () =>
    new Promise((resolve) => {
      echo.once('message', (message) => resolve(message.cpu));
      echo.send('cpu');
    });
  const micros = (usage) => ({ all: usage.user + usage.system, system: usage.system });
  const since = (before, after) => ({ user: after.user - before.user, system: after.system - before.system });
  console.log(`round trips of ${PAYLOAD.length} bytes over loopback TCP, ${total} a measure`);
  for (const count of values.connections.split(',').map(Number)) {
    const sockets = await Promise.all(
      Array.from(
        { length: count },
        () =>
          new Promise((resolve) => {
            const socket = net.connect(port, '127.0.0.1', () => resolve(socket));
            socket.setNoDelay(true);
          }),
      ),
    );
    let left = total;
    const echoBefore = await echoCpu();
    const before = process.cpuUsage();
    const started = performance.now();
    await Promise.all(
      sockets.map(
        (socket) =>
          new Promise((resolve) => {
            const next = () => {
              if (left-- <= 0) resolve();
              else socket.write(PAYLOAD);
            };
            socket.on('data', next);
            next();
          }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const sender = micros(process.cpuUsage(before));
    const receiver = micros(since(echoBefore, await echoCpu()));
    const each = ({ all, system }) =>
      `${(all / total).toFixed(1)} µs (${(system / total).toFixed(1)} in the kernel)`;
    console.log(
      `${String(count).padStart(3)} connection(s): ${(total / seconds).toFixed(0).padStart(6)} round trips/s;` +
        ` CPU a round trip: sender ${each(sender)}, echo ${each(receiver)}`,
    );
    for (const socket of sockets) socket.destroy();
  }
  echo.kill();
}
