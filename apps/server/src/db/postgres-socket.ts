import net from 'node:net';

/**
 * porsager/postgres (3.4.9, `write` in src/connection.js) keeps the messages of the statements
 * issued in one turn in a chunk and writes it at `setImmediate`, except that a chunk reaching
 * 1 KiB is written at once. So a round trip whose messages pass 1 KiB (a big statement, then the
 * small ones and the COMMIT issued after it) left in two or more socket writes, each a system
 * call that wakes PostgreSQL (~60–100 µs of the server's CPU on a VM, and a read in the backend).
 *
 * This socket, handed to the driver through its documented `socket` option, holds such an early
 * write back (cork) and sends it with the rest of the turn's chunk, in one `writev`:
 * - a write of 1 KiB or more is the driver's early flush: more of the same turn may follow, so the
 *   socket corks (if not already) and waits;
 * - a write under 1 KiB is the driver's `setImmediate` flush (its chunk only stays under 1 KiB
 *   until then), the end of the turn's messages: it goes out with all that was held, at once;
 * - when no such flush follows (the turn's last message passed 1 KiB), the held writes go out one
 *   event-loop turn later (an immediate that queues another: the driver's own immediate, queued
 *   after our first one in the same turn, runs between the two).
 * Nothing else changes: the socket is returned while it connects (writes wait in it until it is
 * connected, its errors reach the driver's handlers as on its own socket), and the driver still
 * times the connection out (connect_timeout), reads it, and asks for a new one after a close.
 */
const DRIVER_EARLY_WRITE_BYTES = 1024;

type Write = net.Socket['write'];

/**
 * Makes `socket` coalesce the driver's writes of a turn. Called once the socket is connecting:
 * `net.Socket.connect` sets the instance's `write` back to its own (for sockets reused after an
 * end), so an override on a subclass's prototype would be lost.
 */
export function coalesceWrites(socket: net.Socket): net.Socket {
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  let isHolding = false;
  const release = () => {
    if (!isHolding) return;
    isHolding = false;
    socket.uncork();
  };
  const coalescing = (chunk: Uint8Array | string, ...rest: unknown[]) => {
    const isEarly = chunk.length >= DRIVER_EARLY_WRITE_BYTES;
    if (isEarly && !isHolding) {
      isHolding = true;
      socket.cork();
      setImmediate(() => setImmediate(release));
    }
    const result = write(chunk, ...rest);
    if (!isEarly) release();
    return result;
  };
  socket.write = coalescing as Write;
  return socket;
}

/** The parts of porsager's parsed options the socket needs. */
interface DriverOptions {
  host: string[];
  port: number[];
  path?: string | false;
}

/**
 * For the driver's `socket` option: a coalescing socket, connecting to the URL's single host (or
 * its unix socket). The caller uses it only for URLs without TLS and with one host (see
 * `canCoalesce`); anything else keeps the driver's own socket.
 */
export function connectCoalescing(options: DriverOptions): net.Socket {
  const socket = new net.Socket();
  const host = options.host[0] ?? 'localhost';
  const port = options.port[0] ?? 5432;
  // Read by the driver's error messages (Errors.connection), as on its own socket.
  Object.assign(socket, { host, port });
  if (options.path) socket.connect(options.path);
  else socket.connect(port, host);
  return coalesceWrites(socket);
}

/** porsager's parsed options that decide whether the coalescing socket can stand in for its own. */
export function canCoalesce(options: { host: string[]; ssl?: unknown }): boolean {
  return !options.ssl && options.host.length === 1;
}
