import net from 'node:net';
import postgres from 'postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres.js';
import { canCoalesce, connectCoalescing } from './postgres-socket.js';

const adminUrl = process.env.TEST_DATABASE_URL;

interface DriverOptions {
  host: string[];
  port: number[];
  path?: string | false;
}

/** Counts the socket's writes to the kernel: each `_write` or `_writev` is one system call. */
function countWrites(socket: net.Socket) {
  const counts = { writes: 0 };
  const target = socket as unknown as Record<'_write' | '_writev', (...args: unknown[]) => unknown>;
  for (const name of ['_write', '_writev'] as const) {
    const original = target[name];
    target[name] = function (this: unknown, ...args: unknown[]) {
      counts.writes += 1;
      return original.apply(this, args);
    };
  }
  return counts;
}

describe('canCoalesce', () => {
  it('takes single-host URLs without TLS, and leaves TLS and several hosts to the driver', () => {
    const parsed = (url: string) => postgres(url).options as unknown as { host: string[]; ssl?: unknown };
    expect(canCoalesce(parsed('postgres://u@localhost:5432/db'))).toBe(true);
    expect(canCoalesce(parsed('postgres://u@localhost/db?host=/var/run/postgresql'))).toBe(true);
    expect(canCoalesce(parsed('postgres://u@localhost/db?sslmode=require'))).toBe(false);
    expect(canCoalesce(parsed('postgres://u@a:5432,b:5433/db'))).toBe(false);
  });
});

describe.skipIf(!adminUrl)('the coalescing socket on PostgreSQL', () => {
  let sql: postgres.Sql | undefined;
  afterEach(async () => {
    await sql?.end({ timeout: 5 });
    sql = undefined;
  });

  /** A one-connection pool whose socket comes from `make`; the socket's writes counted once connected. */
  async function open(make: (options: DriverOptions) => net.Socket) {
    let socket: net.Socket | undefined;
    const factory = (options: DriverOptions) => {
      socket = make(options);
      return socket;
    };
    sql = postgres(adminUrl as string, { max: 1, onnotice: () => {}, ...({ socket: factory } as object) });
    const connection = await sql.reserve();
    await connection.unsafe('SELECT 1').execute();
    if (!socket) throw new Error('the driver did not ask for a socket');
    return { connection, counts: countWrites(socket) };
  }

  /** In one turn: a statement of ~2 KiB (the driver writes it at once), then two small ones. */
  async function oneTurn(connection: postgres.ReservedSql) {
    const big = `SELECT '${'x'.repeat(2_000)}' AS big`;
    const results = await Promise.all([
      connection.unsafe(big).execute(),
      connection.unsafe('SELECT 2 AS n').execute(),
      connection.unsafe('SELECT 3 AS n').execute(),
    ]);
    return results.map((rows) => [...rows][0]);
  }

  const driverSocket = (options: DriverOptions) => {
    const socket = new net.Socket();
    if (options.path) socket.connect(options.path);
    else socket.connect(options.port[0] as number, options.host[0] as string);
    return socket;
  };

  it('the driver alone writes a round trip past 1 KiB in two writes', async () => {
    const { connection, counts } = await open(driverSocket);
    const rows = await oneTurn(connection);
    expect(rows[1]).toEqual({ n: 2 });
    expect(counts.writes).toBe(2);
    connection.release();
  });

  it('sends the statements issued in one turn in one write, with their answers unchanged', async () => {
    const { connection, counts } = await open(connectCoalescing);
    const rows = await oneTurn(connection);
    expect(rows).toEqual([{ big: 'x'.repeat(2_000) }, { n: 2 }, { n: 3 }]);
    expect(counts.writes).toBe(1);
    // A turn that ends with the big statement (no flush of the driver after it) goes out too.
    const [last] = await connection.unsafe(`SELECT '${'y'.repeat(3_000)}' AS big`).execute();
    expect(last).toEqual({ big: 'y'.repeat(3_000) });
    expect(counts.writes).toBe(2);
    connection.release();
  });

  it('keeps the driver connecting: a refused port fails the query, not hangs it', async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    sql = postgres(`postgres://u@127.0.0.1:${port}/db`, {
      max: 1,
      connect_timeout: 2,
      ...({ socket: connectCoalescing } as object),
    });
    await expect(sql.unsafe('SELECT 1').execute()).rejects.toThrow(/ECONNREFUSED/);
  });

  it("is the pool's socket: a transaction's BEGIN, a 2 KiB statement and COMMIT leave in one write", async () => {
    const db = await openPostgres(adminUrl as string);
    try {
      const transaction = () =>
        db.transaction(async (tx) => {
          const inserted = tx.query('SELECT length($1::text) AS n', ['z'.repeat(2_000)]);
          tx.finish?.();
          return (await inserted)[0];
        });
      expect(await transaction()).toEqual({ n: 2_000 }); // prepares the statement (its own round trip)
      const proto = net.Socket.prototype as unknown as Record<
        '_write' | '_writev',
        (...a: unknown[]) => unknown
      >;
      const originals = { _write: proto._write, _writev: proto._writev };
      let writes = 0;
      for (const name of ['_write', '_writev'] as const) {
        proto[name] = function (this: unknown, ...args: unknown[]) {
          writes += 1;
          return originals[name].apply(this, args);
        };
      }
      try {
        expect(await transaction()).toEqual({ n: 2_000 });
      } finally {
        Object.assign(proto, originals);
      }
      expect(writes).toBe(1);
    } finally {
      await db.close();
    }
  });
});
